import { describe, expect, it } from "vitest";
import { choosePriceTrend, listingSeries, MIN_MARKET_LISTINGS, trendDates } from "./compare-trend";

const now = new Date("2026-11-15T12:00:00Z");
const dates = trendDates(now);

describe("trendDates", () => {
  it("gives seven monthly points ending now", () => {
    expect(dates.map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2026-05-15", "2026-06-15", "2026-07-15", "2026-08-15", "2026-09-15", "2026-10-15", "2026-11-15",
    ]);
  });
});

describe("listingSeries", () => {
  it("prices each date from the history, nothing before the car was listed", () => {
    const history = [
      { date: "2026-08-01T00:00:00Z", price: 1_100_000 },
      { date: "2026-10-01T00:00:00Z", price: 1_050_000 },
    ];
    expect(listingSeries(history, "2026-08-01T00:00:00Z", 1_050_000, dates)).toEqual([
      null, null, null, 1_100_000, 1_100_000, 1_050_000, 1_050_000,
    ]);
  });

  it("uses the current price when no history was recorded", () => {
    expect(listingSeries([], "2026-10-20T00:00:00Z", 900_000, dates)).toEqual([null, null, null, null, null, null, 900_000]);
  });
});

describe("choosePriceTrend", () => {
  const flat = [null, null, null, null, 900_000, 900_000, 900_000];
  const market = (medians: (number | null)[], listings = MIN_MARKET_LISTINGS) => medians.map((median) => ({ median, listings: median === null ? 0 : listings }));

  it("shows the car's own history when its price changed", () => {
    const own = [null, null, 1_000_000, 1_000_000, 950_000, 950_000, 950_000];
    expect(choosePriceTrend(own, market([1, 2, 3, 4, 5, 6, 7]))).toEqual({ kind: "listing", points: own });
  });

  it("falls back to the model-year median when the car's price never moved", () => {
    const trend = choosePriceTrend(flat, market([null, null, null, null, 980_000, 960_400.4, 950_000]));
    expect(trend).toEqual({ kind: "market", points: [null, null, null, null, 980_000, 960_400, 950_000], listings: [0, 0, 0, 0, 3, 3, 3] });
  });

  it("ignores medians of too few listings and says when there is not enough data", () => {
    expect(choosePriceTrend(flat, market([null, null, null, null, null, 900_000, 910_000], MIN_MARKET_LISTINGS - 1))).toEqual({ kind: "none" });
    expect(choosePriceTrend(flat, market([null, null, null, null, null, null, 910_000]))).toEqual({ kind: "none" });
  });
});
