/**
 * The saved-search matcher held to GET /api/vehicles on the same data: for random saved
 * queries (URL filters and free text in `q`, read as the API reads them) and every car, a
 * search matches the car exactly when the API's results hold it.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getSearchVocabulary } from "~/.server/listings/vocabulary";
import { savedSearchFilters } from "~/.server/saved-searches/matching/saved-search-filters";
import { SavedSearchMatcher } from "~/.server/saved-searches/matching/saved-search-matcher";
import { getListingIndex } from "~/.server/search";
import type { VehicleSearchResult } from "~/lib/vehicle";
import { loader as vehiclesLoader } from "~/routes/api/vehicles";
import { callRoute, useDatabase } from "./api-client";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

let seed = 36;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];

const CARS = [
  ["Hyundai", "Creta", "SUV"], ["Hyundai", "i20", "Hatchback"], ["Tata", "Nexon", "SUV"], ["Maruti Suzuki", "Swift", "Hatchback"],
  ["Honda", "City", "Sedan"], ["BMW", "X1", "SUV"], ["Mahindra", "Thar", "SUV"],
] as const;
const CITIES = ["Pune", "Mumbai", "New Delhi", "Bangalore"];
const FUELS = ["Petrol", "Diesel", "CNG"];
const QUERIES = [
  "q=creta", "q=diesel automatic under 8 lakh", "q=suv in pune", "q=sx", "q=white swift", "q=luxury suv", "q=hyundai with sunroof",
  "q=nexon xz", "q=petrol hatchback below 6 lakh", "q=city zx 2018", "q=first owner diesel", "q=7 seater", "q=low km thar",
];

function randomQuery(): string {
  if (next() < 0.35) return pick(QUERIES) + (next() < 0.3 ? `&city=${pick(CITIES)}` : "");
  const p = new URLSearchParams();
  const [make, model, body] = pick(CARS);
  if (next() < 0.6) p.set("make", make);
  if (next() < 0.3) p.set("model", model);
  if (next() < 0.5) p.set("maxPrice", String(400_000 + Math.floor(next() * 20) * 100_000));
  if (next() < 0.2) p.set("minPrice", "500000");
  if (next() < 0.4) p.set("city", pick(CITIES));
  if (next() < 0.3) p.set("fuel", pick(FUELS));
  if (next() < 0.2) p.set("bodyType", body);
  if (next() < 0.2) p.set("transmission", pick(["Manual", "Automatic"]));
  if (next() < 0.2) p.set("minYear", String(2014 + Math.floor(next() * 8)));
  if (next() < 0.15) p.set("maxKm", "50000");
  if (next() < 0.1) p.set("owners", "1");
  if (next() < 0.1) p.set("features", pick(["sunroof", "abs"]));
  if (next() < 0.1) p.set("seats", "7");
  if (next() < 0.1) p.set("condition", pick(["new", "used"]));
  return p.toString();
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const makeIds = new Map<string, number>();
  for (const [make, model, body] of CARS) {
    if (!makeIds.has(make)) makeIds.set(make, (await createMake(db, make, make === "BMW")).id);
    await createModel(db, makeIds.get(make)!, model, body);
  }
  for (let i = 0; i < 120; i++) {
    const [make, model, bodyType] = pick(CARS);
    const variant = pick(["SX", "ZX", "XZ Plus", "LXi", null]);
    await createListing(db, {
      make, model, variant, bodyType, price: 250_000 + Math.floor(next() * 40) * 50_000, year: 2012 + Math.floor(next() * 12),
      km: Math.floor(next() * 20) * 5_000, fuelType: pick(FUELS), transmission: pick(["Manual", "Automatic"]), city: pick(CITIES),
      ownerCount: pick([1, 2, 3, null]), seats: pick([5, 7, null]), isNew: next() < 0.1, features: pick([["Sunroof"], ["ABS"], []]),
      exteriorColor: pick(["White", "Red"]), title: `${make} ${model} ${variant ?? ""} ${pick(["White", "Red"])}`.trim(),
      status: pick(["active", "active", "active", "active", "sold", "pending"]),
    });
  }
});

afterAll(async () => {
  await handle.close();
});

it("matches a car to exactly the saved searches whose /api/vehicles results hold it", async () => {
  const db = handle.db;
  const ix = await getListingIndex(db);
  await ix.featuresLoaded;
  const vocab = await getSearchVocabulary(db);
  const queries = Array.from({ length: 120 }, randomQuery);
  const matcher = new SavedSearchMatcher(vocab.luxuryMakes);
  queries.forEach((query, k) => matcher.add(k, savedSearchFilters(query, vocab)));

  const foundBy = new Map<number, Set<number>>();
  for (const [k, query] of queries.entries()) {
    const res = await callRoute(vehiclesLoader, `/api/vehicles?${query}&pageSize=100`);
    expect(res.status, query).toBe(200);
    const body = res.body as VehicleSearchResult;
    expect(body.total, query).toBeLessThanOrEqual(100);
    for (const car of body.items) foundBy.set(Number(car.id), (foundBy.get(Number(car.id)) ?? new Set()).add(k));
  }
  let matched = 0;
  let textMatched = 0;
  for (let slot = 0; slot < ix.size; slot++) {
    const got = matcher.matchListing(ix, slot).sort((a, b) => a - b);
    const expected = [...(foundBy.get(ix.ids[slot]) ?? [])].sort((a, b) => a - b);
    expect(got.map((k) => queries[k]), `car ${ix.ids[slot]}`).toEqual(expected.map((k) => queries[k]));
    matched += got.length;
    textMatched += got.filter((k) => queries[k].startsWith("q=")).length;
  }
  expect(matched).toBeGreaterThan(300);
  expect(textMatched).toBeGreaterThan(20);
});
