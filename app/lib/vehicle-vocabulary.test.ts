import { describe, expect, it } from "vitest";
import { NEW_CAR_FUELS } from "./filters/new-car-filters";
import { USED_FUELS } from "./filters/used-car-filters";
import { FILTER_FUELS, FUEL_TYPES } from "./vehicle-vocabulary";

describe("the one list of fuels", () => {
  it("gives each filter the spec's fuels (section 9), derived from FUEL_TYPES", () => {
    expect(FUEL_TYPES).toEqual(["Petrol", "Diesel", "CNG", "LPG", "Electric", "Hybrid"]);
    expect(FILTER_FUELS).toEqual(["Petrol", "Diesel", "CNG", "Electric", "Hybrid"]);
    expect(USED_FUELS).toEqual(["petrol", "diesel", "cng", "electric", "hybrid"]);
    expect(NEW_CAR_FUELS.map((f) => f.value)).toEqual(["petrol", "diesel", "electric", "hybrid"]);
    expect(NEW_CAR_FUELS.map((f) => f.label)).toEqual(["Petrol", "Diesel", "Electric", "Hybrid"]);
  });
});
