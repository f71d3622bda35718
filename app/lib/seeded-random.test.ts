import { describe, expect, it } from "vitest";
import { hashString, mulberry32, seededRandom } from "./seeded-random";

describe("hashString", () => {
  it("is stable and spreads similar keys", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("row-1")).not.toBe(hashString("row-2"));
    expect(hashString("")).toBe(0x811c9dc5);
  });
});

describe("mulberry32", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe("seededRandom", () => {
  it("depends only on its keys", () => {
    const a = seededRandom("file.csv", 7);
    const b = seededRandom("file.csv", 7);
    const c = seededRandom("file.csv", 8);
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect([c.next(), c.next(), c.next()]).not.toEqual(first);
  });

  it("keys are not ambiguous when joined", () => {
    expect(seededRandom("ab", "c").next()).not.toBe(seededRandom("a", "bc").next());
  });

  it("int stays inside its inclusive bounds and reaches both ends", () => {
    const r = seededRandom("int");
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = r.int(1, 4);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(4);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("float, chance and pick behave", () => {
    const r = seededRandom("misc");
    for (let i = 0; i < 100; i++) {
      const f = r.float(2, 3);
      expect(f).toBeGreaterThanOrEqual(2);
      expect(f).toBeLessThan(3);
    }
    expect(r.chance(0)).toBe(false);
    expect(r.chance(1)).toBe(true);
    expect(["x", "y"]).toContain(r.pick(["x", "y"]));
    expect(() => r.pick([])).toThrow(RangeError);
  });
});
