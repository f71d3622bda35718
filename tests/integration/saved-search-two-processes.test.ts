/**
 * PostgreSQL only (vitest.config.ts leaves it out on PGlite, one session in one process): two
 * app processes, each with its own connection pool and its own matching, on one database. They
 * run the job at the same moments: each car is matched once, each mail and digest sent once,
 * and when the process that matches stops, the other takes over from the cursor and still
 * matches what went on sale (and what got cheaper) meanwhile.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database, type DbHandle } from "~/.server/db/client";
import { listings, outbox, priceHistory, savedSearchMatches, savedSearches, users } from "~/.server/db/schema";
import { getSearchVocabulary } from "~/.server/listings/vocabulary";
import { deliverDailyDigests } from "~/.server/saved-searches/delivery/daily-digest";
import { deliverInstantMail, INSTANT_WAIT_MS } from "~/.server/saved-searches/delivery/instant-mail";
import { LEASE_MS, SavedSearchMatching } from "~/.server/saved-searches/delivery/match-run";
import { getListingIndex } from "~/.server/search";
import { priceBandOf } from "~/lib/price-bands";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let first: DbHandle;
let second: DbHandle;
let a: Database;
let b: Database;
// Each process has its matching; in production each has its own search index too, here they share the test's.
const deps = { index: () => getListingIndex(first.db), vocabulary: getSearchVocabulary };
const processA = new SavedSearchMatching(deps);
const processB = new SavedSearchMatching(deps);
const USERS = 12;

const later = (ms: number) => new Date(Date.now() + ms);
const countOf = async (db: Database, query: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(query)).rows[0].n);

beforeAll(async () => {
  first = await createTestDatabase();
  second = await openDatabase({ databaseUrl: first.databaseUrl, poolSize: 4 });
  a = first.db;
  b = second.db;
  useDatabase(first);
  const people = Array.from({ length: USERS }, (_, k) => ({ id: `tp-${k}`, name: `Buyer ${k}`, email: `buyer${k}@example.com` }));
  await a.insert(users).values(people);
  await a.insert(savedSearches).values(
    people.flatMap((p) => [
      { userId: p.id, name: "Hyundai under 9 lakh", query: "make=Hyundai&maxPrice=900000", frequency: "instant" as const },
      { userId: p.id, name: "Any Hyundai", query: "make=Hyundai", frequency: "daily" as const },
    ]),
  );
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

it("matches each car once when both processes run the job at the same moment", async () => {
  const roles = async () => (await Promise.all([processA.run(a), processB.run(b)])).map((r) => r.role).sort();
  expect((await roles()).filter((role) => role === "matched")).toHaveLength(1);
  await createListing(a, { make: "Hyundai", model: "Creta", price: 850_000 });
  await createListing(a, { make: "Hyundai", model: "i20", price: 600_000 });
  expect((await roles()).filter((role) => role === "matched")).toHaveLength(1);
  await roles();
  expect(await countOf(a, sql`select count(*)::int as n from saved_search_matches`)).toBe(USERS * 4);
});

it("sends each instant mail and each digest once from two processes", async () => {
  const instant = await Promise.all([deliverInstantMail(a, later(INSTANT_WAIT_MS + 1_000)), deliverInstantMail(b, later(INSTANT_WAIT_MS + 1_000))]);
  expect(instant[0] + instant[1]).toBe(USERS);
  const tomorrow = later(86_400_000 + 1_000);
  const digests = await Promise.all([deliverDailyDigests(a, tomorrow), deliverDailyDigests(b, tomorrow)]);
  expect(digests[0] + digests[1]).toBe(USERS);
  for (let k = 0; k < USERS; k++) {
    const mails = await a.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, `buyer${k}@example.com`));
    expect(mails.map((m) => m.subject).sort()).toEqual(["2 new cars for “Hyundai under 9 lakh”", "Your saved searches: 2 new cars today"]);
  }
  expect(await countOf(a, sql`select count(*)::int as n from saved_search_matches where mailed_at is null`)).toBe(0);
});

it("takes over from the cursor when the matching process stops, missing nothing in between", async () => {
  // On sale for a while (a car written seconds before the cursor could have been new at it), with
  // its first price in the history, as sellers' cars have.
  const pricey = await createListing(a, { make: "Hyundai", model: "Venue", price: 1_000_000, createdAt: later(-60_000) });
  await a.insert(priceHistory).values({ listingId: pricey.id, price: 1_000_000, changedAt: later(-60_000) });
  const leader = (await Promise.all([processA.run(a), processB.run(b)])).findIndex((r) => r.role === "matched");
  const [stopped, other, otherDb] = leader === 0 ? [processA, processB, b] : [processB, processA, a];
  expect(stopped).not.toBe(other);
  // The leader stops; meanwhile a car goes on sale and another gets cheaper, into the budget.
  const fresh = await createListing(a, { make: "Hyundai", model: "Exter", price: 550_000 });
  await a.update(listings).set({ price: 880_000, priceBand: priceBandOf(880_000).key }).where(eq(listings.id, pricey.id));
  await a.insert(priceHistory).values({ listingId: pricey.id, price: 880_000, changedAt: new Date() });
  expect((await other.run(otherDb)).role).toBe("standby");
  const report = await other.run(otherDb, later(LEASE_MS + 1_000));
  expect(report.role).toBe("matched");
  const rows = await a
    .select({ listingId: savedSearchMatches.listingId, kind: savedSearchMatches.kind, name: savedSearches.name })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(sql`${savedSearchMatches.listingId} in (${fresh.id}, ${pricey.id}) and ${savedSearches.userId} = 'tp-0'`);
  expect(rows.map((r) => `${r.name}: ${r.listingId === fresh.id ? "fresh" : "pricey"} ${r.kind}`).sort()).toEqual([
    "Any Hyundai: fresh new",
    "Any Hyundai: pricey new",
    "Hyundai under 9 lakh: fresh new",
    "Hyundai under 9 lakh: pricey price_drop",
  ]);
});
