import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import type { Vehicle, VehicleDetail } from "~/lib/vehicle";
import { loader as makesLoader } from "~/routes/api/vehicles-makes";
import { loader as vehicleLoader } from "~/routes/api/vehicle";
import { loader as similarLoader } from "~/routes/api/recommendations-similar";
import { loader as upgradeLoader } from "~/routes/api/recommendations-upgrade";
import { action as trackAction, loader as trackLoader } from "~/routes/api/recommendations-track";
import { action as unknownApiAction, loader as unknownApiLoader } from "~/routes/api/not-found";
import { callRoute, useDatabase } from "./api-client";
import { createListing, createMake, createModel, createVariant, recordPriceChange } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let creta: number, cretaOnSpinny: number, newerCreta: number, venue: number, sedan: number, sold: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const hyundai = await createMake(db, "Hyundai");
  const cretaModel = await createModel(db, hyundai.id, "Creta");
  await createModel(db, hyundai.id, "Santro", "Hatchback");
  const variant = await createVariant(db, cretaModel.id, "1.6 CRDi SX", {
    dimensions: { lengthMm: 4270, widthMm: 1780, heightMm: 1665, wheelbaseMm: 2590, groundClearanceMm: 190, kerbWeightKg: null, bootSpaceLitres: 400, fuelTankLitres: 55, doors: 5, seats: 5 },
  }, { exShowroomPrice: 1_450_000, fuelType: "Diesel", transmission: "Manual" });
  creta = (await createListing(db, { make: "Hyundai", model: "Creta", variant: "1.6 CRDi SX", makeId: hyundai.id, modelId: cretaModel.id, variantId: variant.id, price: 1_000_000, year: 2017, km: 60_000, carGroup: "g:creta", features: ["ABS"], fuelEconomy: 17 })).id;
  cretaOnSpinny = (await createListing(db, { make: "Hyundai", model: "Creta", variant: "1.6 CRDi SX", price: 1_020_000, year: 2017, km: 60_000, carGroup: "g:creta", source: "Spinny" })).id;
  newerCreta = (await createListing(db, { make: "Hyundai", model: "Creta", price: 1_200_000, year: 2019, km: 30_000, features: ["ABS", "Sunroof"], fuelEconomy: 18.7 })).id;
  venue = (await createListing(db, { make: "Hyundai", model: "Venue", price: 950_000, year: 2020, km: 20_000 })).id;
  sedan = (await createListing(db, { make: "Honda", model: "City", bodyType: "Sedan", price: 990_000 })).id;
  sold = (await createListing(db, { make: "Hyundai", model: "Creta", status: "sold" })).id;
  await recordPriceChange(db, creta, 1_080_000, new Date("2026-09-01T00:00:00Z"));
  await recordPriceChange(db, creta, 1_000_000, new Date("2026-10-01T00:00:00Z"));
});

afterAll(async () => {
  await handle.close();
});

describe("GET /api/vehicles/{id}", () => {
  it("returns the car with catalogue specs, price history and the other platforms listing it", async () => {
    const { status, body } = await callRoute(vehicleLoader, `/api/vehicles/${creta}`, { id: String(creta) });
    expect(status).toBe(200);
    const car = body as VehicleDetail;
    expect(car.id).toBe(String(creta));
    expect(car.specs?.variantName).toBe("1.6 CRDi SX");
    expect(car.specs?.exShowroomPrice).toBe(1_450_000);
    expect(car.specs?.dimensions.lengthMm).toBe(4270);
    expect(car.specs?.safety.airbags).toBeNull();
    expect(car.priceHistory).toEqual([
      { date: "2026-09-01T00:00:00.000Z", price: 1_080_000 },
      { date: "2026-10-01T00:00:00.000Z", price: 1_000_000 },
    ]);
    expect(car.otherSources).toEqual([{ source: "Spinny", price: 1_020_000, id: String(cretaOnSpinny) }]);
  });

  it("falls back to null specs when the model is not in the catalogue", async () => {
    const { body } = await callRoute(vehicleLoader, `/api/vehicles/${sedan}`, { id: String(sedan) });
    expect((body as VehicleDetail).specs).toBeNull();
    expect((body as VehicleDetail).priceHistory).toEqual([]);
  });

  it.each([["999999"], ["abc"], ["-1"], ["1.5"]])("answers 404 for id %s", async (id) => {
    const { status, body } = await callRoute(vehicleLoader, `/api/vehicles/${id}`, { id });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: "not_found" } });
  });

  it("answers 404 for a sold car", async () => {
    expect((await callRoute(vehicleLoader, `/api/vehicles/${sold}`, { id: String(sold) })).status).toBe(404);
  });
});

