/**
 * The search's filters and facets, each declared once: the engine (app/.server/search)
 * generates its pass, its counters, its lookup tables and the API's `facets` from these lists,
 * and its planner sends a search down a fast path only when every filter it has is one that
 * path declares it supports. Pure data, so the browser's URL parser can read it too.
 *
 * Adding a filter users can count by: declare it in FACETS (or ROW_FILTERS when nothing is
 * counted), give the index a column for it (store/listing-index.ts and its loader), and a
 * parameter in listing-query.ts; the pass, the counters, the running totals and the facet list
 * follow from the declaration.
 */
/** The most seats a car is counted with (the seats facet has one count per number, and one for unknown). */
export const MAX_SEATS = 20;

/**
 * A facet: every search counts its values, each count ignoring the facet's own filter (so the
 * panel can say "Diesel (120)" while Petrol is ticked).
 * - `column`: the index column whose codes it counts;
 * - `offset`: 1 where the column stores -1 for "none" (an unrated deal, unknown seats), so
 *   codes index the counts from 0;
 * - `test`: how its filter is checked: a lookup table over the codes ("values"), or the price
 *   range (the price band facet counts bands; its filter is minPrice/maxPrice);
 * - `values`: how its codes are named in the API (and how many there can be): the column's
 *   dictionary, the price bands, the deal ratings, or seat counts up to MAX_SEATS;
 * - `limit`: the most values the API lists (the most common first).
 */
export const FACETS = [
  { name: "make", column: "make", offset: 0, test: "values", values: "dictionary" },
  { name: "fuelType", column: "fuelType", offset: 0, test: "values", values: "dictionary" },
  { name: "bodyType", column: "bodyType", offset: 0, test: "values", values: "dictionary" },
  { name: "transmission", column: "transmission", offset: 0, test: "values", values: "dictionary" },
  { name: "city", column: "city", offset: 0, test: "values", values: "dictionary", limit: 30 },
  { name: "priceBand", column: "priceBand", offset: 0, test: "priceRange", values: "priceBands" },
  { name: "deal", column: "deal", offset: 1, test: "values", values: "dealRatings" },
  { name: "seats", column: "seats", offset: 1, test: "values", values: "seatCounts" },
] as const satisfies readonly FacetDeclaration[];

export interface FacetDeclaration {
  name: string;
  column: string;
  offset: 0 | 1;
  test: "values" | "priceRange";
  values: "dictionary" | "priceBands" | "dealRatings" | "seatCounts";
  limit?: number;
}

export type FacetName = (typeof FACETS)[number]["name"];
export const FACET_NAMES: readonly FacetName[] = FACETS.map((facet) => facet.name);

/**
 * Filters that are not counted: each row either passes or misses.
 * - "range": the column between `min` and `max` (the filter values' names), bounds included;
 * - "equals": the column equals the value named `value`;
 * - "values": a lookup table over the column's codes (shifted by `offset`).
 */
export const ROW_FILTERS = [
  { name: "year", column: "year", test: "range", min: "minYear", max: "maxYear" },
  { name: "km", column: "km", test: "range", min: "minKm", max: "maxKm" },
  { name: "isNew", column: "isNew", test: "equals", value: "wantNew" },
  { name: "model", column: "model", test: "values", offset: 0 },
  { name: "source", column: "source", test: "values", offset: 0 },
  { name: "owners", column: "owners", test: "values", offset: 1 },
  { name: "text", column: "text", test: "values", offset: 0 },
  { name: "features", column: "features", test: "values", offset: 0 },
] as const satisfies readonly RowFilterDeclaration[];

export type RowFilterDeclaration =
  | { name: string; column: string; test: "range"; min: string; max: string }
  | { name: string; column: string; test: "equals"; value: string }
  | { name: string; column: string; test: "values"; offset: 0 | 1 };

export type RowFilterName = (typeof ROW_FILTERS)[number]["name"];
export const ROW_FILTER_NAMES: readonly RowFilterName[] = ROW_FILTERS.map((filter) => filter.name);

/** Any filter of a search, counted or not: what the planner's fast paths declare they support. */
export type FilterName = FacetName | RowFilterName;
