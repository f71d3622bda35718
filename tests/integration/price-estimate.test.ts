import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listings, models } from "~/.server/db/schema";
import { getVehicle } from "~/.server/listings/get-vehicle";
import { forgetPriceModel, getPriceEstimator } from "~/.server/pricing/model-store";
import { dealRatingsSettled, getListingIndex } from "~/.server/search";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { newSellerListingRow } from "~/.server/selling/seller-listing-row";
import { validateListing } from "~/lib/selling/listing-form";
import { mulberry32 } from "~/lib/seeded-random";
import { loader } from "~/routes/api/price-estimate";
import { callRoute, useDatabase } from "./api-client";
import { createListing, createMake, createModel, createVariant } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
type Estimate = { estimate: number; low: number; high: number; currency: string; comparables: number; basis: string };
type ErrorBody = { error: { code: string; details: { field: string }[] } };

/** A small market with a known price rule: new price x 0.88^age x (km / 50,000)^-0.1. */
const CARS = [
  { make: "Hyundai", model: "Creta", variant: "1.6 CRDi SX Option", bodyType: "SUV", fuelType: "Diesel", newPrice: 1_500_000 },
  { make: "Maruti Suzuki", model: "Swift", variant: "VDI", bodyType: "Hatchback", fuelType: "Diesel", newPrice: 700_000 },
  { make: "Honda", model: "City", variant: "1.5 V MT", bodyType: "Sedan", fuelType: "Petrol", newPrice: 1_100_000 },
];
const rule = (newPrice: number, year: number, km: number) => newPrice * 0.88 ** (2021 - year) * (km / 50_000) ** -0.1;

async function estimate(query: string) {
  const res = await callRoute(loader, `/api/price-estimate?${query}`);
  return { status: res.status, body: res.body as Estimate & ErrorBody };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const random = mulberry32(5);
  for (const car of CARS) {
    const make = await createMake(handle.db, car.make);
    await createModel(handle.db, make!.id, car.model, car.bodyType);
    for (let i = 0; i < 70; i++) {
      const year = 2012 + Math.floor(random() * 9);
      const km = 10_000 + Math.floor(random() * 120_000);
      const price = Math.round(rule(car.newPrice, year, km) * (1 + (random() - 0.5) * 0.2));
      const { newPrice: _, ...listing } = car;
      await createListing(handle.db, { ...listing, year, km, price, transmission: "Manual", ownerCount: 1 + Math.floor(random() * 2) });
    }
  }
});

afterAll(async () => {
  await handle.close();
});

describe("one fair price per car", () => {
  it("the listing form's estimate is the one the car's details page shows once it is on sale", async () => {
    const [creta] = await handle.db.select().from(models).where(sql`${models.name} = 'Creta'`);
    await createVariant(handle.db, creta!.id, "1.4 CRDi S", {}, {
      exShowroomPrice: 1_150_000, engineCc: 1396, powerBhp: 89, seats: 5, fuelEconomy: 21, fuelType: "Diesel", transmission: "Manual",
    });
    const catalogue = await getSellerCatalogue(handle.db, true);
    // What the seller typed, as /seller/upload validates and saves it.
    const typed = { make: "Hyundai", model: "Creta", variant: "1.4 CRDi S", year: "2017", km: "52,000", fuelType: "Diesel", transmission: "Manual", bodyType: "SUV", ownerCount: "1", city: "pune", price: "8,40,000", description: "", registrationNumber: "MH12AB1234", platforms: ["OLX"] };
    const valid = validateListing(typed);
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    const [row] = await handle.db.insert(listings).values({ ...newSellerListingRow(catalogue, valid.data, { userId: null as never, dealerName: null }), sellerId: null, status: "active" }).returning({ id: listings.id });
    await getPriceEstimator(handle.db);
    await dealRatingsSettled(await getListingIndex(handle.db));

    // The query the form's price insight sends (price-insight.tsx).
    const { body: form } = await estimate("make=Hyundai&model=Creta&year=2017&km=52000&variant=1.4+CRDi+S&fuel=Diesel&transmission=Manual&city=pune&bodyType=SUV&owners=1&sellerType=individual");
    const details = await getVehicle(handle.db, String(row!.id));
    expect(details.fairPrice).not.toBeNull();
    expect(form.estimate).toBe(details.fairPrice!.estimate);
    expect([form.low, form.high]).toEqual([details.fairPrice!.low, details.fairPrice!.high]);
    expect(details.estimatedPrice).toBe(details.fairPrice!.estimate);
  });
});

