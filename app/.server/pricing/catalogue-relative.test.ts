import { describe, expect, it } from "vitest";
import { namesRelated, relatedCatalogueModel, type ModelProfile } from "./catalogue-relative";

const m = (make: string, model: string, engineCc: number | null, bodyType: string | null = "Hatchback"): ModelProfile => ({ make, model, engineCc, bodyType });

// Catalogue models as the 2019-20 catalogue names them.
const catalogue = [
  m("Hyundai", "Grand i10", 1197),
  m("Hyundai", "Grand i10 Nios", 1197),
  m("Hyundai", "Santro", 1086),
  m("Hyundai", "Verna", 1582, "Sedan"),
  m("Hyundai", "Creta", 1582, "SUV"),
  m("Toyota", "Innova Crysta", 2393, "MUV"),
  m("Toyota", "Fortuner", 2755, "SUV"),
  m("Maruti Suzuki", "Alto", 796),
  m("Maruti Suzuki", "Swift", 1197),
  m("Maruti Suzuki", "Dzire", 1197, "Sedan"),
  m("Maruti Suzuki", "Ciaz", 1462, "Sedan"),
  m("Maruti Suzuki", "Wagon R", 998),
  m("Volkswagen", "Polo", 1198),
  m("Volkswagen", "Passat", 1968, "Sedan"),
  m("Tata", "Safari Storme", 2179, "SUV"),
];

const relative = (make: string, model: string, engineCc: number | null, bodyType: string | null = "Hatchback") =>
  relatedCatalogueModel(m(make, model, engineCc, bodyType), catalogue)?.model ?? null;

describe("namesRelated", () => {
  it("links longer and shorter names of one line", () => {
    expect(namesRelated("Innova", "Innova Crysta")).toBe(true);
    expect(namesRelated("i10", "Grand i10")).toBe(true);
    expect(namesRelated("Santro Xing", "Santro")).toBe(true);
    expect(namesRelated("Wagon R Stingray", "Wagon R")).toBe(true);
    expect(namesRelated("New Safari", "Safari Storme")).toBe(true);
    expect(namesRelated("CrossPolo", "Polo")).toBe(true);
  });

  it("does not link unrelated names", () => {
    expect(namesRelated("EON", "Santro")).toBe(false);
    expect(namesRelated("i20", "Grand i10")).toBe(false);
    expect(namesRelated("800", "Alto 800 Tour")).toBe(false);
    expect(namesRelated("Ritz", "Swift")).toBe(false);
  });
});

describe("relatedCatalogueModel", () => {
  it("prefers a relative by name, the closest engine among several", () => {
    expect(relative("Hyundai", "i10", 1197)).toBe("Grand i10");
    expect(relative("Toyota", "Innova", 2494, "MUV")).toBe("Innova Crysta");
    expect(relative("Hyundai", "Santro Xing", 1086)).toBe("Santro");
    expect(relative("Tata", "New Safari", 2179, "SUV")).toBe("Safari Storme");
  });

  it("falls back to the make's model of the nearest engine size and body", () => {
    expect(relative("Maruti Suzuki", "800", 796)).toBe("Alto");
    expect(relative("Maruti Suzuki", "Ritz", 1197)).toBe("Swift");
    expect(relative("Maruti Suzuki", "SX4", 1586, "Sedan")).toBe("Ciaz");
    expect(relative("Hyundai", "Accent", 1495, "Sedan")).toBe("Verna");
    expect(relative("Volkswagen", "Jetta", 1968, "Sedan")).toBe("Passat");
  });

  it("finds nothing across makes, for an engine far from every model, or with no engine to compare", () => {
    expect(relative("Chevrolet", "Beat", 1199)).toBeNull();
    expect(relative("Tata", "Nano", 624)).toBeNull();
    expect(relative("Hyundai", "EON", null)).toBeNull();
  });
});
