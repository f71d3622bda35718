import { describe, expect, it } from "vitest";
import { isSameCar } from "../partners/same-car";
import { buildListings, describeListing, type PreparedListing } from "./listing-build";
import type { ListingIdentity } from "./catalogue-match";
import type { ListingFact } from "./listing-rows";

const now = new Date("2026-11-01T00:00:00Z");
const fact: ListingFact = {
  file: "used_cars_data.csv", key: "ucd-1", name: "Maruti Swift Dzire VDI", year: 2014, km: 145500, price: 450000,
  fuelType: "Diesel", transmission: "Manual", ownerCount: 2, seats: null, engineCc: 1248, powerBhp: 74,
  fuelEconomy: 23.4, city: "Mumbai", sellerType: null,
};
const variantRef = { id: 9, name: "VDi", fuelType: "Diesel", transmission: "Manual", gearbox: "Manual", seats: 5, features: ["ABS"] };
const linked: ListingIdentity = {
  make: "Maruti Suzuki", makeRef: null, model: "Dzire", modelRef: { id: 3, name: "Dzire", bodyType: "Sedan", variants: [variantRef] },
  variant: "VDI", variantRef,
};

describe("describeListing", () => {
  it("states only the row's facts, with Indian digit grouping", () => {
    expect(describeListing({ year: 2014, title: "Maruti Suzuki Dzire VDI", fuelType: "Diesel", transmission: "Manual",
      km: 145500, ownerCount: 2, city: "Mumbai", state: "Maharashtra" }))
      .toBe("2014 Maruti Suzuki Dzire VDI: diesel, manual, 1,45,500 km driven, second owner. In Mumbai, Maharashtra.");
    expect(describeListing({ year: 2020, title: "X Y", fuelType: "Petrol", transmission: "Automatic", km: 10,
      ownerCount: 0, city: "Delhi", state: "Delhi" })).toBe("2020 X Y: petrol, automatic, 10 km driven, test-drive car, no previous owner. In Delhi.");
  });
});

describe("buildListings", () => {
  const [row] = buildListings(fact, linked, { now, makeId: 1, isSynthetic: false, crossList: false }).map((p) => p.row);

  it("builds the listing from the fact and the catalogue link", () => {
    expect(row).toMatchObject({
      title: "Maruti Suzuki Dzire VDI", make: "Maruti Suzuki", model: "Dzire", variant: "VDI", makeId: 1, modelId: 3,
      variantId: 9, price: 450000, priceBand: "3-5l", bodyType: "Sedan", seats: 5, gearbox: "Manual", features: ["ABS"],
      city: "Mumbai", state: "Maharashtra", source: expect.any(String), sourceId: "ucd-1", sourceUrl: null,
      status: "active", isNew: false, isSynthetic: false,
      searchText: "maruti suzuki dzire vdi maruti suzuki dzire vdi",
    });
  });

  it("derives the body type of an unlinked car and leaves its links and features empty", () => {
    const [unlinked] = buildListings(fact, { ...linked, model: "Swift", modelRef: null, variantRef: null, variant: "VDI" },
      { now, makeId: null, isSynthetic: false, crossList: false });
    expect(unlinked.row).toMatchObject({ bodyType: "Hatchback", modelId: null, variantId: null, features: [], gearbox: null, seats: null });
  });

  it("keeps equipment the source's own variant name states (the data's only record of a sunroof)", () => {
    for (const variant of ["1.5 V AT Sunroof", "Magna(O) with Sun Roof", "Asta Optional With Sunroof 1.2"]) {
      const [row] = buildListings(fact, { ...linked, model: "City", modelRef: null, variantRef: null, variant }, { now, makeId: null, isSynthetic: false, crossList: false });
      expect(row!.row.features).toEqual(["Sunroof"]);
    }
  });

  it("makes cross-listed copies the same car as the original by the same-car rule, each with its own source id", () => {
    const facts = (row: PreparedListing["row"]) => ({ ...row, exteriorColor: row.exteriorColor ?? null, registrationNumber: row.registrationNumber ?? null });
    for (let i = 0; i < 200; i++) {
      const built = buildListings({ ...fact, key: `ucd-${i}` }, linked, { now, makeId: 1, isSynthetic: false, crossList: true });
      if (built.length === 1) continue;
      const [original, ...copies] = built.map((b) => b.row);
      expect(copies.every((copy) => isSameCar(facts(original), facts(copy)))).toBe(true);
      expect(built.every((b) => b.row.carGroup === undefined)).toBe(true);
      expect(new Set(built.map((b) => b.row.source)).size).toBe(built.length);
      expect(built.slice(1).every((b) => b.row.sourceId.startsWith(`ucd-${i}-`) && b.history.length === 1)).toBe(true);
      return;
    }
    throw new Error("no cross-listed car in 200");
  });
});
