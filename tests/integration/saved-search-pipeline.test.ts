/**
 * Saved searches end to end, through the periodic job and the outbox: a car that goes live is
 * matched once and mailed within a minute (the cars of that minute in one mail), a price drop
 * into a budget is mailed once, cars not on sale never are, paused searches and owners who
 * turned the mails off get none, the mail's unsubscribe link pauses its search without sign-in,
 * and nobody receives another user's search.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { listings, outbox, priceHistory, savedSearchMatches, savedSearches, users } from "~/.server/db/schema";
import { host } from "~/.server/host";
import type { OutgoingMessage } from "~/.server/mail/message";
import { registerTransport } from "~/.server/mail/transport";
import { priceBandOf } from "~/lib/price-bands";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/saved-searches.unsubscribe";
import { SAVED_SEARCH_JOB } from "../../server/periodic-jobs";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
const sent: OutgoingMessage[] = [];
const asha = { id: "ss-asha", name: "Asha Rao", email: "asha@example.com" };
const bala = { id: "ss-bala", name: "Bala K", email: "bala@example.com" };
const chitra = { id: "ss-chitra", name: "Chitra M", email: "chitra@example.com", savedSearchEmails: false };
const search: Record<string, number> = {};
let base = 0;
/** The job at `seconds` after the first run. */
const runAt = (seconds: number) => host.runSavedSearches(db, new Date(base + seconds * 1000));

async function save(userId: string, name: string, query: string, paused = false) {
  const [row] = await db.insert(savedSearches).values({ userId, name, query, frequency: "instant", paused }).returning({ id: savedSearches.id });
  return row.id;
}

const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
const matchesOf = (searchId: number) => db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId)).orderBy(savedSearchMatches.id);
const hyundai = (model: string, price: number, extra: Partial<typeof listings.$inferInsert> = {}) =>
  createListing(db, { make: "Hyundai", model, price, bodyType: model === "i20" ? "Hatchback" : "SUV", ...extra });

async function unsubscribe(method: "GET" | "POST", url: string) {
  const request = new Request(url, { method, ...(method === "POST" ? { body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } } : {}) });
  const run = method === "GET" ? unsubscribeLoader : unsubscribeAction;
  const result = (await run({ request, params: {}, context: {} } as never)) as unknown as { data: { state: string; name?: string }; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, body: result.data };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
  registerTransport("email", { name: "test", send: async (message) => void sent.push(message) });
  await db.insert(users).values([asha, bala, chitra]);
  search.a = await save(asha.id, "Hyundai under 9 lakh", "make=Hyundai&maxPrice=900000");
  search.aPaused = await save(asha.id, "Tata Nexon", "make=Tata&model=Nexon", true);
  search.b = await save(bala.id, "Hyundai SUV", "make=Hyundai&bodyType=SUV");
  search.c = await save(chitra.id, "Any Hyundai", "q=hyundai");
  // The first run (through the periodic job, as the server runs it) takes the cars on sale as seen.
  await SAVED_SEARCH_JOB.run(host, db);
  base = Date.now();
});

afterAll(async () => {
  registerTransport("email", null);
  await handle.close();
});

