import { describe, expect, it } from "vitest";
import { listVariants, parseVariantListQuery, variantListParams } from "./variant-list";

const v = (name: string, exShowroom: number | null, fuel: string, gearbox: string, powerBhp: number | null, fuelEconomy: number | null) => ({
  name, exShowroom, fuel, gearbox, powerBhp, fuelEconomy,
});
const cars = [v("lxi", 500_000, "Petrol", "Manual", 67, 21), v("vdi", 700_000, "Diesel", "Manual", 74, 26), v("zxi amt", 650_000, "Petrol", "AMT", null, 22)];

describe("variants table query", () => {
  it("reads sort and filters case-insensitively, ignoring what the model does not have", () => {
    const q = parseVariantListQuery(new URLSearchParams("sort=power&fuel=petrol&gearbox=CVT"), ["Petrol", "Diesel"], ["Manual", "AMT"]);
    expect(q).toEqual({ sort: "power", fuel: "Petrol", gearbox: null });
    expect(parseVariantListQuery(new URLSearchParams("sort=weird"), [], []).sort).toBe("price");
  });

  it("filters by fuel and gearbox and sorts with unknown figures last", () => {
    expect(listVariants(cars, { sort: "price", fuel: null, gearbox: null }).map((c) => c.name)).toEqual(["lxi", "zxi amt", "vdi"]);
    expect(listVariants(cars, { sort: "power", fuel: null, gearbox: null }).map((c) => c.name)).toEqual(["vdi", "lxi", "zxi amt"]);
    expect(listVariants(cars, { sort: "mileage", fuel: "Petrol", gearbox: null }).map((c) => c.name)).toEqual(["zxi amt", "lxi"]);
    expect(listVariants(cars, { sort: "price", fuel: "Petrol", gearbox: "AMT" }).map((c) => c.name)).toEqual(["zxi amt"]);
  });

  it("leaves defaults out of the address", () => {
    expect(variantListParams({ sort: "price", fuel: null, gearbox: null }).toString()).toBe("");
    expect(variantListParams({ sort: "mileage", fuel: "Diesel", gearbox: null }).toString()).toBe("sort=mileage&fuel=Diesel");
  });
});
