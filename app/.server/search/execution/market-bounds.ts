/**
 * The cheapest and dearest asking price and the oldest and newest model year of the cars on
 * sale: the bounds the filter pickers offer (issue 34: a year picker ran to 2026 over data
 * whose newest car is a 2020 model, and the price boxes clamped to fixed numbers that hid
 * half the used cars). Read from the cheapest-first order's two ends and the per-year
 * running totals, so nothing is read per listing but the few dead slots at either end.
 */
import type { Span } from "~/lib/filters/filter-bounds";
import type { ListingIndex } from "../store/listing-index";

export interface MarketBounds {
  /** Null when no car on sale has a price. */
  price: Span | null;
  /** Null when no car is on sale. */
  year: Span | null;
}

export function marketBounds(ix: ListingIndex): MarketBounds {
  const order = ix.order("price_asc");
  const priced = (i: number) => ix.alive[order[i]] === 1 && ix.price[order[i]] > 0;
  let low = 0;
  while (low < order.length && !priced(low)) low++;
  let high = order.length - 1;
  while (high > low && !priced(high)) high--;
  const price = low < order.length ? { min: ix.price[order[low]], max: ix.price[order[high]] } : null;
  return { price, year: ix.counts.yearSpan() };
}
