import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { variantNewPrice } from "~/.server/compare/compare-cars";
import { marketMedians, marketMediansQuery } from "~/.server/compare/price-trend";
import type { DbHandle } from "~/.server/db/client";
import type { ComparePageData } from "~/lib/compare";
import { listings } from "~/.server/db/schema";
import { MARKET_SAMPLE, trendDates } from "~/lib/compare-trend";
import { loader as compareLoader } from "~/routes/compare";
import { useDatabase } from "./api-client";
import { createListing, createMake, createModel, createVariant, recordPriceChange } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const dates = trendDates(now);
let repriced: number, newestCreta: number, seltos: number;

/** 2019 Tata Harriers on the market at different times, priced as their history says. */
async function seedHarriers() {
  const db = handle.db;
  const harrier = { make: "Tata", model: "Harrier", year: 2019 };
  // On sale the whole time: 10 lakh, cut to 9 lakh 45 days ago.
  const a = await createListing(db, { ...harrier, price: 900_000, listedAt: daysAgo(200) });
  await recordPriceChange(db, a.id, 1_000_000, daysAgo(200));
  await recordPriceChange(db, a.id, 900_000, daysAgo(45));
  await createListing(db, { ...harrier, price: 1_100_000, listedAt: daysAgo(200) });
  await createListing(db, { ...harrier, price: 1_200_000, listedAt: daysAgo(100) });
  // Sold 20 days ago: on the market before that, not after.
  await createListing(db, { ...harrier, price: 800_000, listedAt: daysAgo(100), status: "sold", soldAt: daysAgo(20) });
  // Neither another year nor a rejected listing counts.
  await createListing(db, { ...harrier, year: 2020, price: 5_000_000, listedAt: daysAgo(200) });
  await createListing(db, { ...harrier, price: 5_000_000, listedAt: daysAgo(200), status: "rejected" });
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  await seedHarriers();
  const hyundai = await createMake(db, "Hyundai");
  const creta = await createModel(db, hyundai.id, "Creta");
  const variant = await createVariant(db, creta.id, "1.6 SX", {}, { exShowroomPrice: 1_450_000 });
  await createListing(db, { make: "Hyundai", model: "Creta", year: 2018, listedAt: daysAgo(2) });
  newestCreta = (await createListing(db, { make: "Hyundai", model: "Creta", year: 2021, modelId: creta.id, variantId: variant.id, listedAt: daysAgo(30) })).id;
  seltos = (await createListing(db, { make: "Kia", model: "Seltos", year: 2020, price: 1_300_000 })).id;
  repriced = (await createListing(db, { make: "Honda", model: "City", year: 2017, price: 700_000, listedAt: daysAgo(90) })).id;
  await recordPriceChange(db, repriced, 760_000, daysAgo(90));
  await recordPriceChange(db, repriced, 700_000, daysAgo(10));
});

afterAll(async () => {
  await handle.close();
});

async function load(path: string): Promise<ComparePageData> {
  return (await compareLoader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never)) as ComparePageData;
}

describe("market median trend", () => {
  it("takes the median asking price of the model and year listings on sale at each date", async () => {
    const points = await marketMedians(handle.db, { make: "Tata", model: "Harrier", year: 2019 }, dates);
    expect(points.map((p) => p.listings)).toEqual([2, 2, 2, 4, 4, 4, 3]);
    expect(points.map((p) => p.median)).toEqual([1_050_000, 1_050_000, 1_050_000, 1_050_000, 1_050_000, 1_000_000, 1_100_000]);
  });

  it("takes at most MARKET_SAMPLE cars a date, the most recently listed then", async () => {
    // Older cars at 5 lakh, then MARKET_SAMPLE newer ones at 7 lakh: only the newer ones count now.
    const base = { make: "Maruti Suzuki", model: "Ertiga", year: 2020, title: "Maruti Suzuki Ertiga", priceBand: "5-10L" };
    const row = (price: number, listedAt: Date, k: number) => ({
      ...base, price, listedAt, km: 30_000, fuelType: "Petrol", transmission: "Manual", bodyType: "MUV", city: "Pune",
      state: "Maharashtra", source: "CarWale", sourceId: `sample-${price}-${k}`, searchText: "maruti suzuki ertiga",
    });
    await handle.db.insert(listings).values([
      ...Array.from({ length: 20 }, (_, k) => row(500_000, daysAgo(150 + k), k)),
      ...Array.from({ length: MARKET_SAMPLE }, (_, k) => row(700_000, daysAgo(1 + k / 10), k)),
    ]);
    const points = await marketMedians(handle.db, base, dates);
    expect(points.at(-1)).toEqual({ median: 700_000, listings: MARKET_SAMPLE });
    // Four months ago only the older cars were on the market.
    expect(points[2]).toEqual({ median: 500_000, listings: 20 });
  });

  it("answers a model with no listings with empty points", async () => {
    const points = await marketMedians(handle.db, { make: "Tata", model: "Nowhere", year: 2019 }, dates);
    expect(points).toEqual(dates.map(() => ({ median: null, listings: 0 })));
  });
});

