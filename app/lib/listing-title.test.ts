import { describe, expect, it } from "vitest";
import { deriveMakeModel, listingTitle } from "./listing-title";

describe("listingTitle", () => {
  it("joins make, model and variant", () => {
    expect(listingTitle("Maruti Suzuki", "Dzire", "VDI")).toBe("Maruti Suzuki Dzire VDI");
  });

  it("drops a blank variant and collapses whitespace", () => {
    expect(listingTitle("Hyundai", "Creta", null)).toBe("Hyundai Creta");
    expect(listingTitle(" Honda ", "City  ", "  ")).toBe("Honda City");
  });
});

describe("deriveMakeModel", () => {
  const known = ["Maruti Suzuki", "Hyundai", "Land Rover", "BMW", "Mercedes-Benz", "Tata"];

  it("takes the first word as make and the rest as model", () => {
    expect(deriveMakeModel("Hyundai Creta SX")).toEqual({ make: "Hyundai", model: "Creta SX", year: null });
  });

  it("recognises and removes a year anywhere in the title", () => {
    expect(deriveMakeModel("2017 Hyundai Creta", known)).toEqual({ make: "Hyundai", model: "Creta", year: 2017 });
    expect(deriveMakeModel("Tata Nexon 2021 XZ", known)).toEqual({ make: "Tata", model: "Nexon XZ", year: 2021 });
    expect(deriveMakeModel("Maruti 800 1989").year).toBeNull();
    expect(deriveMakeModel("Maruti 800 1989").model).toBe("800 1989");
  });

  it("recognises multi-word makes", () => {
    expect(deriveMakeModel("Maruti Suzuki Swift VXi", known).make).toBe("Maruti Suzuki");
    expect(deriveMakeModel("land rover Defender 110").make).toBe("Land Rover");
    expect(deriveMakeModel("Aston Martin Vantage")).toMatchObject({ make: "Aston Martin", model: "Vantage" });
    expect(deriveMakeModel("Rolls-Royce Ghost")).toMatchObject({ make: "Rolls-Royce", model: "Ghost" });
  });

  it("uses the known spelling of a make", () => {
    expect(deriveMakeModel("bmw X1 sDrive20d", known)).toEqual({ make: "BMW", model: "X1 sDrive20d", year: null });
  });

  it("handles titles without a model or without words", () => {
    expect(deriveMakeModel("Hyundai")).toEqual({ make: "Hyundai", model: null, year: null });
    expect(deriveMakeModel("  ")).toEqual({ make: null, model: null, year: null });
    expect(deriveMakeModel("2020")).toEqual({ make: null, model: null, year: 2020 });
  });
});