describe("GET /api/vehicles/makes", () => {
  it("lists makes with models and active listing counts, sorted by name", async () => {
    const { status, body } = await callRoute(makesLoader, "/api/vehicles/makes");
    expect(status).toBe(200);
    const makes = body as { name: string; slug: string; listingCount: number; models: { name: string; listingCount: number }[] }[];
    expect(makes.map((m) => m.name)).toEqual(["Honda", "Hyundai"]);
    const hyundai = makes[1];
    // The Creta on CarWale and Spinny is one car: counted once, as search shows it.
    expect(hyundai).toMatchObject({ slug: "hyundai", listingCount: 3 });
    expect(hyundai.models).toEqual([
      { name: "Creta", slug: "creta", listingCount: 2 },
      { name: "Santro", slug: "santro", listingCount: 0 },
      { name: "Venue", slug: "venue", listingCount: 1 },
    ]);
  });

  it("follows a listing that is sold, deleted or added at once", async () => {
    const creta = async () => {
      const makes = (await callRoute(makesLoader, "/api/vehicles/makes")).body as { name: string; listingCount: number; models: { name: string; listingCount: number }[] }[];
      const hyundai = makes.find((m) => m.name === "Hyundai");
      return [hyundai?.listingCount, hyundai?.models.find((m) => m.name === "Creta")?.listingCount];
    };
    expect(await creta()).toEqual([3, 2]);
    await handle.db.execute(sql`update listings set status = 'sold' where id = ${newerCreta}`);
    expect(await creta()).toEqual([2, 1]);
    await handle.db.execute(sql`update listings set status = 'active' where id = ${newerCreta}`);
    const extra = (await createListing(handle.db, { make: "Hyundai", model: "Creta" })).id;
    expect(await creta()).toEqual([4, 3]);
    await handle.db.execute(sql`delete from listings where id = ${extra}`);
    expect(await creta()).toEqual([3, 2]);
  });
});

