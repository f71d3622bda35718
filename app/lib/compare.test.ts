import { describe, expect, it } from "vitest";
import { checkAdd, compareHref, compareSections, engineSummary, parseCompareIds, rowDiffers, type CompareVehicle } from "./compare";
import { emptySpecs } from "./variant-specs";
import type { Vehicle } from "./vehicle";

function car(id: string, overrides: Partial<Vehicle> = {}, specs: CompareVehicle["specs"] = null): CompareVehicle {
  const vehicle: Vehicle = {
    id,
    title: "Hyundai Creta SX",
    make: "Hyundai",
    model: "Creta",
    price: 1_000_000,
    year: 2019,
    daysOnMarket: 0,
    mileage: 40_000,
    location: "Pune, Maharashtra",
    city: "Pune",
    fuelType: "Petrol",
    transmission: "Manual",
    features: [],
    images: [],
    listedDate: "2026-10-01T00:00:00.000Z",
    source: "CarWale",
    isNew: false,
    ...overrides,
  };
  return { vehicle, specs, fairPrice: null, trend: { kind: "none" }, variantNewPrice: null };
}

describe("parseCompareIds", () => {
  it("keeps listing ids in order, without repeats or junk, at most three", () => {
    expect(parseCompareIds("12, 7,abc,12,-3,0,1.5,9,44")).toEqual(["12", "7", "9"]);
    expect(parseCompareIds("")).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("round-trips through the page URL", () => {
    expect(compareHref(["3", "1"])).toBe("/compare?ids=3,1");
    expect(compareHref([])).toBe("/compare");
    expect(parseCompareIds(new URL(`http://x${compareHref(["3", "1"])}`).searchParams.get("ids"))).toEqual(["3", "1"]);
  });
});

describe("checkAdd", () => {
  it("refuses a car already chosen and a fourth car", () => {
    expect(checkAdd([], "1")).toBe("ok");
    expect(checkAdd(["1", "2"], "2")).toBe("duplicate");
    expect(checkAdd(["1", "2", "3"], "4")).toBe("full");
    expect(checkAdd(["1", "2", "3"], "3")).toBe("duplicate");
  });
});

describe("difference detection", () => {
  it("flags a row when any car shows something else, including N/A against a value", () => {
    expect(rowDiffers(["5", "5", "5"])).toBe(false);
    expect(rowDiffers(["N/A", "N/A"])).toBe(false);
    expect(rowDiffers(["5", "6"])).toBe(true);
    expect(rowDiffers(["N/A", "6"])).toBe(true);
    expect(rowDiffers(["5"])).toBe(false);
  });

  it("lines up each spec row with one value per car, 'N/A' where the catalogue is silent", () => {
    const specs = { ...emptySpecs(), variantId: 1, variantName: "SX", exShowroomPrice: 1_450_000 };
    specs.dimensions = { ...specs.dimensions, lengthMm: 4270 };
    const sections = compareSections([car("1", {}, specs), car("2", { price: 1_200_000, year: 2020 })]);
    expect(sections.map((s) => s.title)).toEqual(["Price & Overview", "Engine & Performance", "Dimensions", "Safety Features", "Comfort & Convenience"]);
    const row = (section: number, key: string) => sections[section].rows.find((r) => r.key === key)!;
    expect(row(0, "price").values).toEqual(["₹10,00,000", "₹12,00,000"]);
    expect(row(0, "exShowroom").values).toEqual(["₹14,50,000", "N/A"]);
    expect(row(0, "fuelType").values).toEqual(["Petrol", "Petrol"]);
    expect(row(2, "length").values).toEqual(["4,270 mm", "N/A"]);
    expect(rowDiffers(row(0, "fuelType").values)).toBe(false);
    expect(rowDiffers(row(0, "year").values)).toBe(true);
  });
});

describe("engineSummary", () => {
  it("prefers the catalogue, falls back to the listing, never guesses", () => {
    expect(engineSummary(car("1", { engineCc: 1497, powerBhp: 113.4 }))).toBe("1,497 cc · 113 bhp");
    expect(engineSummary(car("1"))).toBe("N/A");
  });
});
