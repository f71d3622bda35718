/**
 * Deal ratings in the search index, so "great deals only" and "best deals first" cost a search
 * nothing extra. A changed row is rated as it lands; after a full load, or when a refit brings
 * a new model, one background pass re-rates every listing, yielding to requests every few
 * milliseconds (about 0.05 ms a car: ~5 s for 100,000 cars, spread over time slices).
 */
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import type { Database } from "../../db/client";
import { logger } from "../../logger";
import { assessDeal } from "../../pricing/deal-assessment";
import { listingCarFacts } from "../../pricing/listing-facts";
import type { PriceEstimator } from "../../pricing/price-estimator";
import { parseRow, readBatches, ROW_TEXT, type LoadedRow } from "../store/index-rows";
import { UNRATED, type ListingIndex } from "../store/listing-index";
import { inSlices } from "../../background/time-slice";

/** Which model each index was last rated with, and the pass under way (one module graph per process: decision 023). */
const ratedWith = new WeakMap<ListingIndex, PriceEstimator>();
const passes = new WeakMap<ListingIndex, Promise<void>>();

export function rateSlot(index: ListingIndex, estimator: PriceEstimator, row: LoadedRow): void {
  const slot = index.slotOf(row.id);
  if (slot === undefined || index.onSale[slot] === 0) return;
  const deal = assessDeal(estimator, listingCarFacts(row.facts), row.price, row.is_new);
  if (deal.rating === null || !deal.estimate) index.setDeal(slot, UNRATED, Number.NaN);
  else index.setDeal(slot, DEAL_RATINGS.indexOf(deal.rating), row.price / deal.estimate.estimate);
}

/**
 * Starts the re-rating pass when the index was not rated with this model (at most one pass per
 * index at a time); `stillCurrent` stops it when the index has been replaced.
 */
export function rateAllInBackground(db: Database, index: ListingIndex, estimator: PriceEstimator | null, stillCurrent: () => boolean): void {
  if (!estimator || ratedWith.get(index) === estimator || passes.has(index)) return;
  const pass = (async () => {
    const started = performance.now();
    let rated = 0;
    for await (const lines of readBatches(db, ROW_TEXT, 0, true)) {
      if (!stillCurrent()) return;
      await inSlices(lines, (line) => rateSlot(index, estimator, parseRow(line, undefined)));
      rated += lines.length;
    }
    ratedWith.set(index, estimator);
    logger.info({ rated, ms: Math.round(performance.now() - started) }, "deal ratings refreshed");
  })()
    .catch((err: unknown) => logger.error({ err }, "deal rating pass failed"))
    .finally(() => passes.delete(index));
  passes.set(index, pass);
}

/** Whether every listing has its rating from this model and no pass is under way. */
export function dealRatingsCurrent(index: ListingIndex, estimator: PriceEstimator): boolean {
  return !passes.has(index) && ratedWith.get(index) === estimator;
}

/** Waits for a pass under way (tests, benchmarks). */
export async function dealRatingsSettled(index: ListingIndex): Promise<void> {
  await passes.get(index);
}