describe("saved-search matching and mail", () => {
  it("matches a car once when it goes live and mails the cars of one minute in one mail", async () => {
    const creta = await hyundai("Creta", 850_000);
    expect((await runAt(15)).matching).toMatchObject({ role: "matched", cars: 1, matches: 3 });
    const i20 = await hyundai("i20", 600_000);
    await runAt(30);
    expect((await matchesOf(search.a)).map((m) => [m.listingId, m.kind])).toEqual([[creta.id, "new"], [i20.id, "new"]]);
    expect((await matchesOf(search.b)).map((m) => m.listingId)).toEqual([creta.id]);

    // 40 s: the first match has waited 25 s; 50 s: both go out, together.
    expect((await runAt(40)).instantMails).toBe(0);
    expect((await runAt(50)).instantMails).toBe(2);
    const [mail, ...more] = await mailsTo(asha.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe("2 new cars for “Hyundai under 9 lakh”");
    expect(mail.body).toContain("2019 Hyundai Creta: ₹8,50,000");
    expect(mail.body).toContain("2019 Hyundai i20: ₹6,00,000");
    expect(mail.body).toMatch(new RegExp(`Photo: http://\\S+/images/cars/${creta.id}/`));
    expect(mail.body).toMatch(new RegExp(`See the car: http://\\S+/details/${i20.id}`));
    expect(mail.body).toMatch(/All results: http:\/\/\S+\/search\?make=Hyundai&maxPrice=900000/);
    const toAsha = sent.find((m) => m.recipient === asha.email)!;
    expect(toAsha.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/\S+\/saved-searches\/unsubscribe\?token=/);

    // Bala's mail is his search's, with its own car only; Chitra turned these mails off.
    const [toBala] = await mailsTo(bala.email);
    expect(toBala.subject).toBe("New car for “Hyundai SUV”: 2019 Hyundai Creta, ₹8,50,000");
    expect(toBala.body).not.toContain("Hyundai under 9 lakh");
    expect(toBala.body).not.toContain("i20");
    expect(toBala.body).toContain(`token=${search.b}.`);
    expect(await mailsTo(chitra.email)).toHaveLength(0);
    expect((await matchesOf(search.c)).every((m) => m.mailedAt !== null)).toBe(true);

    // Nothing is mailed twice.
    expect((await runAt(120)).instantMails).toBe(0);
    expect(await mailsTo(asha.email)).toHaveLength(1);
  });

  it("mails a price drop into the budget once, and never matches a car twice", async () => {
    const venue = await hyundai("Venue", 1_000_000);
    await runAt(130);
    expect((await matchesOf(search.a)).some((m) => m.listingId === venue.id)).toBe(false);
    const drop = async (price: number) => {
      await db.update(listings).set({ price, priceBand: priceBandOf(price).key }).where(eq(listings.id, venue.id));
      await db.insert(priceHistory).values({ listingId: venue.id, price, changedAt: new Date() });
    };
    await drop(880_000);
    await runAt(145);
    const rows = (await matchesOf(search.a)).filter((m) => m.listingId === venue.id);
    expect(rows.map((m) => [m.kind, m.price])).toEqual([["price_drop", 880_000]]);
    expect((await matchesOf(search.b)).filter((m) => m.listingId === venue.id).map((m) => m.kind)).toEqual(["new"]);
    await drop(850_000);
    await runAt(160);
    expect((await matchesOf(search.a)).filter((m) => m.listingId === venue.id)).toHaveLength(1);
    await runAt(200);
    const [mail] = await mailsTo(asha.email);
    expect(mail.subject).toBe("Price drop for “Hyundai under 9 lakh”: 2019 Hyundai Venue, ₹8,50,000");
    expect(mail.body).toContain("₹8,50,000 (price dropped)");
  });

  it("matches no car that is pending, rejected, sold or expired, and one put back on sale", async () => {
    const cars = await Promise.all(["pending", "rejected", "sold", "expired"].map((status) => hyundai("Exter", 500_000, { status })));
    await runAt(215);
    const ids = cars.map((c) => c.id);
    const { rows } = await db.execute(sql`select count(*)::int as n from saved_search_matches where listing_id in (${sql.join(ids, sql`, `)})`);
    expect(rows[0]).toEqual({ n: 0 });
    // Approved, and back on sale from expired: both are new to the searches.
    await db.update(listings).set({ status: "active", listedAt: new Date() }).where(eq(listings.id, cars[0].id));
    await db.update(listings).set({ status: "active" }).where(eq(listings.id, cars[3].id));
    await runAt(230);
    const toA = (await matchesOf(search.a)).filter((m) => ids.includes(m.listingId));
    expect(toA.map((m) => [m.listingId, m.kind]).sort()).toEqual([[cars[0].id, "new"], [cars[3].id, "new"]].sort());
  });

  it("gives a paused search nothing, and its unsubscribe link pauses a search without sign-in", async () => {
    await createListing(db, { make: "Tata", model: "Nexon", price: 900_000 });
    await runAt(300);
    expect(await matchesOf(search.aPaused)).toHaveLength(0);

    const [mail] = await mailsTo(asha.email);
    const link = mail.body.match(/Stop emails for this search \(no sign-in needed\): (\S+)/)![1];
    const tampered = link.replace(/(token=\d+\.)(\w)/, (_, head: string, c: string) => `${head}${c === "x" ? "y" : "x"}`);
    expect(await unsubscribe("GET", tampered)).toEqual({ status: 400, body: { state: "invalid", token: null } });
    // A car matched before the click is not mailed after it.
    const alcazar = await hyundai("Alcazar", 890_000);
    await runAt(315);
    expect((await matchesOf(search.a)).some((m) => m.listingId === alcazar.id)).toBe(true);
    const looked = await unsubscribe("GET", link);
    expect(looked.body).toMatchObject({ state: "active", name: "Hyundai under 9 lakh" });
    expect((await db.select().from(savedSearches).where(eq(savedSearches.id, search.a)))[0].paused).toBe(false);
    expect((await unsubscribe("POST", link)).body).toMatchObject({ state: "paused", name: "Hyundai under 9 lakh" });
    expect((await db.select().from(savedSearches).where(eq(savedSearches.id, search.a)))[0].paused).toBe(true);

    const mailsBefore = (await mailsTo(asha.email)).length;
    await runAt(400);
    expect(await mailsTo(asha.email)).toHaveLength(mailsBefore);
    const pending = await db.select().from(savedSearchMatches).where(and(eq(savedSearchMatches.savedSearchId, search.a), eq(savedSearchMatches.listingId, alcazar.id)));
    expect(pending[0].mailedAt).not.toBeNull();
    const kona = await hyundai("Kona", 700_000);
    await runAt(415);
    expect((await matchesOf(search.a)).some((m) => m.listingId === kona.id)).toBe(false);
    expect((await matchesOf(search.b)).some((m) => m.listingId === kona.id)).toBe(true);
  });

  it("never sends a user a mail about another user's search", async () => {
    for (const [user, own] of [[asha, [search.a]], [bala, [search.b]]] as const) {
      for (const mail of await mailsTo(user.email)) {
        const tokens = [...mail.body.matchAll(/token=(\d+)\./g)].map((m) => Number(m[1]));
        expect(tokens.length).toBeGreaterThan(0);
        expect(tokens.every((id) => (own as readonly number[]).includes(id))).toBe(true);
      }
    }
  });
});
