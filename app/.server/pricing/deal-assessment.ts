/**
 * The deal rating of one listing: the fair-price estimate of its car, and where its asking
 * price sits against it (app/lib/pricing/deal-rating.ts), or no rating and why.
 */
import { MIN_COMPARABLES_TO_RATE, rateDeal, UNRATED_REASONS } from "~/lib/pricing/deal-rating";
import type { DealRating } from "~/lib/vehicle";
import type { CarFacts } from "./car-facts";
import type { PriceEstimator } from "./price-estimator";

export interface DealAssessment {
  rating: DealRating | null;
  /** The fair-price estimate and 80% range; null for new cars and before a model exists. */
  estimate: { estimate: number; low: number; high: number } | null;
  /** Why there is no rating (null when rated). */
  reason: string | null;
}

export function assessDeal(estimator: PriceEstimator | null, car: CarFacts, price: number, isNew: boolean): DealAssessment {
  if (isNew) return { rating: null, estimate: null, reason: UNRATED_REASONS.newCar };
  if (!estimator) return { rating: null, estimate: null, reason: UNRATED_REASONS.noModel };
  const range = estimator.range(car);
  const estimate = { estimate: range.estimate, low: range.low, high: range.high };
  if (estimator.modelComparables(car) < MIN_COMPARABLES_TO_RATE) {
    return { rating: null, estimate, reason: UNRATED_REASONS.fewComparables };
  }
  return { rating: rateDeal(price, estimate), estimate, reason: null };
}
