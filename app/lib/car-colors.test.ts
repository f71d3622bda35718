import { describe, expect, it } from "vitest";
import {
  CAR_COLORS,
  FALLBACK_COLOR_HEX,
  INTERIOR_COLORS,
  colorHex,
  pickWeighted,
} from "./car-colors";

describe("CAR_COLORS", () => {
  it("has unique names, valid hex values and positive weights", () => {
    expect(CAR_COLORS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(CAR_COLORS.map((c) => c.name.toLowerCase())).size).toBe(CAR_COLORS.length);
    for (const c of CAR_COLORS) {
      expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(c.exteriorWeight).toBeGreaterThan(0);
    }
  });

  it("weights white, silver and grey as the majority, as on Indian roads", () => {
    const total = CAR_COLORS.reduce((s, c) => s + c.exteriorWeight, 0);
    const neutral = CAR_COLORS.filter((c) => /white|silver|grey|titanium|steel/i.test(c.name))
      .reduce((s, c) => s + c.exteriorWeight, 0);
    expect(neutral / total).toBeGreaterThan(0.5);
  });

  it("lists the interior colours", () => {
    expect(INTERIOR_COLORS).toEqual(["Black", "Beige", "Dual Tone Black & Beige", "Grey", "Tan"]);
  });
});

describe("colorHex", () => {
  it("resolves catalogue names case-insensitively and ignores extra spaces", () => {
    expect(colorHex("Fiery Red")).toBe("#B3151D");
    expect(colorHex("  fiery   RED ")).toBe("#B3151D");
    expect(colorHex("NEXA BLUE")).toBe("#1E3A8C");
  });

  it.each([
    ["white", "#F1F2F0"],
    ["Dark Grey Metallic", "#6C7073"],
    ["gray", "#6C7073"],
    ["Silver", "#B8BCBF"],
    ["Jet Black", "#1D1E21"],
    ["Candy red", "#B3151D"],
    ["Sky Blue", "#1E3A8C"],
    ["Brown", "#6E4F37"],
    ["Sunburst Orange", "#D9621E"],
    ["Olive Green", "#2F6B45"],
    ["Yellow", "#E2B51B"],
    ["Maroon", "#5E1621"],
  ])("maps the loose name %s to %s", (name, hex) => {
    expect(colorHex(name)).toBe(hex);
  });

  it("uses the first colour word of a dual-tone name", () => {
    expect(colorHex("Red with Black Roof")).toBe(colorHex("red"));
  });

  it("falls back to neutral silver for unknown or empty names", () => {
    expect(colorHex("Unobtainium Sparkle")).toBe(FALLBACK_COLOR_HEX);
    expect(colorHex("")).toBe(FALLBACK_COLOR_HEX);
    // "reddish" is not the word "red": no guessing inside words.
    expect(colorHex("Reddish")).toBe(FALLBACK_COLOR_HEX);
  });
});

describe("pickWeighted", () => {
  const items = ["a", "b", "c"] as const;
  const weights: Record<string, number> = { a: 1, b: 2, c: 1 };
  const weight = (t: string) => weights[t];

  it("maps random01 onto cumulative weight ranges", () => {
    expect(pickWeighted(items, weight, 0)).toBe("a");
    expect(pickWeighted(items, weight, 0.24)).toBe("a");
    expect(pickWeighted(items, weight, 0.25)).toBe("b");
    expect(pickWeighted(items, weight, 0.74)).toBe("b");
    expect(pickWeighted(items, weight, 0.75)).toBe("c");
    expect(pickWeighted(items, weight, 0.999999)).toBe("c");
  });

  it("clamps random01 outside [0, 1)", () => {
    expect(pickWeighted(items, weight, 1)).toBe("c");
    expect(pickWeighted(items, weight, 7)).toBe("c");
    expect(pickWeighted(items, weight, -3)).toBe("a");
  });

  it("is deterministic and never picks zero-weight items", () => {
    const w = (t: string) => (t === "b" ? 0 : 1);
    for (let i = 0; i < 100; i++) {
      const r = i / 100;
      expect(pickWeighted(items, w, r)).not.toBe("b");
      expect(pickWeighted(items, w, r)).toBe(pickWeighted(items, w, r));
    }
  });

  it("picks uniformly when no item has a positive weight", () => {
    expect(pickWeighted(items, () => 0, 0.5)).toBe("b");
    expect(pickWeighted(items, () => Number.NaN, 0.9)).toBe("c");
  });

  it("rejects an empty list", () => {
    expect(() => pickWeighted([], () => 1, 0.5)).toThrow(RangeError);
  });

  it("follows the weights over many evenly spaced draws", () => {
    const counts = new Map<string, number>();
    const n = 10_000;
    for (let i = 0; i < n; i++) {
      const c = pickWeighted(CAR_COLORS, (x) => x.exteriorWeight, (i + 0.5) / n);
      counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
    }
    const total = CAR_COLORS.reduce((s, c) => s + c.exteriorWeight, 0);
    for (const c of CAR_COLORS) {
      expect(counts.get(c.name)! / n).toBeCloseTo(c.exteriorWeight / total, 2);
    }
  });
});
