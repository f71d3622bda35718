/**
 * Deal ratings: where an asking price sits against the fair-price estimate and its 80% range
 * (the range about 8 in 10 similar cars are asked within). Shared by the server, which rates,
 * and the pages, which name and explain the levels; API.md names the five levels.
 */
import type { DealRating } from "../vehicle";

export const DEAL_RATINGS = ["great", "good", "fair", "high", "overpriced"] as const satisfies readonly DealRating[];

/**
 * A rating needs this many listings of the same model within two years of the car: with fewer,
 * the estimate leans on other models and a verdict on one asking price would be a guess.
 */
export const MIN_COMPARABLES_TO_RATE = 8;

/**
 * How far from the estimate, as a share of the way to the range's edge, a price stops being
 * "fair": within a third either side of the estimate sits the middle of similar cars' prices.
 */
const FAIR_SHARE = 1 / 3;

export interface PriceRange {
  estimate: number;
  low: number;
  high: number;
}

/** The level of an asking price against an estimate; prices are compared on a log scale. */
export function rateDeal(price: number, range: PriceRange): DealRating {
  const p = Math.log(price);
  const e = Math.log(range.estimate);
  // Position: 0 at the estimate, -1 at the range's low end, +1 at its high end.
  const below = Math.max(e - Math.log(range.low), 1e-9);
  const above = Math.max(Math.log(range.high) - e, 1e-9);
  const t = p < e ? (p - e) / below : (p - e) / above;
  // Strictly outside the range for great and overpriced: an asking price on its edge is inside
  // it, as the box under the rating says ("inside the fair-price range"; price-position.ts).
  if (t < -1) return "great";
  if (t <= -FAIR_SHARE) return "good";
  if (t < FAIR_SHARE) return "fair";
  if (t <= 1) return "high";
  return "overpriced";
}

export const DEAL_LABELS: Record<DealRating, string> = {
  great: "Great deal",
  good: "Good deal",
  fair: "Fair price",
  high: "Priced high",
  overpriced: "Overpriced",
};

/** One line per level for the "how we rate" explanation (details page and pricing guide). */
export const DEAL_EXPLANATIONS: Record<DealRating, string> = {
  great: "Asking price below our fair-price range: cheaper than about 9 in 10 similar cars.",
  good: "Below our estimate, within the lower part of the fair-price range.",
  fair: "Close to our estimate: in the middle of what similar cars are asked.",
  high: "Above our estimate, within the upper part of the fair-price range.",
  overpriced: "Above our fair-price range: dearer than about 9 in 10 similar cars.",
};

/** Why a listing has no rating: plain words, shown where the rating would be. */
export const UNRATED_REASONS = {
  newCar: "New car: sold at the maker's price, not rated",
  fewComparables: "Not rated: too few similar cars to judge",
  noModel: "Not rated yet: our price check is still learning",
} as const;
