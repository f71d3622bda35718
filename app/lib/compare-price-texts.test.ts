import { describe, expect, it } from "vitest";
import { trendCaption, trendGapSentence, trendHeading, wideTrendGap } from "./compare-price-texts";
import { MARKET_SAMPLE, type PriceTrend } from "./compare-trend";

const rangeRover = { year: 2019, make: "Land Rover", model: "Range Rover", variant: "3.0 Vogue SE" };
const market = (latest: number | null, listings = 35): Extract<PriceTrend, { kind: "market" }> => ({
  kind: "market",
  points: [5_600_000, 5_500_000, null, 5_450_000, 5_400_000, 5_380_000, latest],
  listings: [30, 31, 0, 33, 34, listings, latest === null ? 0 : listings],
});

describe("trend heading and caption", () => {
  it("says the market line is every variant of the model year, not this car", () => {
    const trend = market(5_380_000);
    expect(trendHeading(trend)).toBe("Market price trend, last 6 months");
    expect(trendCaption(trend, rangeRover)).toBe(
      "Median asking price of all 2019 Land Rover Range Rover listings on sale at each date (up to 35 cars, every variant), not a price for this car.",
    );
  });

  it("does not say 'all' when each date's median read only the most recent MARKET_SAMPLE cars", () => {
    expect(trendCaption(market(5_380_000, MARKET_SAMPLE), rangeRover)).toBe(
      `Median asking price of the ${MARKET_SAMPLE} 2019 Land Rover Range Rover listings most recently put on sale before each date (every variant), not a price for this car.`,
    );
  });

  it("says the listing line is this car's own asking price", () => {
    const own: Extract<PriceTrend, { kind: "listing" }> = { kind: "listing", points: [null, null, 1_000_000, 1_000_000, 950_000, 950_000, 950_000] };
    expect(trendHeading(own)).toBe("This car's price, last 6 months");
    expect(trendCaption(own, rangeRover)).toBe("This car's own asking price, from its price history.");
    expect(trendHeading({ kind: "none" })).toBe("Price trend, last 6 months");
  });
});

describe("trendGapSentence", () => {
  const pricey = { variant: 23_800_000, modelMedian: 19_000_000 };

  it("names the variant when its new price is above the model's typical variant, as the fair price is above the median", () => {
    expect(trendGapSentence(market(5_380_000), 10_900_000, rangeRover, pricey)).toBe(
      "This car's fair price is 103% above the latest median: its variant (3.0 Vogue SE) is ₹2,38,00,000 ex-showroom, more than a typical Range Rover variant (₹1,90,00,000).",
    );
  });

  it("names a cheaper variant for a fair price well below the median", () => {
    expect(trendGapSentence(market(1_000_000), 700_000, { model: "Creta", variant: "1.4 E" }, { variant: 1_000_000, modelMedian: 1_400_000 })).toBe(
      "This car's fair price is 30% below the latest median: its variant (1.4 E) is ₹10,00,000 ex-showroom, less than a typical Creta variant (₹14,00,000).",
    );
  });

  it("says what the median covers when the variant does not explain the gap", () => {
    const generic = "This car's fair price is 103% above the latest median: the median covers every variant, km and owner count on sale; the fair price is for this car alone.";
    // A typical variant, a cheaper one, or none known: the variant is not the reason given.
    expect(trendGapSentence(market(5_380_000), 10_900_000, rangeRover, { variant: 19_000_000, modelMedian: 19_000_000 })).toBe(generic);
    expect(trendGapSentence(market(5_380_000), 10_900_000, rangeRover, { variant: 12_000_000, modelMedian: 19_000_000 })).toBe(generic);
    expect(trendGapSentence(market(5_380_000), 10_900_000, rangeRover, null)).toBe(generic);
  });

  it("compares with the latest known median and stays silent when the two are close", () => {
    // No median now: the one a month ago (₹53.8 L) is the latest.
    expect(wideTrendGap(market(null), 10_900_000)).toBeCloseTo(10_900_000 / 5_380_000);
    expect(trendGapSentence(market(5_380_000), 6_500_000, rangeRover, pricey)).toBeNull();
    expect(trendGapSentence(market(5_380_000), 4_400_000, rangeRover, pricey)).toBeNull();
  });

  it("says nothing without a market median or a fair price", () => {
    expect(trendGapSentence({ kind: "listing", points: [null, null, null, null, null, 5_000_000, 4_000_000] }, 10_900_000, rangeRover, pricey)).toBeNull();
    expect(trendGapSentence({ kind: "none" }, 10_900_000, rangeRover, pricey)).toBeNull();
    expect(trendGapSentence(market(5_380_000), null, rangeRover, pricey)).toBeNull();
  });
});
