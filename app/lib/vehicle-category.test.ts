import { describe, expect, it } from "vitest";
import { deriveCategory } from "./vehicle-category";
import { BODY_TYPES } from "./vehicle-vocabulary";

describe("deriveCategory", () => {
  it("knows popular Indian models", () => {
    expect(deriveCategory("Swift")).toBe("Hatchback");
    expect(deriveCategory("City")).toBe("Sedan");
    expect(deriveCategory("Verna")).toBe("Sedan");
    expect(deriveCategory("Dzire")).toBe("Sedan");
    expect(deriveCategory("Creta")).toBe("SUV");
    expect(deriveCategory("XUV500")).toBe("SUV");
    expect(deriveCategory("XUV 500")).toBe("SUV");
    expect(deriveCategory("Fortuner")).toBe("SUV");
    expect(deriveCategory("Scorpio")).toBe("SUV");
    expect(deriveCategory("Innova")).toBe("MUV");
    expect(deriveCategory("Ertiga")).toBe("MUV");
    expect(deriveCategory("Go+")).toBe("MUV");
  });

  it("prefers the longest known run of words", () => {
    expect(deriveCategory("Swift Dzire")).toBe("Sedan");
    expect(deriveCategory("Swift VXi")).toBe("Hatchback");
    expect(deriveCategory("Wagon R LXi")).toBe("Hatchback");
    expect(deriveCategory("Maruti Suzuki Ciaz Alpha")).toBe("Sedan");
  });

  it("applies keyword rules before the model table", () => {
    expect(deriveCategory("Mystery SUV")).toBe("SUV");
    expect(deriveCategory("Mystery Sedan")).toBe("Sedan");
    expect(deriveCategory("Mystery Hatch")).toBe("Hatchback");
    expect(deriveCategory("A3 Cabriolet")).toBe("Convertible");
    expect(deriveCategory("Cooper Convertible S")).toBe("Convertible");
    expect(deriveCategory("C-Class Coupe")).toBe("Coupe");
    expect(deriveCategory("Gallardo Coupe")).toBe("Coupe");
    expect(deriveCategory("Bolero Pickup")).toBe("Pickup");
    expect(deriveCategory("D-Max V-Cross Z")).toBe("Pickup");
    expect(deriveCategory("Carnival MPV")).toBe("MUV");
  });

  it("uses feature words", () => {
    expect(deriveCategory("Unknown", ["Convertible roof"])).toBe("Convertible");
  });

  it("falls back to Other and always returns a known body type", () => {
    expect(deriveCategory("Zzz 123")).toBe("Other");
    expect(deriveCategory("")).toBe("Other");
    for (const name of ["Swift", "Creta", "Zzz"]) expect(BODY_TYPES).toContain(deriveCategory(name));
  });
});
