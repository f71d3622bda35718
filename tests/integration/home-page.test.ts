import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getHomePage } from "~/.server/home/get-home-page";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createListing(handle.db, { make: "Hyundai", model: "Creta" });
  await createListing(handle.db, { make: "Hyundai", model: "Venue" });
});

afterAll(async () => {
  await handle.close();
});

const brandCounts = async () =>
  Object.fromEntries((await getHomePage(handle.db)).allBrands.map((b) => [b.name, b.listingCount]));

describe("home page figures", () => {
  it("are reused while no listing changes, and follow a new listing at once", async () => {
    expect(await brandCounts()).toEqual({ Hyundai: 2 });
    expect(await getHomePage(handle.db)).toBe(await getHomePage(handle.db));

    await createListing(handle.db, { make: "Tata", model: "Nexon" });
    expect(await brandCounts()).toEqual({ Hyundai: 2, Tata: 1 });
  });
});
