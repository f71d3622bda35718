import { describe, expect, it } from "vitest";
import { medianInPlace } from "./median";

const sortedMedian = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[n >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

describe("medianInPlace", () => {
  it("matches percentile_cont(0.5): the middle value, or the mean of the two middle ones", () => {
    expect(medianInPlace(Int32Array.from([30, 10, 20]))).toBe(20);
    expect(medianInPlace(Int32Array.from([800, 600]))).toBe(700);
    expect(medianInPlace(Int32Array.from([5]))).toBe(5);
    expect(medianInPlace(new Int32Array(0))).toBeNaN();
  });

  it("agrees with sorting on random lists full of repeats", () => {
    let seed = 1;
    const rnd = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 300; round++) {
      const values = Array.from({ length: 1 + Math.floor(rnd() * 60) }, () => Math.floor(rnd() * (round % 2 ? 5 : 1_000_000)));
      expect(medianInPlace(Int32Array.from(values))).toBe(sortedMedian(values));
    }
  });
});
