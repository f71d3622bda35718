/** The price and year range of the cars on sale, from the search index (see app/lib/filters/filter-bounds.ts). */
import { EMPTY_MARKET_BOUNDS, type FilterBounds } from "~/lib/filters/filter-bounds";
import type { Database } from "../db/client";
import { getListingIndex, marketBounds } from "../search";

export async function getFilterBounds(db: Database): Promise<FilterBounds> {
  const { price, year } = marketBounds(await getListingIndex(db));
  return { price: price ?? EMPTY_MARKET_BOUNDS.price, year: year ?? EMPTY_MARKET_BOUNDS.year };
}
