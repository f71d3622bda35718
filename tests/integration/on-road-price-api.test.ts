import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import type { OnRoadPrice } from "~/lib/on-road/on-road-price";
import { loader } from "~/routes/api/on-road-price";
import { loadDetails } from "~/routes/details.server";
import { callRoute, useDatabase } from "./api-client";
import { listingOnRoadPrice } from "~/.server/catalogue/quote-on-road-price";
import { createListing, createMake, createModel, createVariant } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: Record<string, number> = {};

type ErrorBody = { error: { code: string; message: string; details: { field: string; message: string }[] } };
const get = async (query: string) => callRoute(loader, `/api/on-road-price${query}`);

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const make = await createMake(db, "Hyundai");
  const creta = await createModel(db, make.id, "Creta");
  ids.creta = (await createVariant(db, creta.id, "1.5 SX Diesel", {}, { exShowroomPrice: 1_500_000, fuelType: "Diesel", engineCc: 1493, powerBhp: 113 })).id;
  ids.unpriced = (await createVariant(db, creta.id, "Concept", {}, { exShowroomPrice: null })).id;
});

afterAll(async () => {
  await handle.close();
});

describe("GET /api/on-road-price", () => {
  it("prices a catalogue variant in a state with every part of the contract", async () => {
    const { status, body, headers } = await get(`?variantId=${ids.creta}&state=Maharashtra`);
    expect(status).toBe(200);
    const p = body as OnRoadPrice;
    // Maharashtra diesel ₹10-20 lakh: 14%.
    expect(p).toMatchObject({ exShowroom: 1_500_000, roadTax: 210_000, registration: 800, tcs: 15_000, fastag: 500, other: 1_500, state: "Maharashtra", fuel: "diesel" });
    expect(p.insurance).toBe(3_416 + 28_500 + Math.round((3_416 + 28_500) * 0.18));
    expect(p.total).toBe(p.exShowroom + p.roadTax + p.registration + p.insurance + p.tcs + p.fastag + p.other);
    expect(p.sources.roadTax).toMatch(/Maharashtra Motor Vehicles Tax Act, 1958.*2024/);
    expect(headers.get("Cache-Control")).toContain("public");
  });

  it("prices a given ex-showroom price (petrol unless told) and maps a city to its state", async () => {
    const { status, body } = await get("?exShowroom=800000&city=bangalore");
    expect(status).toBe(200);
    expect(body).toMatchObject({ exShowroom: 800_000, roadTax: 124_320, tcs: 0, state: "Karnataka", city: "bangalore", fuel: "petrol" });
    const ev = (await get("?exShowroom=1500000&fuel=Electric&powerBhp=134&city=Lucknow")).body as OnRoadPrice;
    expect(ev).toMatchObject({ state: "Uttar Pradesh", roadTax: 0, registration: 200 });
    expect(ev.insuranceDetail.thirdParty).toBe(6_712);
  });

  it("answers 400 naming the field for bad input", async () => {
    const cases: [string, string, RegExp][] = [
      ["?exShowroom=800000&state=Goa", "state", /not one we cover/],
      ["?exShowroom=-5&state=Delhi", "exShowroom", /at least 100000/],
      ["?exShowroom=99999999999&state=Delhi", "exShowroom", /at most 200000000/],
      ["?exShowroom=lots&state=Delhi", "exShowroom", /must be a number/],
      ["?state=Delhi", "variantId", /or exShowroom is required/],
      ["?exShowroom=800000", "state", /or city is required/],
      ["?exShowroom=800000&city=Atlantis", "city", /not a city we cover/],
      ["?exShowroom=800000&city=Pune&state=Delhi", "city", /is in Maharashtra, not Delhi/],
      [`?variantId=${ids.creta}&exShowroom=800000&state=Delhi`, "exShowroom", /cannot be given with variantId/],
      ["?exShowroom=800000&state=Delhi&fuel=steam", "fuel", /must be one of/],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      const error = (body as ErrorBody).error;
      expect(error.code).toBe("bad_request");
      expect(error.details.find((d) => d.field === field)?.message, query).toMatch(message);
      expect(error.message).toContain(field);
    }
  });

  it("answers 404 for an unknown variant or one without a price", async () => {
    const unknown = await get("?variantId=987654&state=Delhi");
    expect(unknown.status).toBe(404);
    expect((unknown.body as ErrorBody).error.message).toBe("No catalogue variant with id 987654");
    expect((await get(`?variantId=${ids.unpriced}&state=Delhi`)).status).toBe(404);
  });
});

describe("listingOnRoadPrice (details page)", () => {
  it("prices a new listing whose variant is in the catalogue, and nothing else", async () => {
    const db = handle.db;
    const newCar = await createListing(db, { isNew: true, variantId: ids.creta, km: 0 });
    const used = await createListing(db, { isNew: false, variantId: ids.creta });
    const unmatched = await createListing(db, { isNew: true, variantId: null });
    const quote = await listingOnRoadPrice(db, newCar.id, "Tamil Nadu", "Chennai");
    expect(quote).toMatchObject({ exShowroom: 1_500_000, roadTax: 195_000, state: "Tamil Nadu", city: "Chennai" });
    expect(await listingOnRoadPrice(db, used.id, "Tamil Nadu", "Chennai")).toBeNull();
    expect(await listingOnRoadPrice(db, unmatched.id, "Tamil Nadu", "Chennai")).toBeNull();
  });
});

describe("details page on-road data", () => {
  it("carries the remembered city's price for a new catalogue car, a prompt without a city, nothing for a used car", async () => {
    const db = handle.db;
    const newCar = await createListing(db, { isNew: true, variantId: ids.creta, km: 0 });
    const used = await createListing(db, { isNew: false, variantId: ids.creta });
    const page = (id: number, cookie?: string) =>
      loadDetails(new Request(`http://localhost/details/${id}`, { headers: cookie ? { Cookie: cookie } : {} }), String(id));
    const withCity = await page(newCar.id, "cs_city=Hyderabad");
    if (withCity.kind !== "available") throw new Error("expected the car");
    expect(withCity.onRoad).toMatchObject({ city: "Hyderabad", figures: { state: "Telangana", roadTax: 255_000 } });
    expect(withCity.onRoad?.sources?.roadTax).toContain("Telangana Motor Vehicles Taxation Act, 1963");
    const noCity = await page(newCar.id);
    expect(noCity.kind === "available" && noCity.onRoad).toEqual({ city: null, figures: null, sources: null });
    const usedPage = await page(used.id, "cs_city=Hyderabad");
    expect(usedPage.kind === "available" && usedPage.onRoad).toBeNull();
  });
});
