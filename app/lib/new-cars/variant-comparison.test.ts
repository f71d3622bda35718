import { describe, expect, it } from "vitest";
import { emptySpecs } from "../variant-specs";
import { compareVariants, onlyDifferences, valuesDiffer } from "./variant-comparison";

function subject(cc: number | null, features: string[]) {
  const specs = emptySpecs();
  specs.engine.displacementCc = cc;
  specs.dimensions.seats = 5;
  return { fuel: "Petrol", transmission: "Manual", specs, features };
}

describe("variant comparison", () => {
  const sections = compareVariants([subject(1197, ["Sunroof", "ABS"]), subject(1197, ["ABS"]), subject(null, ["ABS", "Cruise"])]);
  const row = (key: string) => sections.flatMap((s) => s.rows).find((r) => r.key === key)!;

  it("zips each spec row across the variants and marks the ones that differ", () => {
    expect(row("engine.displacementCc")).toMatchObject({ label: "Engine displacement", values: ["1,197 cc", "1,197 cc", "N/A"], differs: true });
    expect(row("dimensions.seats")).toMatchObject({ values: ["5", "5", "5"], differs: false });
    expect(row("fuel").differs).toBe(false);
  });

  it("lists every equipment item any variant has, alphabetically, as Yes/No", () => {
    const equipment = sections.find((s) => s.id === "equipment")!;
    expect(equipment.rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ["ABS", ["Yes", "Yes", "Yes"], false],
      ["Cruise", ["No", "No", "Yes"], true],
      ["Sunroof", ["Yes", "No", "No"], true],
    ]);
  });

  it("keeps only differing rows and drops sections left empty", () => {
    const diff = onlyDifferences(sections);
    expect(diff.flatMap((s) => s.rows).every((r) => r.differs)).toBe(true);
    expect(diff.map((s) => s.id)).toEqual(["engine", "equipment"]);
  });

  it("compares values as shown", () => {
    expect(valuesDiffer(["Yes", "Yes"])).toBe(false);
    expect(valuesDiffer(["N/A", "Yes"])).toBe(true);
  });
});
