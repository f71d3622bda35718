/** The pickers' bounds come from the cars on sale: cars off sale and unpriced rows do not widen them. */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getFilterBounds } from "~/.server/listings/filter-bounds";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

it("spans the cheapest to the dearest car on sale and its oldest to newest model year", async () => {
  await createListing(handle.db, { price: 80_000, year: 2021, status: "sold" });
  await createListing(handle.db, { price: 120_000, year: 2012 });
  await createListing(handle.db, { price: 950_000, year: 2018 });
  await createListing(handle.db, { price: 20_000_000, year: 2020 });
  expect(await getFilterBounds(handle.db)).toEqual({ price: { min: 120_000, max: 20_000_000 }, year: { min: 2012, max: 2020 } });
});
