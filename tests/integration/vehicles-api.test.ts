import { sql } from "drizzle-orm";
import { getListingIndex } from "~/.server/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import type { Vehicle, VehicleSearchResult } from "~/lib/vehicle";
import { loader as vehiclesLoader } from "~/routes/api/vehicles";
import { loader as searchLoader } from "~/routes/api/vehicles-search";
import { callRoute, useDatabase } from "./api-client";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: Record<string, number> = {};

async function search(query: string) {
  const res = await callRoute(vehiclesLoader, `/api/vehicles${query}`);
  return { status: res.status, body: res.body as VehicleSearchResult & { error?: { code: string; details: { field: string }[] } } };
}
const titles = (r: VehicleSearchResult) => r.items.map((v) => `${v.make} ${v.model}`).sort();

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const hyundai = await createMake(db, "Hyundai");
  await createModel(db, hyundai.id, "Creta");
  await createMake(db, "BMW", true);
  await createMake(db, "Maruti Suzuki");
  await createMake(db, "Honda");
  const day = 86_400_000;
  ids.creta = (await createListing(db, { make: "Hyundai", model: "Creta", variant: "1.6 SX", price: 1_250_000, year: 2019, km: 35_000, fuelType: "Diesel", transmission: "Automatic", bodyType: "SUV", city: "Pune", ownerCount: 1, seats: 5, features: ["Sunroof", "ABS"], listedAt: new Date(Date.now() - day) })).id;
  ids.swift = (await createListing(db, { make: "Maruti Suzuki", model: "Swift", price: 450_000, year: 2016, km: 70_000, fuelType: "Petrol", transmission: "Manual", bodyType: "Hatchback", city: "Mumbai", ownerCount: 2, source: "Cars24", fuelEconomy: 22, listedAt: new Date(Date.now() - 2 * day) })).id;
  ids.city = (await createListing(db, { make: "Honda", model: "City", price: 800_000, year: 2018, km: 50_000, fuelType: "Petrol", transmission: "Automatic", bodyType: "Sedan", city: "New Delhi", state: "Delhi", ownerCount: 3, source: "Spinny", fuelEconomy: 17, listedAt: new Date(Date.now() - 3 * day) })).id;
  ids.bmw = (await createListing(db, { make: "BMW", model: "X1", price: 2_900_000, year: 2020, km: 20_000, fuelType: "Diesel", transmission: "Automatic", bodyType: "SUV", city: "Bangalore", ownerCount: 1, seats: 5, listedAt: new Date(Date.now() - 4 * day) })).id;
  ids.ev = (await createListing(db, { make: "Hyundai", model: "Kona", price: 2_000_000, year: 2023, km: 5_000, fuelType: "Electric", transmission: "Automatic", bodyType: "SUV", city: "Pune", ownerCount: 1, isNew: true, rangeKm: 452, listedAt: new Date(Date.now() - 5 * day) })).id;
  ids.sold = (await createListing(db, { make: "Hyundai", model: "Creta", price: 1_000_000, status: "sold" })).id;
});

afterAll(async () => {
  await handle.close();
});

