import { describe, expect, it } from "vitest";
import { NOT_AVAILABLE, specSections } from "./spec-rows";
import { emptySpecs } from "./variant-specs";

describe("specSections", () => {
  it("shows N/A for every row when the model is not in the catalogue", () => {
    const sections = specSections(null);
    expect(sections.map((s) => s.title)).toEqual(["Engine & Performance", "Dimensions", "Safety Features", "Comfort & Convenience"]);
    expect(sections.flatMap((s) => s.rows).every((r) => r.value === NOT_AVAILABLE)).toBe(true);
  });

  it("formats known values with units and Indian grouping, leaving unknown ones N/A", () => {
    const specs = emptySpecs();
    specs.engine.displacementCc = 1497;
    specs.performance.powerBhp = 113.4;
    specs.dimensions.lengthMm = 4300;
    specs.safety.airbags = 6;
    specs.safety.abs = true;
    specs.comfort.sunroof = false;
    const rows = Object.fromEntries(specSections(specs).flatMap((s) => s.rows.map((r) => [r.key, r.value])));
    expect(rows).toMatchObject({
      displacement: "1,497 cc",
      power: "113.4 bhp",
      length: "4,300 mm",
      airbags: "6",
      abs: "Yes",
      sunroof: "No",
      ebd: NOT_AVAILABLE,
      torque: NOT_AVAILABLE,
    });
  });

  it("prefers the catalogue's own power text when it has one", () => {
    const specs = emptySpecs();
    specs.performance.powerBhp = 113;
    specs.performance.powerText = "113 bhp @ 6300 rpm";
    const power = specSections(specs)[0]!.rows.find((r) => r.key === "power");
    expect(power?.value).toBe("113 bhp @ 6300 rpm");
  });
});
