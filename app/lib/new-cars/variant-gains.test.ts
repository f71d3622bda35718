import { describe, expect, it } from "vitest";
import { emptySpecs } from "../variant-specs";
import { variantGains, variantLadder, type LadderVariant } from "./variant-gains";

function variant(slug: string, exShowroom: number | null, features: string[], extra: Partial<LadderVariant> = {}): LadderVariant {
  return { slug, name: slug.toUpperCase(), exShowroom, fuel: "Petrol", gearbox: "Manual", features, specs: null, ...extra };
}

describe("variantGains", () => {
  it("lists the dearer variant's equipment the cheaper one lacks", () => {
    const lxi = variant("lxi", 500_000, ["ABS", "EBD", "2 Airbags"]);
    const vxi = variant("vxi", 600_000, ["ABS", "EBD", "2 Airbags", "Rear Parking Camera", "Bluetooth"]);
    expect(variantGains(lxi, vxi)).toEqual(["Bluetooth", "Rear Parking Camera"]);
  });

  it("counts more airbags as a gain and names how many the cheaper one has", () => {
    const low = variant("s", 800_000, ["2 Airbags"]);
    const high = variant("sx", 1_000_000, ["6 Airbags", "Sunroof"]);
    expect(variantGains(low, high)).toEqual(["Sunroof", "6 Airbags (2 in S)"]);
    expect(variantGains(high, low)).toEqual([]);
  });

  it("reads spec booleans too, and never counts an unstated fact as a gain", () => {
    const specs = emptySpecs();
    const withEsc = { ...specs, safety: { ...specs.safety, esc: true } };
    const low = variant("a", 1, [], { specs: emptySpecs() });
    const high = variant("b", 2, [], { specs: withEsc });
    expect(variantGains(low, high)).toEqual(["Electronic Stability Control"]);
    expect(variantGains(high, variant("c", 3, [], { specs: emptySpecs() }))).toEqual([]);
  });
});

describe("variantLadder", () => {
  const lxi = variant("lxi", 500_000, ["ABS"]);
  const vxi = variant("vxi", 560_000, ["ABS", "Bluetooth"]);
  const vxiAmt = variant("vxi-amt", 610_000, ["ABS", "Bluetooth"], { gearbox: "AMT" });
  const zxi = variant("zxi", 620_000, ["ABS", "Bluetooth", "Sunroof"]);
  const concept = variant("concept", null, ["Everything"]);
  const all = [lxi, vxi, vxiAmt, zxi, concept];

  it("keeps to the chosen variant's fuel and gearbox line when it has neighbours", () => {
    const ladder = variantLadder(all, "vxi");
    expect(ladder.line).toBe("Petrol Manual");
    expect(ladder.steps.map((s) => [s.from.slug, s.to.slug, s.priceDifference, s.gains])).toEqual([
      ["lxi", "vxi", 60_000, ["Bluetooth"]],
      ["vxi", "zxi", 60_000, ["Sunroof"]],
    ]);
  });

  it("falls back to the overall price order for a variant alone in its line", () => {
    const ladder = variantLadder(all, "vxi-amt");
    expect(ladder.line).toBeNull();
    expect(ladder.steps.map((s) => `${s.from.slug}>${s.to.slug}`)).toEqual(["lxi>vxi", "vxi>vxi-amt", "vxi-amt>zxi"]);
  });

  it("has no steps for an unpriced or unknown variant", () => {
    expect(variantLadder(all, "concept").steps).toEqual([]);
    expect(variantLadder(all, "nope").steps).toEqual([]);
  });
});