describe("GET /api/vehicles", () => {
  it("lists active cars newest first with the Vehicle fields of the contract", async () => {
    const { status, body } = await search("");
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    expect(body.items.map((v) => Number(v.id))).toEqual([ids.creta, ids.swift, ids.city, ids.bmw, ids.ev]);
    const creta = body.items[0] as Vehicle;
    expect(creta).toMatchObject({
      id: String(ids.creta), make: "Hyundai", model: "Creta", variant: "1.6 SX", price: 1_250_000, year: 2019,
      mileage: 35_000, location: "Pune, Maharashtra", city: "Pune", fuelType: "Diesel", transmission: "Automatic",
      source: "CarWale", isNew: false, features: ["Sunroof", "ABS"], dealRating: null, estimatedPrice: null,
    });
    expect(creta.images[0]).toMatch(new RegExp(`^/images/cars/${ids.creta}/[0-9a-f]{8}-1200\\.webp$`));
    expect(new Date(creta.listedDate).toISOString()).toBe(creta.listedDate);
  });

  it("filters by make, city substring, price, year and km ranges (inclusive)", async () => {
    expect(titles((await search("?make=hyundai")).body)).toEqual(["Hyundai Creta", "Hyundai Kona"]);
    expect(titles((await search("?city=delhi")).body)).toEqual(["Honda City"]);
    expect(titles((await search("?minPrice=800000&maxPrice=1250000")).body)).toEqual(["Honda City", "Hyundai Creta"]);
    expect(titles((await search("?minYear=2019&maxYear=2020")).body)).toEqual(["BMW X1", "Hyundai Creta"]);
    expect(titles((await search("?minKm=20000&maxKm=50000")).body)).toEqual(["BMW X1", "Honda City", "Hyundai Creta"]);
  });

  it("treats list filters as case-insensitive any-of", async () => {
    expect(titles((await search("?fuel=diesel,ELECTRIC")).body)).toEqual(["BMW X1", "Hyundai Creta", "Hyundai Kona"]);
    expect(titles((await search("?transmission=manual")).body)).toEqual(["Maruti Suzuki Swift"]);
    expect(titles((await search("?bodyType=sedan,hatchback")).body)).toEqual(["Honda City", "Maruti Suzuki Swift"]);
    expect(titles((await search("?owners=2,3%2B")).body)).toEqual(["Honda City", "Maruti Suzuki Swift"]);
    expect(titles((await search("?condition=new")).body)).toEqual(["Hyundai Kona"]);
    expect(titles((await search("?source=cars24,SPINNY")).body)).toEqual(["Honda City", "Maruti Suzuki Swift"]);
  });

  it("sorts by each documented sort value", async () => {
    const order = async (sort: string) => (await search(`?sort=${sort}`)).body.items.map((v) => v.model);
    expect(await order("price_asc")).toEqual(["Swift", "City", "Creta", "Kona", "X1"]);
    expect(await order("price_desc")).toEqual(["X1", "Kona", "Creta", "City", "Swift"]);
    expect((await order("year_desc"))[0]).toBe("Kona");
    expect(await order("mileage_asc")).toEqual(["Kona", "X1", "Creta", "City", "Swift"]);
  });

  it("paginates with page and pageSize", async () => {
    const first = (await search("?sort=price_asc&pageSize=2&page=1")).body;
    const third = (await search("?sort=price_asc&pageSize=2&page=3")).body;
    expect(first.items.map((v) => v.model)).toEqual(["Swift", "City"]);
    expect(third.items.map((v) => v.model)).toEqual(["X1"]);
    expect(third.total).toBe(5);
    expect((await search("?page=9")).body.items).toEqual([]);
  });

  it("counts facets for the current filter, ignoring each facet's own filter", async () => {
    const { body } = await search("?make=Hyundai&fuel=Electric");
    expect(body.total).toBe(1);
    // make facet ignores make=Hyundai but keeps fuel=Electric
    expect(body.facets.make).toEqual([{ value: "Hyundai", count: 1 }]);
    // fuel facet ignores fuel=Electric but keeps make=Hyundai
    expect(body.facets.fuelType).toEqual([
      { value: "Diesel", count: 1 },
      { value: "Electric", count: 1 },
    ]);
    expect(body.facets.priceBand.find((b) => b.value === "12-20l")?.count).toBe(1);
    expect(body.facets.priceBand.map((b) => b.value)).toEqual(["under-3l", "3-5l", "5-8l", "8-12l", "12-20l", "above-20l"]);
    expect(body.facets.city).toEqual([{ value: "Pune", count: 1 }]);
  });

  it("filters and counts by seats: seats=5 in the URL, '5 seater' in words, counts per seat number ignoring the seats filter", async () => {
    const bySeats = await search("?seats=5");
    expect(bySeats.status).toBe(200);
    expect(bySeats.body.items.map((v) => Number(v.id)).sort()).toEqual([ids.creta, ids.bmw].sort());
    // Cars of unknown seating are counted under no number.
    expect(bySeats.body.facets.seats).toEqual([{ value: "5", count: 2 }]);
    const seatsAndFuel = await search("?seats=5&fuel=Petrol");
    expect(seatsAndFuel.body.total).toBe(0);
    expect(seatsAndFuel.body.facets.seats).toEqual([]);
    expect(seatsAndFuel.body.facets.fuelType).toEqual([{ value: "Diesel", count: 2 }]);
    const phrase = await search("?q=5%20seater%20suv");
    expect(titles(phrase.body)).toEqual(["BMW X1", "Hyundai Creta"]);
    const bad = await search("?seats=seven");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details.map((d) => d.field)).toEqual(["seats"]);
  });

  it("understands shopper phrases in q and says how it read them", async () => {
    const { body } = await search(`?q=${encodeURIComponent("diesel automatic under 15 lakh in pune")}`);
    expect(titles(body)).toEqual(["Hyundai Creta"]);
    expect(body.interpretedAs?.filters).toMatchObject({ fuel: ["Diesel"], transmission: ["Automatic"], maxPrice: 1_500_000, city: ["Pune"] });
    expect(body.interpretedAs?.text).toBe("");

    expect(titles((await search("?q=creta")).body)).toEqual(["Hyundai Creta"]);
    expect(titles((await search(`?q=${encodeURIComponent("SUVs with sunroof under 15 lakh")}`)).body)).toEqual(["Hyundai Creta"]);
    expect(titles((await search(`?q=${encodeURIComponent("luxury cars under 50 lakh")}`)).body)).toEqual(["BMW X1"]);
    const ev = await search(`?q=${encodeURIComponent("electric vehicles with best range")}`);
    expect(titles(ev.body)).toEqual(["Hyundai Kona"]);
    const mileage = await search(`?q=${encodeURIComponent("cars with best mileage")}`);
    expect(mileage.body.items.slice(0, 2).map((v) => v.model)).toEqual(["Swift", "City"]);
    expect((await search("?q=cheapest")).body.items[0].model).toBe("Swift");
  });

  it("matches leftover words as text against make, model and variant", async () => {
    expect(titles((await search("?q=sx")).body)).toEqual(["Hyundai Creta"]);
    expect((await search("?q=zzzzqqq")).body.total).toBe(0);
  });

  it("answers /api/vehicles/search the same as /api/vehicles?q=", async () => {
    const a = await callRoute(searchLoader, "/api/vehicles/search?q=creta");
    const b = await search("?q=creta");
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
  });

  it.each([
    ["?pageSize=101", "pageSize"],
    ["?page=0", "page"],
    ["?minPrice=abc", "minPrice"],
    ["?minPrice=900000&maxPrice=100", "minPrice"],
    ["?fuel=steam", "fuel"],
    ["?owners=5", "owners"],
    ["?sort=random", "sort"],
    ["?condition=old", "condition"],
    ["?minYear=1800", "minYear"],
    [`?q=${"a".repeat(201)}`, "q"],
  ])("rejects %s with 400 naming %s", async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error?.code).toBe("bad_request");
    expect(body.error?.details.map((d) => d.field)).toContain(field);
  });

  it("never fails on hostile text", async () => {
    for (const q of ["'; drop table listings; --", "%_\\", "🚗🚗", "    "]) {
      const { status } = await search(`?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    }
    expect((await search("")).body.total).toBe(5);
  });
});

describe("freshness", () => {
  it("shows new, changed and sold cars on the very next search", async () => {
    const before = (await search("?make=Tata")).body.total;
    const tata = await createListing(handle.db, { make: "Tata", model: "Nexon", price: 700_000 });
    expect((await search("?make=Tata")).body.total).toBe(before + 1);

    await handle.db.execute(sql`update listings set price = 650000, price_band = '5-8l' where id = ${tata.id}`);
    const changed = (await search("?make=Tata&maxPrice=660000")).body;
    expect(changed.items.map((v) => [v.id, v.price])).toEqual([[String(tata.id), 650_000]]);

    await handle.db.execute(sql`update listings set status = 'sold' where id = ${tata.id}`);
    expect((await search("?make=Tata")).body.total).toBe(before);

    // A delete is applied from the deletion log, without a full reload of the index.
    await handle.db.execute(sql`update listings set status = 'active' where id = ${tata.id}`);
    const index = await getListingIndex(handle.db);
    await handle.db.execute(sql`delete from listings where id = ${tata.id}`);
    expect((await search("?make=Tata")).body.total).toBe(before);
    expect(await getListingIndex(handle.db)).toBe(index);
  });
});
