import { describe, expect, it } from "vitest";
import { emptySpecs } from "../variant-specs";
import { formatSpecValue, SPEC_GROUPS, specSheet } from "./spec-sheet";

const subject = (over: Partial<Parameters<typeof specSheet>[0]> = {}) => ({ fuel: "Petrol", transmission: "Manual", specs: emptySpecs(), ...over });

describe("spec sheet", () => {
  it("declares every VariantSpecs field exactly once", () => {
    const specs = emptySpecs();
    const expected = Object.entries(specs).flatMap(([section, value]) =>
      value !== null && typeof value === "object" ? Object.keys(value).map((k) => `${section}.${k}`) : [section],
    );
    const declared = SPEC_GROUPS.flatMap((g) => g.fields.map((f) => f.key)).filter((k) => k !== "fuel" && k !== "transmission");
    expect([...declared].sort()).toEqual([...expected].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("groups in the page's order, with every row N/A when the catalogue states nothing", () => {
    const sheet = specSheet(subject({ fuel: null, transmission: null }));
    expect(sheet.map((g) => g.title)).toEqual(["Engine & performance", "Dimensions & capacity", "Safety", "Comfort & convenience", "Infotainment", "Warranty"]);
    expect(sheet.flatMap((g) => g.rows).every((r) => r.value === "N/A")).toBe(true);
  });

  it("shows units, Indian grouping, Yes/No and km/kg for CNG", () => {
    const specs = emptySpecs();
    specs.engine.displacementCc = 1197;
    specs.dimensions.kerbWeightKg = 1250;
    specs.safety.abs = true;
    specs.safety.esc = false;
    specs.performance.fuelEconomy = 20.4;
    specs.warranty = "3 years / 1,00,000 km";
    const rows = Object.fromEntries(specSheet(subject({ specs })).flatMap((g) => g.rows.map((r) => [r.key, r.value])));
    expect(rows["engine.displacementCc"]).toBe("1,197 cc");
    expect(rows["dimensions.kerbWeightKg"]).toBe("1,250 kg");
    expect(rows["safety.abs"]).toBe("Yes");
    expect(rows["safety.esc"]).toBe("No");
    expect(rows["performance.fuelEconomy"]).toBe("20.4 km/l");
    expect(rows.warranty).toBe("3 years / 1,00,000 km");
    const cng = Object.fromEntries(specSheet(subject({ fuel: "CNG", specs })).flatMap((g) => g.rows.map((r) => [r.key, r.value])));
    expect(cng["performance.fuelEconomy"]).toBe("20.4 km/kg");
  });

  it("formats single values", () => {
    expect(formatSpecValue(null, "cc")).toBe("N/A");
    expect(formatSpecValue("")).toBe("N/A");
    expect(formatSpecValue(0, "litres")).toBe("0 litres");
    expect(formatSpecValue(7)).toBe("7");
  });
});
