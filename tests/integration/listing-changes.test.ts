/**
 * The search index reads its version row only after a write is noted (decision 021). A write
 * made through this process must be noted before it returns, so the writer's next search has
 * it; on PostgreSQL, a write made by another process (another connection pool) is noted by
 * notification.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database, type DbHandle } from "~/.server/db/client";
import { listingChangesOf, markFeedWrites } from "~/.server/db/listing-changes";
import { apiListingQuery } from "~/.server/listings/api-listing-query";
import { searchListings } from "~/.server/listings/search-listings";
import { getListingIndex } from "~/.server/search";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await createListing(handle.db, { make: "Tata", model: "Nexon", price: 900_000 });
});
afterAll(() => handle.close());

const kiaUnder = (price: number) => apiListingQuery(new URLSearchParams({ make: "Kia", maxPrice: String(price) }));

describe("listing writes and the search index", () => {
  it("are noted before the write returns, so the writer's next search finds the car", async () => {
    const changes = listingChangesOf(handle.db)!;
    // Every connection of the pool hears every write, the idle ones a moment later: the set-up's
    // write may be noted again after a search took it.
    await vi.waitFor(async () => {
      expect((await searchListings(handle.db, kiaUnder(800_000))).total).toBe(0);
      expect(changes.pending).toBe(false);
    });

    const car = await createListing(handle.db, { make: "Kia", model: "Sonet", price: 750_000 });
    expect(changes.pending).toBe(true);
    const found = await searchListings(handle.db, kiaUnder(800_000));
    expect(found.items.map((item) => Number(item.id))).toEqual([car.id]);
  });

  it("made by a partner feed are read in by the index itself within a second, not by the next search", async () => {
    const changes = listingChangesOf(handle.db)!;
    await vi.waitFor(async () => {
      await searchListings(handle.db, kiaUnder(800_000));
      expect(changes.pending).toBe(false);
    });
    const car = await handle.db.transaction(async (tx) => {
      await markFeedWrites(tx);
      return createListing(tx as unknown as Database, { make: "Kia", model: "Carens", price: 640_000 });
    });
    expect(changes.onlyFeedWrites).toBe(true);
    // No search runs meanwhile: the background read takes the note and reads the car in.
    await vi.waitFor(() => expect(changes.quiet).toBe(true), { timeout: 3_000, interval: 20 });
    await vi.waitFor(async () => expect((await searchListings(handle.db, kiaUnder(700_000))).items.map((item) => Number(item.id))).toContain(car.id), {
      timeout: 3_000,
      interval: 50,
    });
  });

  if (process.env.DATABASE_URL) {
    it("made by a partner feed do not hold searches while they are read in", async () => {
      const other = await openDatabase({ databaseUrl: handle.databaseUrl!, poolSize: 1 });
      try {
        const changes = listingChangesOf(handle.db)!;
        await vi.waitFor(async () => {
          await searchListings(handle.db, kiaUnder(800_000));
          expect(changes.pending).toBe(false);
        });
        const index = await getListingIndex(handle.db);
        let car = { id: 0 };
        await other.db.transaction(async (locker) => {
          // The read stops at the deletion log, which it reads after the rows, until this commits.
          await locker.execute(sql`lock table listing_deletions in access exclusive mode`);
          car = await handle.db.transaction(async (tx) => {
            await markFeedWrites(tx);
            return createListing(tx as unknown as Database, { make: "Kia", model: "EV6", price: 610_000 });
          });
          await vi.waitFor(() => expect(changes.quiet).toBe(true), { timeout: 3_000, interval: 20 });
          // Answered while the read waits: a search that waited for it would never get here.
          expect(await getListingIndex(handle.db)).toBe(index);
        });
        await vi.waitFor(async () => expect((await searchListings(handle.db, kiaUnder(620_000))).items.map((item) => Number(item.id))).toContain(car.id), {
          timeout: 3_000,
          interval: 50,
        });
      } finally {
        await other.close();
      }
    });

    it("made by another process on the same PostgreSQL are noted by notification", async () => {
      const other = await openDatabase({ databaseUrl: handle.databaseUrl!, poolSize: 2 });
      try {
        const changes = listingChangesOf(handle.db)!;
        let before = 0;
        await vi.waitFor(async () => {
          before = (await searchListings(handle.db, kiaUnder(2_000_000))).total;
          expect(changes.pending).toBe(false);
        });
        const car = await createListing(other.db, { make: "Kia", model: "Seltos", price: 1_500_000 });
        // Only a notification sets the note (the once-a-second look does not).
        await vi.waitFor(() => expect(changes.pending).toBe(true), { timeout: 5_000 });
        const after = await searchListings(handle.db, kiaUnder(2_000_000));
        expect(after.total).toBe(before + 1);
        expect(after.items.map((item) => Number(item.id))).toContain(car.id);
      } finally {
        await other.close();
      }
    });
  }
});
