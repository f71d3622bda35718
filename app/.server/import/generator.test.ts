import { describe, expect, it } from "vitest";
import { generatedFact, popularity, weightedPicker, type GeneratorVariant } from "./generator";
import { demoCatalogueInputs } from "./generator-catalogue";
import { formatSeedReport } from "./seed-report";

const now = new Date("2026-11-01T00:00:00Z");
const swift: GeneratorVariant = {
  make: "Maruti Suzuki", makeId: 1, isLuxury: false,
  model: { id: 2, name: "Swift", bodyType: "Hatchback", variants: [] },
  variant: { id: 3, name: "VXi", fuelType: "Petrol", transmission: "Manual", gearbox: "Manual", seats: 5, features: [] },
  exShowroomPrice: 700_000, fuelType: "Petrol", transmission: "Manual", engineCc: 1197, powerBhp: 82, fuelEconomy: 22,
};

describe("generatedFact", () => {
  it("is deterministic", () => {
    expect(generatedFact(swift, "synthetic", "syn-1", now)).toEqual(generatedFact(swift, "synthetic", "syn-1", now));
  });

  it("depreciates 10-15% a year with noise and drives 8-15k km a year", () => {
    for (let n = 0; n < 300; n++) {
      const f = generatedFact(swift, "synthetic", `syn-${n}`, now);
      const age = now.getUTCFullYear() - f.year;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(14);
      expect(f.price).toBeLessThan(700_000 * 0.9 ** (age + 0.5) * 1.08 + 1000);
      expect(f.price).toBeGreaterThan(Math.max(60_000, 700_000 * 0.85 ** (age + 0.5) * 0.92) - 1000);
      expect(f.km).toBeLessThanOrEqual((age + 1) * 15_000 + 100);
      expect(f.km).toBeGreaterThanOrEqual(500);
      expect(f.name).toBe("Maruti Suzuki Swift VXi");
      expect(f.price % 1000).toBe(0);
    }
  });
});

describe("weightedPicker and popularity", () => {
  it("picks by weight", () => {
    const pick = weightedPicker(["a", "b", "c"], (x) => (x === "b" ? 0 : 1));
    expect(pick(0)).toBe("a");
    expect(pick(0.49)).toBe("a");
    expect(pick(0.51)).toBe("c");
    expect(pick(0.999)).toBe("c");
  });

  it("makes supercars rare", () => {
    expect(popularity({ ...swift, exShowroomPrice: 40_000_000, isLuxury: true })).toBeLessThan(popularity({ ...swift, isLuxury: true }));
    expect(popularity({ ...swift, isLuxury: true })).toBeLessThan(popularity(swift));
  });
});

describe("demoCatalogueInputs", () => {
  it("has at least 12 makes and 40 models with prices and unique keys", () => {
    const inputs = demoCatalogueInputs();
    expect(new Set(inputs.map((i) => i.make)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(inputs.map((i) => `${i.make}/${i.model}`)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(inputs.map((i) => i.sourceKey)).size).toBe(inputs.length);
    expect(inputs.every((i) => i.exShowroomPrice! > 300_000 && i.transmission !== null)).toBe(true);
    const ev = inputs.find((i) => i.fuelType === "Electric")!;
    expect(ev.rangeKm).toBeGreaterThan(100);
    expect(ev.specs.engine.displacementCc).toBeNull();
    expect(ev.specs.dimensions.lengthMm).toBeNull();
  });
});

describe("formatSeedReport", () => {
  it("summarises counts, skip reasons and the first skipped rows", () => {
    const text = formatSeedReport({
      files: [{ file: "used_cars_data.csv", read: 6652, imported: 5416, skipped: { duplicate: 2, "missing price": 1234 },
        skippedRows: [{ row: 739, reason: "duplicate" }] }],
      makes: 46, models: 263, variants: 1276, listings: 13033, crossListed: 1363, priceChanges: 2033, synthetic: 100000,
      durationMs: 8300, mode: "real",
    });
    expect(text).toContain("Seed (real data) finished in 8.3 s");
    expect(text).toContain("46 makes, 263 models, 1,276 variants");
    expect(text).toContain("Synthetic listings: 1,00,000");
    expect(text).toContain("used_cars_data.csv: read 6,652, imported 5,416, skipped 1,236 (missing price 1,234, duplicate 2)");
    expect(text).toContain("739 duplicate");
  });
});
