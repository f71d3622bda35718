/**
 * The price and year range of the cars on sale, from the search index (see
 * app/lib/filters/filter-bounds.ts). Kept a minute: reading the cheapest-first order brings it
 * up to date with the writes since its last use (a merge over every slot at a million
 * listings), which a search sorted by price pays anyway but a plain results page need not pay
 * after every write; the market's cheapest and dearest car move rarely, and a minute-old bound
 * only clamps a typed price to a figure a minute old.
 */
import { EMPTY_MARKET_BOUNDS, type FilterBounds } from "~/lib/filters/filter-bounds";
import type { Database } from "../db/client";
import { getListingIndex, marketBounds, type ListingIndex } from "../search";

const KEEP_MS = 60_000;
let kept: { index: ListingIndex; at: number; bounds: FilterBounds } | null = null;

export async function getFilterBounds(db: Database, now = Date.now()): Promise<FilterBounds> {
  const index = await getListingIndex(db);
  if (kept && kept.index === index && now - kept.at < KEEP_MS) return kept.bounds;
  const { price, year } = marketBounds(index);
  const bounds = { price: price ?? EMPTY_MARKET_BOUNDS.price, year: year ?? EMPTY_MARKET_BOUNDS.year };
  kept = { index, at: now, bounds };
  return bounds;
}
