/**
 * "Most Searched Cars" counts real recorded searches, rolled up from the event log so a home
 * page refresh reads only what was searched since the last one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getHomePage } from "~/.server/home/get-home-page";
import { rollUpSearchCounts } from "~/.server/home/search-counts";
import { SPEC_MODELS } from "~/.server/home/spec-models";
import { recordSearch } from "~/.server/listings/record-search";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const CRETA = { make: "Hyundai", model: "Creta" };
const NEXON = { make: "Tata", model: "Nexon" };

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe("search counts per model", () => {
  it("count searches naming the model, or its name as a word in the text", async () => {
    const db = handle.db;
    await recordSearch(db, { make: ["Hyundai"], model: ["Creta"] });
    await recordSearch(db, { q: "Creta 2020 diesel" });
    await recordSearch(db, { model: ["creta"] });
    // Another make's "Creta", a word merely starting with the name, a search naming nothing.
    await recordSearch(db, { make: ["Kia"], model: ["Creta"] });
    await recordSearch(db, { q: "cretaceous" });
    await recordSearch(db, { model: ["Nexon"], q: "creta" });
    expect(await rollUpSearchCounts(db, [CRETA, NEXON])).toEqual([3, 1]);
  });

  it("add only what was searched since the last roll-up, counting nothing twice", async () => {
    const db = handle.db;
    expect(await rollUpSearchCounts(db, [CRETA, NEXON])).toEqual([3, 1]);
    await recordSearch(db, { q: "creta automatic" });
    // Processes refreshing their home pages at the same moment (on PostgreSQL, in parallel).
    const together = await Promise.all(Array.from({ length: 8 }, () => rollUpSearchCounts(db, [CRETA])));
    expect(together).toEqual(together.map(() => [4]));
  });

  it("count the whole history for a model seen for the first time", async () => {
    await recordSearch(handle.db, { make: ["Mahindra"], model: ["Thar"] });
    await recordSearch(handle.db, { q: "thar 4x4" });
    expect(await rollUpSearchCounts(handle.db, [{ make: "Mahindra", model: "Thar" }, CRETA])).toEqual([2, 4]);
  });

  it("reach the home page's trending cards on top of the seed figures", async () => {
    await createListing(handle.db, { ...CRETA });
    const creta = (await getHomePage(handle.db)).trendingCars.find((car) => car.model === "Creta");
    const seed = SPEC_MODELS.find((m) => m.model === "Creta")!.seedSearches;
    expect(creta?.searchCount).toBe(seed + 4);
  });
});
