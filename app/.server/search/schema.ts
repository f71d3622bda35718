/**
 * The engine's schema: its sort keys and the columns their orders read, and (declared in
 * app/lib/filters/search-schema.ts) every filter and facet.
 */
import type { ListingQuery } from "~/lib/filters/listing-query";
import type { FacetName } from "~/lib/filters/search-schema";

/** The sort keys of the listing index. */
export const SORT_KEYS = ["price_asc", "price_desc", "year_desc", "mileage_asc", "listed_desc", "economy_desc", "range_desc", "best_deal"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** carGroup code of a listing in no group. */
export const NO_GROUP = -1;

/** Deal rating codes: the DEAL_RATINGS index, or UNRATED. */
export const UNRATED = -1;

/** The index columns the sorts read (the ListingIndex itself; its arrays are replaced as it grows). */
export interface SortColumns {
  size: number;
  ids: Int32Array;
  price: Int32Array;
  year: Int16Array;
  km: Int32Array;
  listedAt: Float64Array;
  fuelEconomy: Float32Array;
  rangeKm: Int32Array;
  deal: Int8Array;
  dealRatio: Float32Array;
}

// The filters and facets, declared once for the engine, the URL parser and the API (pure data
// in app/lib, since the browser parses search URLs too).
export {
  FACETS,
  FACET_NAMES,
  MAX_SEATS,
  ROW_FILTERS,
  ROW_FILTER_NAMES,
  type FacetName,
  type FilterName,
  type RowFilterName,
} from "~/lib/filters/search-schema";

/**
 * What a search filters on: the URL's parameters merged with the phrases understood in `q`
 * (listings/listing-filters.ts), URL parameters winning.
 */
export interface EffectiveFilters extends Omit<ListingQuery, "q" | "sort" | "page" | "pageSize"> {
  /** Cities named in `q`, when the URL names none. */
  cities?: string[];
  minSeats?: number;
  features?: string[];
  luxury?: boolean;
  textWords: string[];
}


/** Facet counts, indexed by code plus the facet's offset (one Int32Array per declared facet). */
export type ScanCounts = Record<FacetName, Int32Array>;
