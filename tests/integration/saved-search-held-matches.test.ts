/**
 * A matching run that finds more matches than it may hold writes them as it goes (a partner's
 * burst of cars against broad searches ran a process out of memory): every match is written
 * once, the cursor moves once at the end, and a second run finds nothing new.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { savedSearches, savedSearchMatches, users } from "~/.server/db/schema";
import { getListingIndex } from "~/.server/search";
import { getSearchVocabulary } from "~/.server/listings/vocabulary";
import { SavedSearchMatching } from "~/.server/saved-searches/delivery/match-run";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
// At most two matches held: the five cars' ten matches go out in several writes.
const matching = new SavedSearchMatching({ index: getListingIndex, vocabulary: getSearchVocabulary }, 2);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insert(users).values({ id: "held-asha", name: "Asha Rao", email: "held-asha@example.com" });
  await db.insert(savedSearches).values([
    { userId: "held-asha", name: "Kia", query: "make=Kia", frequency: "instant" },
    { userId: "held-asha", name: "Kia under 10 lakh", query: "make=Kia&maxPrice=1000000", frequency: "instant" },
  ]);
  await matching.run(db, new Date("2031-03-10T06:00:00Z"));
});

afterAll(() => handle.close());

it("writes every match of a run once, however many it finds, and moves the cursor past them", async () => {
  const cars = [];
  for (let k = 0; k < 5; k++) cars.push(await createListing(db, { make: "Kia", model: "Sonet", price: 700_000 + k * 10_000 }));
  const report = await matching.run(db, new Date("2031-03-10T06:01:00Z"));
  expect(report).toMatchObject({ role: "matched", cars: 5, matches: 10 });
  const rows = await db.select({ searchId: savedSearchMatches.savedSearchId, listingId: savedSearchMatches.listingId }).from(savedSearchMatches);
  expect(rows).toHaveLength(10);
  expect(new Set(rows.map((r) => r.listingId))).toEqual(new Set(cars.map((c) => c.id)));
  const cursor = await db.execute<{ position: string | number }>(sql`select position from job_cursors where name = 'saved-search-matching'`);
  expect(Number(cursor.rows[0]?.position)).toBe((await getListingIndex(db)).maxSeq);

  expect(await matching.run(db, new Date("2031-03-10T06:02:00Z"))).toMatchObject({ role: "matched", cars: 0, matches: 0 });
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, rows[0].searchId));
  expect(n).toBe(5);
});
