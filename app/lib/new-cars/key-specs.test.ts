import { describe, expect, it } from "vitest";
import { emptySpecs } from "../variant-specs";
import { keySpecGroups } from "./key-specs";

describe("keySpecGroups", () => {
  it("shows five groups, Yes/No for booleans and N/A for what the catalogue does not state", () => {
    const specs = emptySpecs();
    specs.safety.airbags = 6;
    specs.safety.esc = false;
    specs.comfort.appleCarPlay = true;
    const groups = keySpecGroups(specs);
    expect(groups.map((g) => g.title)).toEqual(["Engine & Performance", "Dimensions & Capacity", "Safety", "Comfort & Convenience", "Infotainment"]);
    const value = (label: string) => groups.flatMap((g) => g.rows).find((r) => r.label === label)?.value;
    expect(value("Airbags")).toBe("6");
    expect(value("Electronic stability control")).toBe("No");
    expect(value("Apple CarPlay")).toBe("Yes");
    expect(value("Android Auto")).toBe("N/A");
    expect(value("ISOFIX child-seat mounts")).toBe("N/A");
  });
});
