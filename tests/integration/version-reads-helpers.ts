/** What the two tests of decision 021's version reads share: the searches, and a database the fair-price model fits on. */
import { expect } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { MIN_TRAINING_ROWS } from "~/.server/pricing/model-store";
import { createListing } from "./factories";

export const SEARCHES = ["/api/vehicles?make=Tata", "/api/vehicles?q=nexon&sort=price_asc"];
export const VERSION_ROW = /search_index_version/i;

export async function searchOk(origin: string, urlPath: string) {
  const response = await fetch(`${origin}${urlPath}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number };
  expect(body.total).toBeGreaterThan(0);
}

/**
 * Enough used cars for the fair-price model to fit (MIN_TRAINING_ROWS): with fewer it tries
 * again every few seconds, reading the same row for its mark (pricing/model-store.ts).
 */
export async function seed(handle: DbHandle) {
  for (let i = 0; i < MIN_TRAINING_ROWS + 10; i++) {
    const model = i % 2 ? "Nexon" : "Punch";
    const year = 2014 + (i % 10);
    await createListing(handle.db, { make: "Tata", model, price: 400_000 + 40_000 * (year - 2014) + 1_000 * i, year, km: 15_000 + 6_000 * i, searchText: `tata ${model.toLowerCase()}` });
  }
}
