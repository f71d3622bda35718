import { describe, expect, it } from "vitest";
import { featureGroupOf, featureMatrix } from "./compare-features";
import { emptySpecs } from "./variant-specs";

describe("featureGroupOf", () => {
  it.each([
    ["6 Airbags", "safety"],
    ["Rear Parking Camera", "safety"],
    ["ABS", "safety"],
    ["Android Auto", "technology"],
    ["Touchscreen Infotainment", "technology"],
    ["Automatic Climate Control", "comfort"],
    ["Sunroof", "comfort"],
    ["Keyless Entry", "comfort"],
    ["Alloy Wheels", "other"],
  ])("%s -> %s", (name, group) => {
    expect(featureGroupOf(name)).toBe(group);
  });
});

describe("featureMatrix", () => {
  it("merges listing features with catalogue specs, per group, one cell per car", () => {
    const specs = emptySpecs();
    specs.comfort.sunroof = false;
    specs.safety.abs = true;
    specs.safety.airbags = 6;
    const groups = featureMatrix([
      { features: ["ABS", "2 Airbags", "Sunroof", "Alloy Wheels"], specs: null },
      { features: [], specs },
    ]);
    expect(groups.map((g) => g.title)).toEqual(["Comfort & Convenience", "Safety Features", "Other Features"]);
    const row = (name: string) => groups.flatMap((g) => g.rows).find((r) => r.name === name)!;
    expect(row("ABS").cells.map((c) => c.presence)).toEqual(["yes", "yes"]);
    expect(row("Airbags").cells).toEqual([{ presence: "yes", detail: "2" }, { presence: "yes", detail: "6" }]);
    // The catalogue says this variant has no sunroof; nobody states alloy wheels for the second car.
    expect(row("Sunroof").cells.map((c) => c.presence)).toEqual(["yes", "no"]);
    expect(row("Alloy Wheels").cells.map((c) => c.presence)).toEqual(["yes", "unknown"]);
  });

  it("lists a feature once whatever its spelling, and leaves out what no car has", () => {
    const specs = emptySpecs();
    specs.comfort.cruiseControl = false;
    const groups = featureMatrix([{ features: ["cruise control", "Cruise Control"], specs: null }, { features: [], specs }]);
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.map((r) => r.name)).toEqual(["cruise control"]);
    expect(rows[0].cells.map((c) => c.presence)).toEqual(["yes", "no"]);
    expect(featureMatrix([{ features: [], specs }])).toEqual([]);
  });
});
