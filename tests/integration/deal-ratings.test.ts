/**
 * Deal ratings as a buyer meets them: on each listing of the vehicles API, as a filter and as
 * the "best deals first" sort, and on the details answer with the estimate's range and basis.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCompareVehicles } from "~/.server/compare/compare-cars";
import type { DbHandle } from "~/.server/db/client";
import { getPriceEstimator } from "~/.server/pricing/model-store";
import { dealRatingsSettled, getListingIndex } from "~/.server/search";
import { UNRATED_REASONS } from "~/lib/pricing/deal-rating";
import { mulberry32 } from "~/lib/seeded-random";
import type { Vehicle, VehicleDetail, VehicleSearchResult } from "~/lib/vehicle";
import { loader as vehicleLoader } from "~/routes/api/vehicle";
import { loader as vehiclesLoader } from "~/routes/api/vehicles";
import { callRoute, useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: Record<string, number> = {};

/** A market with a known price rule: new price x 0.88^age x (km / 50,000)^-0.1, +-10% noise. */
const CARS = [
  { make: "Hyundai", model: "Creta", bodyType: "SUV", fuelType: "Diesel", newPrice: 1_500_000 },
  { make: "Maruti Suzuki", model: "Swift", bodyType: "Hatchback", fuelType: "Petrol", newPrice: 700_000 },
];
const rule = (newPrice: number, year: number, km: number) => newPrice * 0.88 ** (2021 - year) * (km / 50_000) ** -0.1;

async function search(query: string) {
  const res = await callRoute(vehiclesLoader, `/api/vehicles?${query}`);
  return res.body as VehicleSearchResult;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const random = mulberry32(11);
  for (const { newPrice, ...car } of CARS) {
    for (let i = 0; i < 80; i++) {
      const year = 2012 + Math.floor(random() * 9);
      const km = 10_000 + Math.floor(random() * 120_000);
      const price = Math.round(rule(newPrice, year, km) * (1 + (random() - 0.5) * 0.2));
      await createListing(handle.db, { ...car, year, km, price, ownerCount: 1 });
    }
  }
  const fair = rule(1_500_000, 2018, 40_000);
  const creta = { ...CARS[0], newPrice: undefined, year: 2018, km: 40_000, ownerCount: 1 };
  ids.bargain = (await createListing(handle.db, { ...creta, price: Math.round(fair * 0.6) }))!.id;
  ids.steep = (await createListing(handle.db, { ...creta, price: Math.round(fair * 1.6) }))!.id;
  ids.rare = (await createListing(handle.db, { make: "Tata", model: "Hexa", bodyType: "SUV", price: 1_200_000 }))!.id;
  ids.brandNew = (await createListing(handle.db, { ...creta, km: 0, year: 2025, isNew: true, price: 1_600_000 }))!.id;
  await getPriceEstimator(handle.db);
  await dealRatingsSettled(await getListingIndex(handle.db));
});

afterAll(async () => {
  await handle.close();
});

const byId = (items: Vehicle[], id: number) => items.find((v) => v.id === String(id));

