import { describe, expect, it } from "vitest";
import { barPositions, basisSentence, comparedToEstimate, describePosition, rangeSide } from "./price-position";
import { rateDeal } from "~/lib/pricing/deal-rating";

const range = { estimate: 750_000, low: 650_000, high: 850_000 };

describe("barPositions", () => {
  it("keeps the range and the asking price inside the bar, in order", () => {
    const p = barPositions(700_000, range);
    expect(p.low).toBeGreaterThan(0);
    expect(p.high).toBeLessThan(100);
    expect(p.low).toBeLessThan(p.asking);
    expect(p.asking).toBeLessThan(p.estimate);
    expect(p.estimate).toBeLessThan(p.high);
  });

  it("widens the scale for a price outside the range", () => {
    const p = barPositions(1_000_000, range);
    expect(p.asking).toBeLessThan(100);
    expect(p.asking).toBeGreaterThan(p.high);
  });
});

describe("in words", () => {
  it("names the side of the range", () => {
    expect(rangeSide(600_000, range)).toBe("below");
    expect(rangeSide(650_000, range)).toBe("within");
    expect(rangeSide(900_000, range)).toBe("above");
  });

  it("gives the difference from the estimate in rupees and percent", () => {
    expect(comparedToEstimate(705_000, 750_000)).toBe("₹45,000 (6%) below our estimate");
    expect(comparedToEstimate(790_000, 750_000)).toBe("₹40,000 (5%) above our estimate");
    expect(comparedToEstimate(752_000, 750_000)).toBe("the same as our estimate");
    expect(comparedToEstimate(755_000, 750_000)).toBe("₹5,000 (1%) above our estimate");
  });

  it("says the whole position in one sentence", () => {
    expect(describePosition(600_000, range)).toBe(
      "Asking price ₹6,00,000 is ₹1,50,000 (20%) below our estimate, below the fair-price range of ₹6,50,000 to ₹8,50,000.",
    );
  });
});

describe("basisSentence", () => {
  it("reads as a sentence whatever the basis starts with", () => {
    expect(basisSentence("27 comparable Hyundai Creta listings, 2017-2021")).toBe("Based on 27 comparable Hyundai Creta listings, 2017-2021.");
    expect(basisSentence("No Zeta listings; based on 40 comparable SUV listings, 2014-2018")).toBe("No Zeta listings; based on 40 comparable SUV listings, 2014-2018.");
  });
});

describe("the rating and the sentence under it", () => {
  it("agree at and around the range's edges: great exactly when below it, overpriced exactly when above", () => {
    const range = { estimate: 150_000, low: 124_000, high: 183_000 };
    for (const price of [123_999, 124_000, 124_001, 150_000, 182_999, 183_000, 183_001]) {
      expect(rateDeal(price, range) === "great", `${price}`).toBe(rangeSide(price, range) === "below");
      expect(rateDeal(price, range) === "overpriced", `${price}`).toBe(rangeSide(price, range) === "above");
    }
  });
});
