/** The sort keys of the listing index and the columns their orders read. */
export const SORT_KEYS = ["price_asc", "price_desc", "year_desc", "mileage_asc", "listed_desc", "economy_desc", "range_desc", "best_deal"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

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