describe("deal ratings", () => {
  it("rates each used listing against its fair-price estimate", async () => {
    const { items } = await search("make=Hyundai&model=Creta&minYear=2018&maxYear=2018&pageSize=100");
    expect(byId(items, ids.bargain)).toMatchObject({ dealRating: "great", dealRatingReason: null });
    expect(byId(items, ids.steep)).toMatchObject({ dealRating: "overpriced", dealRatingReason: null });
    // 160 cars are little to learn from (and the two outliers are among them): a loose band.
    const estimate = byId(items, ids.bargain)!.estimatedPrice!;
    expect(estimate).toBeGreaterThan(rule(1_500_000, 2018, 40_000) * 0.75);
    expect(estimate).toBeLessThan(rule(1_500_000, 2018, 40_000) * 1.25);
    // Most cars priced by the rule itself (+-10%) are rated good, fair or high.
    const ruled = items.filter((v) => v.id !== String(ids.bargain) && v.id !== String(ids.steep));
    const middle = ruled.filter((v) => v.dealRating && ["good", "fair", "high"].includes(v.dealRating));
    expect(ruled.length).toBeGreaterThan(4);
    expect(middle.length).toBeGreaterThan(ruled.length * 0.6);
  });

  it("never makes up a rating: too few comparables or a new car say why", async () => {
    const { items } = await search("pageSize=100&make=Tata");
    expect(byId(items, ids.rare)).toMatchObject({ dealRating: null, dealRatingReason: UNRATED_REASONS.fewComparables });
    const fresh = await search("condition=new");
    expect(byId(fresh.items, ids.brandNew)).toMatchObject({ dealRating: null, estimatedPrice: null, dealRatingReason: UNRATED_REASONS.newCar });
  });

  it("filters by rating and sorts best deals first from the search index", async () => {
    const great = await search("deal=great&pageSize=100");
    expect(great.items.map((v) => v.id)).toContain(String(ids.bargain));
    expect(great.items.every((v) => v.dealRating === "great")).toBe(true);
    expect(great.total).toBe(great.items.length);
    // The deal facet counts every level, ignoring its own filter (as the other facets do).
    expect(great.facets.deal.map((f) => f.value)).toEqual(["great", "good", "fair", "high", "overpriced"]);
    expect(great.facets.deal.find((f) => f.value === "great")!.count).toBe(great.total);
    expect(great.facets.deal.find((f) => f.value === "fair")!.count).toBeGreaterThan(0);

    const best = await search("sort=best_deal&make=Hyundai&pageSize=100");
    expect(best.items[0]!.dealRating).toBe("great");
    const order = ["great", "good", "fair", "high", "overpriced"];
    const ranks = best.items.map((v) => (v.dealRating ? order.indexOf(v.dealRating) : 9));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(best.items.at(-1)!.dealRating).not.toBe("great");
  });

  it("answers 400 for an unknown rating", async () => {
    const res = await callRoute(vehiclesLoader, "/api/vehicles?deal=steal");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/deal/);
  });

  it("gives the details answer the estimate, its range and what it rests on", async () => {
    const res = await callRoute(vehicleLoader, `/api/vehicles/${ids.steep}`, { id: String(ids.steep) });
    const car = res.body as VehicleDetail;
    expect(car.dealRating).toBe("overpriced");
    expect(car.fairPrice).toMatchObject({ estimate: car.estimatedPrice });
    expect(car.fairPrice!.low).toBeLessThan(car.fairPrice!.estimate);
    expect(car.fairPrice!.high).toBeLessThan(car.price);
    expect(car.fairPrice!.basis).toMatch(/comparable Hyundai Creta listings, 2016-2020/);
  });

  it("shows the comparison the details page's fair price (one number for one car)", async () => {
    const res = await callRoute(vehicleLoader, `/api/vehicles/${ids.bargain}`, { id: String(ids.bargain) });
    const details = res.body as VehicleDetail;
    const [compared] = await loadCompareVehicles(handle.db, [String(ids.bargain)]);
    expect(details.fairPrice).not.toBeNull();
    expect(compared!.fairPrice).toEqual(details.fairPrice);
    expect(compared!.vehicle.estimatedPrice).toBe(details.fairPrice!.estimate);
  });

  it("re-rates a listing as soon as its price changes", async () => {
    const { listings } = await import("~/.server/db/schema");
    const { eq } = await import("drizzle-orm");
    const fair = rule(1_500_000, 2018, 40_000);
    // Shown once at the old price: the card is kept in memory until a listing changes.
    const shown = byId((await search("make=Hyundai&minPrice=2000000&pageSize=100")).items, ids.steep);
    expect(shown?.dealRating).not.toBe("great");
    const newPrice = Math.round(fair * 0.55);
    await handle.db.update(listings).set({ price: newPrice }).where(eq(listings.id, ids.steep));
    const { items } = await search("deal=great&pageSize=100");
    expect(byId(items, ids.steep)).toMatchObject({ price: newPrice, dealRating: "great" });
  });

  it("says it is settled only once a refitted model has rated every listing", async () => {
    const { refitPriceModel } = await import("~/.server/pricing/model-store");
    const { settleListingIndex } = await import("~/.server/search");
    const index = await getListingIndex(handle.db);
    await index.featuresLoaded;
    await dealRatingsSettled(index);
    expect(settleListingIndex(handle.db)).toBe(true);
    // A refit brings a new model: nothing is rated by it until the pass it starts is done.
    await refitPriceModel(handle.db);
    expect(settleListingIndex(handle.db)).toBe(false);
    await dealRatingsSettled(index);
    expect(settleListingIndex(handle.db)).toBe(true);
  });
});
