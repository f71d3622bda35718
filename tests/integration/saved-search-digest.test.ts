/**
 * The daily digest, on an injected clock: one mail per user at 08:00 IST with each daily
 * search's cars (at most 10, then "N more" linking to the search), nothing before 08:00, cars
 * matched after 08:00 in the next day's mail, and no car twice.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { outbox, savedSearches, users } from "~/.server/db/schema";
import { deliverDailyDigests, digestCutoff } from "~/.server/saved-searches/delivery/daily-digest";
import { deliverInstantMail } from "~/.server/saved-searches/delivery/instant-mail";
import { SavedSearchMatching } from "~/.server/saved-searches/delivery/match-run";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
const matching = new SavedSearchMatching();
const asha = { id: "dg-asha", name: "Asha Rao", email: "asha@example.com" };
const bala = { id: "dg-bala", name: "Bala K", email: "bala@example.com" };
/** A time on 10 March 2031 in India (UTC+05:30). */
const ist = (time: string, day = 10) => new Date(`2031-03-${day}T${time}:00+05:30`);
const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
  await db.insert(users).values([asha, bala]);
  await db.insert(savedSearches).values([
    { userId: asha.id, name: "Hyundai", query: "make=Hyundai", frequency: "daily" },
    { userId: asha.id, name: "Tata Nexon", query: "make=Tata&model=Nexon", frequency: "daily" },
    { userId: bala.id, name: "Cheap Hyundai", query: "make=Hyundai&maxPrice=700000", frequency: "daily" },
  ]);
  await matching.run(db, ist("06:00"));
});

afterAll(async () => {
  await handle.close();
});

it("puts 08:00 IST at 02:30 UTC, the same day or the day before", () => {
  expect(digestCutoff(ist("08:00")).toISOString()).toBe("2031-03-10T02:30:00.000Z");
  expect(digestCutoff(ist("07:59")).toISOString()).toBe("2031-03-09T02:30:00.000Z");
  expect(digestCutoff(ist("23:59")).toISOString()).toBe("2031-03-10T02:30:00.000Z");
});

it("mails each user one digest at 08:00 IST, at most 10 cars a search and a link to the rest", async () => {
  const hyundais = [];
  for (let k = 0; k < 12; k++) hyundais.push(await createListing(db, { make: "Hyundai", model: "Creta", price: 600_000 + k * 10_000 }));
  const nexon = await createListing(db, { make: "Tata", model: "Nexon", price: 900_000 });
  await matching.run(db, ist("07:00"));

  // Daily searches get no instant mail, and no digest before 08:00.
  expect(await deliverInstantMail(db, ist("07:30"))).toBe(0);
  expect(await deliverDailyDigests(db, ist("07:59"))).toBe(0);
  expect(await deliverDailyDigests(db, ist("08:00"))).toBe(2);

  const [mail, ...others] = await mailsTo(asha.email);
  expect(others).toHaveLength(0);
  expect(mail.subject).toBe("Your saved searches: 13 new cars today");
  expect(mail.body).toContain("“Hyundai”: 12 new cars");
  expect(mail.body.match(/See the car: \S+\/details\/\d+/g)).toHaveLength(11);
  expect(mail.body).toMatch(/2 more: http:\/\/\S+\/search\?make=Hyundai\n/);
  // Newest first: the last two cars listed are in, the first two are behind "2 more".
  expect(mail.body).toContain(`/details/${hyundais[11].id}\n`);
  expect(mail.body).not.toContain(`/details/${hyundais[0].id}\n`);
  expect(mail.body).toContain("“Tata Nexon”: 1 new car");
  expect(mail.body).toContain(`/details/${nexon.id}\n`);
  expect(mail.body).toMatch(/Photo: http:\/\/\S+\/images\/cars\//);
  expect(mail.body.match(/Stop emails for this search \(no sign-in needed\): \S+\/saved-searches\/unsubscribe\?token=/g)).toHaveLength(2);

  const [toBala] = await mailsTo(bala.email);
  expect(toBala.body).toContain("“Cheap Hyundai”: 11 new cars");
  expect(toBala.body).not.toContain("Nexon");
  expect(toBala.body).not.toContain("“Hyundai”");
  expect(await deliverDailyDigests(db, ist("08:15"))).toBe(0);
});

it("leaves a car matched after 08:00 for the next day's digest, and mails no car twice", async () => {
  const later = await createListing(db, { make: "Hyundai", model: "Venue", price: 650_000 });
  await matching.run(db, ist("08:05"));
  expect(await deliverDailyDigests(db, ist("12:00"))).toBe(0);
  expect(await deliverDailyDigests(db, ist("08:00", 11))).toBe(2);
  const [mail] = await mailsTo(asha.email);
  expect(mail.subject).toBe("Your saved searches: 1 new car today");
  expect(mail.body).toContain(`/details/${later.id}\n`);
  expect(mail.body).not.toContain("Nexon");
  expect(await mailsTo(asha.email)).toHaveLength(2);
});