describe("recommendations", () => {
  it("suggests similar cars, never the car itself, 3 by default", async () => {
    const { status, body } = await callRoute(similarLoader, `/api/recommendations/similar/${newerCreta}`, { vehicleId: String(newerCreta) });
    expect(status).toBe(200);
    const cars = body as Vehicle[];
    expect(cars).toHaveLength(3);
    expect(cars.map((c) => c.id)).not.toContain(String(newerCreta));
    // The Creta on two platforms is one car: recommended once, as its cheaper copy; the SUVs come first.
    expect(cars.map((c) => c.id)).not.toContain(String(cretaOnSpinny));
    expect(cars.map((c) => c.bodyType)).toEqual(["SUV", "SUV", "Sedan"]);
  });

  it("validates the limit", async () => {
    const ok = await callRoute(similarLoader, `/api/recommendations/similar/${creta}?limit=12`, { vehicleId: String(creta) });
    expect((ok.body as Vehicle[]).length).toBeLessThanOrEqual(12);
    const bad = await callRoute(similarLoader, `/api/recommendations/similar/${creta}?limit=13`, { vehicleId: String(creta) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { details: [{ field: "limit" }] } });
    expect((await callRoute(similarLoader, "/api/recommendations/similar/424242", { vehicleId: "424242" })).status).toBe(404);
  });

  it("suggests a newer, less-driven upgrade with its benefits", async () => {
    const { status, body } = await callRoute(upgradeLoader, `/api/recommendations/upgrade/${creta}`, { vehicleId: String(creta) });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      vehicleId: String(creta),
      currentVehicle: { id: String(creta) },
      upgradedVehicle: { id: String(newerCreta) },
      priceDifference: 200_000,
      benefits: { lowerMileage: 50, newerModel: 2, betterFeatures: ["Sunroof"], fuelEfficiency: 10 },
    });
  });

  it("answers 404 when no sensible upgrade exists", async () => {
    const { status } = await callRoute(upgradeLoader, `/api/recommendations/upgrade/${sedan}`, { vehicleId: String(sedan) });
    expect(status).toBe(404);
  });

  it("never recommends the car's copies on other platforms, nor a car sold since the last answer", async () => {
    const similarTo = async (id: number) =>
      ((await callRoute(similarLoader, `/api/recommendations/similar/${id}?limit=12`, { vehicleId: String(id) })).body as Vehicle[]).map((c) => c.id);
    // Same body type, then same price band, then same make and model, then the closest price.
    expect(await similarTo(creta)).toEqual([String(newerCreta), String(venue), String(sedan)]);
    // A newer, less driven, closer-priced copy of the same car would win both, were it not the same car.
    const copy = (await createListing(handle.db, { make: "Hyundai", model: "Creta", price: 1_100_000, year: 2020, km: 10_000, carGroup: "g:creta" })).id;
    expect(await similarTo(creta)).not.toContain(String(copy));
    const upgrade = await callRoute(upgradeLoader, `/api/recommendations/upgrade/${creta}`, { vehicleId: String(creta) });
    expect(upgrade.body).toMatchObject({ upgradedVehicle: { id: String(newerCreta) } });

    await handle.db.execute(sql`update listings set status = 'sold' where id in (${venue}, ${copy})`);
    expect(await similarTo(creta)).toEqual([String(newerCreta), String(sedan)]);
    await handle.db.execute(sql`update listings set status = 'active' where id = ${venue}`);
  });
});

describe("POST /api/recommendations/track", () => {
  const post = (body: string) =>
    callRoute(trackAction, "/api/recommendations/track", {}, { method: "POST", body, headers: { "Content-Type": "application/json" } });

  it("records the interaction as an event and answers 204", async () => {
    const res = await post(JSON.stringify({ vehicleId: String(venue), interactionType: "click", timestamp: "2026-11-20T10:00:00.000Z" }));
    expect(res.status).toBe(204);
    const rows = await handle.db.execute<{ type: string; listing_id: number }>(sql`select type, listing_id from events where listing_id = ${venue}`);
    expect(rows.rows).toEqual([{ type: "click", listing_id: venue }]);
  });

  it("rejects bad bodies with 400 and unknown cars with 404", async () => {
    expect((await post("{not json")).status).toBe(400);
    const badType = await post(JSON.stringify({ vehicleId: String(venue), interactionType: "purchase" }));
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ error: { details: [{ field: "interactionType" }] } });
    const badTime = await post(JSON.stringify({ vehicleId: String(venue), interactionType: "view", timestamp: "yesterday" }));
    expect(badTime.body).toMatchObject({ error: { details: [{ field: "timestamp" }] } });
    expect((await post(JSON.stringify({ vehicleId: "424242", interactionType: "view" }))).status).toBe(404);
  });

  it("answers 405 to GET", async () => {
    const res = await callRoute(trackLoader, "/api/recommendations/track");
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404, for reads and writes", async () => {
    const get = await callRoute(unknownApiLoader, "/api/nope");
    expect(get.status).toBe(404);
    expect(get.body).toMatchObject({ error: { code: "not_found", message: "No API endpoint at /api/nope" } });
    expect((await callRoute(unknownApiAction, "/api/nope", {}, { method: "POST", body: "{}" })).status).toBe(404);
  });
});
