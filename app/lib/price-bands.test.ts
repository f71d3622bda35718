import { describe, expect, it } from "vitest";
import { priceBandOf, PRICE_BANDS } from "./price-bands";

describe("used-car price bands", () => {
  it.each([
    [0, "under-3l"],
    [300_000, "under-3l"],
    [300_001, "3-5l"],
    [500_000, "3-5l"],
    [800_000, "5-8l"],
    [1_200_000, "8-12l"],
    [2_000_000, "12-20l"],
    [2_000_001, "above-20l"],
    [23_000_000, "above-20l"],
  ])("puts ₹%i in %s", (price, key) => {
    expect(priceBandOf(price).key).toBe(key);
  });

  it("labels the bands as the price-range cards do", () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual([
      "Under 3 Lakh", "3-5 Lakh", "5-8 Lakh", "8-12 Lakh", "12-20 Lakh", "Above 20 Lakh",
    ]);
  });
});