describe("price_since (when a car's current price was set)", () => {
  const priceSince = async (id: number) =>
    (await handle.db.execute<{ at: Date | string | null }>(sql`select price_since as at from listings where id = ${id}`)).rows[0]!.at;

  it("follows the latest price history row dated after listing, whatever order rows arrive in", async () => {
    const car = await createListing(handle.db, { make: "Tata", model: "Nexon", year: 2021, price: 700_000, listedAt: daysAgo(100) });
    await recordPriceChange(handle.db, car.id, 750_000, daysAgo(100));
    expect(await priceSince(car.id)).toBeNull();
    await recordPriceChange(handle.db, car.id, 700_000, daysAgo(30));
    expect(new Date((await priceSince(car.id))!).getTime()).toBe(daysAgo(30).getTime());
    // A row for an older change, recorded late, does not move it back.
    await recordPriceChange(handle.db, car.id, 720_000, daysAgo(60));
    expect(new Date((await priceSince(car.id))!).getTime()).toBe(daysAgo(30).getTime());
  });
});

describe("market median query", () => {
  it("reads only the two indexes, never the listings or price history tables", async () => {
    // Index-only scans rely on the visibility map that VACUUM (autovacuum in production) keeps.
    await handle.db.execute(sql`VACUUM listings, price_history`);
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await tx.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN ${marketMediansQuery({ make: "Tata", model: "Harrier", year: 2019 }, dates)}`);
      return explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("Index Only Scan Backward using listings_model_year_listed_idx on listings");
    expect(plan).toContain("Index Only Scan Backward using price_history_listing_idx on price_history");
    expect(plan).not.toMatch(/(?<!Only )Index Scan|Seq Scan|Bitmap Heap Scan/);
  });
});

describe("variantNewPrice (why a fair price may sit far from the market median)", () => {
  it("gives the linked variant's ex-showroom price and the median of its model's variants", async () => {
    const db = handle.db;
    const landRover = await createMake(db, "Land Rover");
    const rangeRover = await createModel(db, landRover.id, "Range Rover");
    await createVariant(db, rangeRover.id, "3.0 HSE", {}, { exShowroomPrice: 15_000_000 });
    await createVariant(db, rangeRover.id, "3.0 Vogue", {}, { exShowroomPrice: 19_000_000 });
    await createVariant(db, rangeRover.id, "Unpriced", {}, { exShowroomPrice: null });
    const sv = await createVariant(db, rangeRover.id, "SV Autobiography", {}, { exShowroomPrice: 38_000_000 });
    const car = { make: "Land Rover", model: "Range Rover", year: 2019, modelId: rangeRover.id };
    const linked = await createListing(db, { ...car, variantId: sv.id });
    const unlinked = await createListing(db, car);
    expect(await variantNewPrice(db, String(linked.id))).toEqual({ variant: 38_000_000, modelMedian: 19_000_000 });
    expect(await variantNewPrice(db, String(unlinked.id))).toBeNull();
  });
});

describe("/compare loader", () => {
  it("loads the cars named in the URL with specs and trends, skipping ids that fail", async () => {
    const data = await load(`/compare?ids=${newestCreta},99999999,abc,${repriced}`);
    expect(data.sample).toBe(false);
    expect(data.vehicles.map((c) => c.vehicle.id)).toEqual([String(newestCreta), String(repriced)]);
    expect(data.vehicles[0].specs?.exShowroomPrice).toBe(1_450_000);
    expect(data.vehicles[1].trend).toMatchObject({ kind: "listing" });
    const own = data.vehicles[1].trend.kind === "listing" ? data.vehicles[1].trend.points : [];
    expect(own.slice(-2)).toEqual([760_000, 700_000]);
    expect(data.brands).toContain("Tata");
    expect(data.brands.length).toBeLessThanOrEqual(6);
  });

  it("shows the newest Creta and Seltos as a sample when the URL names no cars", async () => {
    const data = await load("/compare");
    expect(data.sample).toBe(true);
    expect(data.vehicles.map((c) => c.vehicle.id)).toEqual([String(newestCreta), String(seltos)]);
  });

  it("shows nothing when every named car fails to load", async () => {
    const data = await load("/compare?ids=99999999");
    expect(data).toMatchObject({ vehicles: [], sample: false });
  });
});
