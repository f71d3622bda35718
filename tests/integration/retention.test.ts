/**
 * The retention job (issue 32) on a real database: each kind of record older than its period in
 * RETENTION goes, a younger one stays, batches and the time budget only spread the work over
 * runs, and the server's hourly job runs it. Also: a recorded view no longer names the viewer.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import {
  bookingRequests,
  contactMessages,
  enquiries,
  events,
  oneTimeCodes,
  outbox,
  rateLimits,
  sellLeads,
  sessions,
  users,
  verifications,
  webVitals,
} from "~/.server/db/schema";
import { host } from "~/.server/host";
import { applyRetention } from "~/.server/privacy/retention";
import { recordListingView } from "~/.server/selling/dashboard-views";
import { RETENTION_JOB, startPeriodicJob } from "../../server/periodic-jobs";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
const now = new Date();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);
const monthsAgo = (months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insert(users).values({ id: "user-ravi", name: "Ravi", email: "ravi@example.com" });
});

afterAll(async () => {
  await handle.close();
});

async function addSession(id: string, expiresAt: Date) {
  await db.insert(sessions).values({ id, token: `token-${id}`, userId: "user-ravi", expiresAt, ipAddress: "203.0.113.9", userAgent: "Test" });
}

const sessionIds = async () => (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort();

describe("the retention job", () => {
  it("deletes each kind of record past its period and keeps the younger ones", async () => {
    const car = await createListing(db);
    await addSession("expired-long-ago", ago(2 * DAY));
    await addSession("expired-an-hour-ago", ago(HOUR));
    await addSession("live", new Date(now.getTime() + 10 * DAY));
    await db.insert(rateLimits).values([
      { key: "login:ip:203.0.113.9", windowStart: ago(2 * DAY), count: 3 },
      { key: "login:ip:203.0.113.9", windowStart: ago(HOUR), count: 1 },
    ]);
    await db.insert(oneTimeCodes).values([
      { purpose: "register", email: "old@example.com", codeHash: "x", payload: { phone: "9876543210" }, expiresAt: ago(2 * DAY) },
      { purpose: "register", email: "new@example.com", codeHash: "y", expiresAt: new Date(now.getTime() + 5 * 60_000) },
    ]);
    await db.insert(verifications).values([
      { id: "state-old", identifier: "old", value: "v", expiresAt: ago(2 * DAY) },
      { id: "state-new", identifier: "new", value: "v", expiresAt: ago(HOUR) },
    ]);
    // Oldest first, as the outbox fills.
    await db.insert(outbox).values({ channel: "email", recipient: "old@example.com", body: "code", createdAt: ago(31 * DAY) });
    await db.insert(outbox).values({ channel: "email", recipient: "new@example.com", body: "code", createdAt: ago(29 * DAY) });
    await db.insert(events).values([
      { type: "view", listingId: car.id, occurredAt: monthsAgo(14) },
      { type: "search", data: { q: "creta" }, occurredAt: monthsAgo(14) },
      { type: "enquiry", listingId: car.id, occurredAt: monthsAgo(15) },
      { type: "view", listingId: car.id, occurredAt: monthsAgo(12) },
      { type: "click", listingId: car.id, occurredAt: ago(DAY) },
    ]);
    const person = { name: "Asha", phone: "9876500000" };
    await db.insert(enquiries).values({ listingId: car.id, ...person, message: "Is it available?", createdAt: monthsAgo(13) });
    await db.insert(enquiries).values({ listingId: car.id, ...person, message: "Still there?", createdAt: monthsAgo(11) });
    await db.insert(bookingRequests).values({ listingId: car.id, ...person, priceAtRequest: 900_000, createdAt: monthsAgo(13) });
    await db.insert(bookingRequests).values({ listingId: car.id, ...person, priceAtRequest: 900_000, createdAt: monthsAgo(11) });
    const lead = { make: "Hyundai", model: "Creta", year: 2019, city: "Pune", phone: "9876543210" };
    await db.insert(sellLeads).values([{ ...lead, createdAt: monthsAgo(7) }, { ...lead, createdAt: monthsAgo(5) }]);
    const message = { name: "Asha", email: "asha@example.com", topic: "general", message: "Hello" };
    await db.insert(contactMessages).values([{ ...message, createdAt: monthsAgo(13) }, { ...message, createdAt: monthsAgo(11) }]);

    const deleted = await applyRetention(db, { now });

    expect(deleted).toEqual({
      sessions: 1,
      rate_limits: 1,
      one_time_codes: 1,
      verifications: 1,
      outbox: 1,
      events: 3,
      enquiries: 1,
      booking_requests: 1,
      sell_leads: 1,
      contact_messages: 1,
    });
    expect(await sessionIds()).toEqual(["expired-an-hour-ago", "live"]);
    expect((await db.select({ email: oneTimeCodes.email }).from(oneTimeCodes)).map((r) => r.email)).toEqual(["new@example.com"]);
    expect((await db.select({ recipient: outbox.recipient }).from(outbox)).map((r) => r.recipient)).toEqual(["new@example.com"]);
    expect((await db.select({ type: events.type }).from(events)).map((r) => r.type).sort()).toEqual(["click", "view"]);
    expect((await db.select({ message: enquiries.message }).from(enquiries)).map((r) => r.message)).toEqual(["Still there?"]);
    // A second run finds nothing more to do.
    expect(await applyRetention(db, { now })).toEqual({});
  });

  it("spreads a large delete over batches, and over runs once its time is up", async () => {
    const car = await createListing(db);
    await db.insert(events).values(Array.from({ length: 7 }, () => ({ type: "view", listingId: car.id, occurredAt: monthsAgo(14) })));
    await db.insert(outbox).values(Array.from({ length: 5 }, (_, i) => ({ channel: "sms", recipient: `98765000${i}0`, body: "code", createdAt: ago(40 * DAY) })));
    // No time left: each rule still gets one batch, and the next run carries on.
    const first = await applyRetention(db, { now, batchSize: 3, budgetMs: 0 });
    expect(first.events).toBe(3);
    expect(first.outbox).toBeLessThan(5);
    const second = await applyRetention(db, { now, batchSize: 3 });
    expect(second.events).toBe(4);
    expect(first.outbox + second.outbox).toBe(5);
    expect(await db.$count(events, eq(events.listingId, car.id))).toBe(0);
  });

  it("never deletes a young row, even one out of id order in the outbox", async () => {
    await db.insert(outbox).values({ channel: "email", recipient: "young-first@example.com", body: "hi", createdAt: ago(DAY) });
    await db.insert(outbox).values({ channel: "email", recipient: "old-after@example.com", body: "hi", createdAt: ago(40 * DAY) });
    await applyRetention(db, { now, batchSize: 1 });
    const left = await db.select({ recipient: outbox.recipient }).from(outbox).where(inArray(outbox.recipient, ["young-first@example.com", "old-after@example.com"]));
    // The walk from the oldest id stops at the young row (one window of one): late, never early.
    expect(left.map((r) => r.recipient).sort()).toEqual(["old-after@example.com", "young-first@example.com"]);
    await applyRetention(db, { now, batchSize: 10 });
    expect((await db.select({ recipient: outbox.recipient }).from(outbox).where(eq(outbox.recipient, "young-first@example.com"))).length).toBe(1);
    expect((await db.select({ recipient: outbox.recipient }).from(outbox).where(eq(outbox.recipient, "old-after@example.com"))).length).toBe(0);
  });

  it("keeps web vitals for 90 days after their day in India, then deletes them", async () => {
    const vital = (day: string) => ({ day, route: "/", metric: "LCP", device: "mobile", value: 1800 });
    await db.insert(webVitals).values([vital("2026-08-29"), vital("2026-08-30"), vital("2026-11-27")]);
    // 20:00 UTC is 01:30 the next day in India: the cut-off, 90 days earlier, is 30 August there
    // (29 August in UTC), so the 29th goes and the 30th stays.
    const deleted = await applyRetention(db, { now: new Date("2026-11-27T20:00:00Z") });
    expect(deleted.web_vitals).toBe(1);
    expect((await db.select({ day: webVitals.day }).from(webVitals)).map((r) => r.day).sort()).toEqual(["2026-08-30", "2026-11-27"]);
  });

  it("runs in the server soon after start, then every hour", async () => {
    expect(RETENTION_JOB.intervalMs).toBe(60 * 60_000);
    await addSession("expired-for-the-job", ago(3 * DAY));
    const stop = startPeriodicJob(host, db, { ...RETENTION_JOB, firstRunMs: 20 });
    try {
      await vi.waitFor(async () => expect(await sessionIds()).not.toContain("expired-for-the-job"), { timeout: 5_000 });
    } finally {
      await stop();
    }
  });
});

describe("activity events", () => {
  it("record a signed-in buyer's view against the car, not the buyer", async () => {
    const car = await createListing(db);
    expect(await recordListingView(db, { listingId: car.id, userId: "user-ravi", ip: "203.0.113.7" })).toBe("recorded");
    const rows = await db.execute<{ user_id: string | null }>(sql`select user_id from events where listing_id = ${car.id}`);
    expect(rows.rows).toEqual([{ user_id: null }]);
  });
});
