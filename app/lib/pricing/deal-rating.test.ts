import { describe, expect, it } from "vitest";
import { rateDeal } from "./deal-rating";

// A range 20% either side of a 10 lakh estimate (on a log scale, as prices vary).
const range = { estimate: 1_000_000, low: 800_000, high: 1_250_000 };

describe("rateDeal", () => {
  it.each([
    [700_000, "great"],
    [799_000, "great"],
    // On the range's edge is inside it (the box under the rating says so): not great, not overpriced.
    [800_000, "good"],
    [880_000, "good"],
    [950_000, "fair"],
    [1_000_000, "fair"],
    [1_060_000, "fair"],
    [1_150_000, "high"],
    [1_250_000, "high"],
    [1_251_000, "overpriced"],
    [2_000_000, "overpriced"],
  ])("an asking price of %i is %s", (price, rating) => {
    expect(rateDeal(price, range)).toBe(rating);
  });

  it("treats a lopsided range by its own side", () => {
    const narrowBelow = { estimate: 1_000_000, low: 950_000, high: 1_500_000 };
    expect(rateDeal(940_000, narrowBelow)).toBe("great");
    expect(rateDeal(1_100_000, narrowBelow)).toBe("fair");
  });
});