describe("GET /api/price-estimate", () => {
  it("estimates a known car within a sensible range, with its comparables in words", async () => {
    const { status, body } = await estimate("make=Hyundai&model=Creta&variant=1.6+CRDi+SX+Option&year=2018&km=40000&fuel=Diesel&transmission=Manual&owners=1&city=Pune");
    expect(status).toBe(200);
    const expected = rule(1_500_000, 2018, 40_000);
    expect(body.currency).toBe("INR");
    expect(body.estimate).toBeGreaterThan(expected * 0.85);
    expect(body.estimate).toBeLessThan(expected * 1.15);
    expect(body.low).toBeLessThan(body.estimate);
    expect(body.high).toBeGreaterThan(body.estimate);
    expect(body.comparables).toBeGreaterThan(10);
    expect(body.basis).toMatch(/^\d+ comparable Hyundai Creta listings, 2016-2020$/);
  });

  it("reads make, model and variant from a free-text title", async () => {
    const { status, body } = await estimate(`title=${encodeURIComponent("Maruti Swift VDI")}&year=2016&km=60000&owners=1`);
    expect(status).toBe(200);
    expect(body.basis).toMatch(/comparable Maruti Suzuki Swift listings/);
    expect(body.estimate).toBeGreaterThan(rule(700_000, 2016, 60_000) * 0.8);
    expect(body.estimate).toBeLessThan(rule(700_000, 2016, 60_000) * 1.2);
  });

  it("still answers an unknown model from broader comparables, with a wider range", async () => {
    const known = await estimate("make=Hyundai&model=Creta&year=2018&km=40000");
    const unknown = await estimate("make=Hyundai&model=Zorbo&year=2018&km=40000&bodyType=SUV");
    expect(unknown.status).toBe(200);
    expect(unknown.body.basis).toMatch(/^No Hyundai Zorbo listings; based on \d+ comparable SUV listings, 2016-2020/);
    expect(unknown.body.high / unknown.body.low).toBeGreaterThan(known.body.high / known.body.low);
  });

  it.each([
    ["year 1800", "year=1800&km=1000&make=Hyundai&model=Creta", "year"],
    ["negative km", "year=2018&km=-5&make=Hyundai&model=Creta", "km"],
    ["a 10 KB title", `year=2018&km=100&title=${"a".repeat(10_240)}`, "title"],
    ["neither make/model nor title", "year=2018&km=100", "title"],
    ["a make without a model", "year=2018&km=100&make=Hyundai", "model"],
    ["7 owners", "year=2018&km=100&make=Hyundai&model=Creta&owners=7", "owners"],
  ])("answers 400 naming the field for %s", async (_label, query, field) => {
    const { status, body } = await estimate(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe("bad_request");
    expect(body.error.details.map((d) => d.field)).toContain(field);
  });

  it("keeps the fitted model across a restart and refits only when listings changed", async () => {
    await getPriceEstimator(handle.db);
    const before = await handle.db.execute<{ id: number }>(sql`select id from price_models`);
    expect(before.rows).toHaveLength(1);
    forgetPriceModel(handle.db); // as a new process would start
    expect(await getPriceEstimator(handle.db)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await handle.db.execute<{ id: number }>(sql`select id from price_models`);
    expect(after.rows.map((r) => r.id)).toEqual(before.rows.map((r) => r.id));
  });
});
