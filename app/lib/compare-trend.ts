/**
 * The 7-point price trend of the comparison page (6 months ago ... now), from real prices
 * only: the car's own price history when its price has changed, else the median asking price
 * of the same model and year at each point, else nothing ("not enough data").
 */
import type { PricePoint } from "./vehicle";

export const TREND_LABELS = ["6m ago", "5m ago", "4m ago", "3m ago", "2m ago", "1m ago", "Now"] as const;

/** A median from fewer listings than this says more about one seller than about the market. */
export const MIN_MARKET_LISTINGS = 3;
/** At most this many listings (the most recently listed then) make a date's market median. */
export const MARKET_SAMPLE = 200;

export interface MarketPoint {
  /** Median asking price at that date; null when no listing was on the market. */
  median: number | null;
  listings: number;
}

export type PriceTrend =
  | { kind: "listing"; points: (number | null)[] }
  | { kind: "market"; points: (number | null)[]; listings: number[] }
  | { kind: "none" };

/** The seven dates of the chart: the same day of each of the last six months, then now. */
export function trendDates(now: Date): Date[] {
  return TREND_LABELS.map((_, i) => {
    const at = new Date(now);
    at.setUTCMonth(at.getUTCMonth() - (TREND_LABELS.length - 1 - i));
    return at;
  });
}

/**
 * The listing's asking price at each date: the latest recorded price at or before it, null
 * before the car was listed. Without history rows the current price is the only one known.
 */
export function listingSeries(history: readonly PricePoint[], listedDate: string, currentPrice: number, dates: readonly Date[]): (number | null)[] {
  const listedAt = new Date(listedDate).getTime();
  const sorted = [...history].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return dates.map((at) => {
    const t = at.getTime();
    if (t < listedAt) return null;
    let price: number | null = null;
    for (const point of sorted) if (Date.parse(point.date) <= t) price = point.price;
    return price ?? sorted[0]?.price ?? currentPrice;
  });
}

const known = (points: readonly (number | null)[]) => points.filter((p): p is number => p !== null);

export function choosePriceTrend(own: readonly (number | null)[], market: readonly MarketPoint[]): PriceTrend {
  if (new Set(known(own)).size > 1) return { kind: "listing", points: [...own] };
  const points = market.map((m) => (m.median !== null && m.listings >= MIN_MARKET_LISTINGS ? Math.round(m.median) : null));
  if (known(points).length >= 2) return { kind: "market", points, listings: market.map((m) => m.listings) };
  return { kind: "none" };
}
