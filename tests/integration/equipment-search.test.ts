import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { STANDARD_EQUIPMENT_LABEL } from "~/lib/equipment";
import type { VehicleSearchResult } from "~/lib/vehicle";
import { loader as vehiclesLoader } from "~/routes/api/vehicles";
import { loadDetails } from "~/routes/details.server";
import { callRoute, useDatabase } from "./api-client";
import { createEquippedVariant, createMatchedListing } from "./equipment-factories";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: Record<string, number> = {};
const variants: Record<string, number> = {};

async function searchIds(query: string): Promise<number[]> {
  const res = await callRoute(vehiclesLoader, `/api/vehicles${query}`);
  expect(res.status).toBe(200);
  return (res.body as VehicleSearchResult).items.map((v) => Number(v.id)).sort((a, b) => a - b);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const db = handle.db;
  const make = await createMake(db, "Kia");
  const seltos = await createModel(db, make.id, "Seltos", "SUV");
  variants.top = (await createEquippedVariant(db, seltos.id, "GTX Plus", ["6 Airbags", "ABS", "Panoramic Sunroof", "Rear Parking Camera"])).id;
  variants.specOnly = (await createEquippedVariant(db, seltos.id, "HTX", ["ABS"], true)).id;
  variants.base = (await createEquippedVariant(db, seltos.id, "HTE", ["2 Airbags", "ABS"])).id;
  const suv = { make: "Kia", model: "Seltos", bodyType: "SUV" };
  // The seller lists no sunroof: the catalogue's variant has one as standard.
  ids.top = (await createMatchedListing(db, variants.top, ["ABS", "Alloy Wheels"], { ...suv, variant: "GTX Plus", price: 1_400_000 })).id;
  ids.specOnly = (await createMatchedListing(db, variants.specOnly, [], { ...suv, variant: "HTX", price: 1_100_000 })).id;
  ids.base = (await createMatchedListing(db, variants.base, ["ABS"], { ...suv, variant: "HTE", price: 900_000 })).id;
  ids.ownSunroof = (await createListing(db, { ...suv, features: ["Electric Sunroof"], price: 1_300_000 })).id;
  ids.dearTop = (await createMatchedListing(db, variants.top, [], { ...suv, variant: "GTX Plus", price: 1_900_000 })).id;
});

afterAll(async () => {
  await handle.close();
});

describe("equipment in search (decision 032)", () => {
  it("finds a car by its variant's standard equipment, not a car whose variant lacks it", async () => {
    expect(await searchIds("?features=sunroof")).toEqual([ids.top, ids.specOnly, ids.ownSunroof, ids.dearTop].sort((a, b) => a - b));
    expect(await searchIds("?features=rear-camera,abs")).toEqual([ids.top, ids.dearTop].sort((a, b) => a - b));
    expect(await searchIds("?features=alloy-wheels")).toEqual([ids.top]);
    expect(await searchIds("?features=6%20airbags")).toEqual([ids.top, ids.dearTop].sort((a, b) => a - b));
  });

  it("answers the suggested search 'SUVs with sunroof under 15 lakh' from the catalogue's equipment", async () => {
    const res = await callRoute(vehiclesLoader, `/api/vehicles?q=${encodeURIComponent("SUVs with sunroof under 15 lakh")}`);
    const body = res.body as VehicleSearchResult;
    expect(body.interpretedAs?.filters).toMatchObject({ features: ["sunroof"], bodyType: ["SUV"], maxPrice: 1_500_000 });
    expect(body.items.map((v) => Number(v.id)).sort((a, b) => a - b)).toEqual([ids.top, ids.specOnly, ids.ownSunroof].sort((a, b) => a - b));
  });

  it("keeps a car matched to an equipped variant searchable when it is listed after the index loaded", async () => {
    await searchIds("?features=sunroof");
    const late = await createMatchedListing(handle.db, variants.top, [], { make: "Kia", model: "Seltos", bodyType: "SUV", price: 1_200_000 });
    expect(await searchIds("?features=sunroof")).toContain(late.id);
    expect(await searchIds(`?features=sunroof&maxPrice=1200000`)).toEqual([late.id, ids.specOnly].sort((a, b) => a - b));
 
    // A variant added after the catalogue was read: the load reads the catalogue again.
    const model = (await handle.db.execute<{ model_id: number }>(sql`select model_id from variants where id = ${variants.top}`)).rows[0].model_id;
    const added = await createEquippedVariant(handle.db, model, "X-Line", ["Ventilated Seats"]);
    const onAdded = await createMatchedListing(handle.db, added.id, [], { make: "Kia", model: "Seltos", bodyType: "SUV" });
    expect(await searchIds("?features=ventilated-seats")).toEqual([onAdded.id]);
  });
});

describe("equipment on the details page", () => {
  const page = async (id: number) => {
    const details = await loadDetails(new Request(`http://localhost/details/${id}`), String(id));
    if (details.kind !== "available") throw new Error("expected the car");
    return details.vehicle;
  };

  it("shows the variant's standard equipment with its label and source, apart from the seller's list", async () => {
    const vehicle = await page(ids.top);
    expect(vehicle.standardEquipment).toEqual({
      variant: "GTX Plus",
      names: ["6 Airbags", "ABS", "Panoramic Sunroof", "Rear Parking Camera"],
      label: STANDARD_EQUIPMENT_LABEL,
      source: "From the new-car catalogue for the Kia Seltos GTX Plus variant (2019-20). The seller may have changed or added equipment; check with them.",
    });
    expect(STANDARD_EQUIPMENT_LABEL).toBe("Standard on this variant when new");
    expect(vehicle.features).toEqual(["ABS", "Alloy Wheels"]);
  });

  it("shows none for a car not matched to a variant", async () => {
    expect((await page(ids.ownSunroof)).standardEquipment).toBeNull();
  });
});
