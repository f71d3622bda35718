/**
 * A search's facet counts, sized, completed and named as the declarations say (schema.ts): one
 * Int32Array per facet indexed by code (plus the facet's offset), and the API's `facets`, each
 * value named by the column's dictionary or the facet's fixed list.
 */
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import { PRICE_BANDS } from "~/lib/price-bands";
import type { FacetCount, VehicleFacets } from "~/lib/vehicle";
import { FACET_NAMES, FACETS, MAX_SEATS, type FacetName, type ScanCounts } from "../schema";
import type { ListingIndex } from "../store/listing-index";
import { newScanCounts } from "./compiled-scan";

/** How many codes a facet can have: its dictionary's size (plus a spare, so an empty one still gets a table), or its fixed list's. */
function codesOf(ix: ListingIndex, facet: (typeof FACETS)[number]): number {
  switch (facet.values) {
    case "dictionary":
    case "priceBands":
      return ix.dict[facet.column].values.length + 1;
    case "dealRatings":
      return DEAL_RATINGS.length + facet.offset;
    case "seatCounts":
      return MAX_SEATS + 1 + facet.offset;
  }
}

/** Zeroed facet counts with room for every code. */
export function newCounts(ix: ListingIndex): ScanCounts {
  return newScanCounts(Object.fromEntries(FACETS.map((facet) => [facet.name, codesOf(ix, facet)])) as Record<FacetName, number>, ArrayBuffer);
}

/** Whether counts made earlier still have room for every code (no new make, city or such since). */
export function countsFit(ix: ListingIndex, counts: ScanCounts): boolean {
  return FACETS.every((facet) => counts[facet.name].length >= codesOf(ix, facet));
}

/** The counts of a search that counted its misses: the totals of every car on sale less the misses. */
export function missesToCounts(ix: ListingIndex, counts: ScanCounts) {
  for (const name of FACET_NAMES) {
    const into = counts[name];
    for (let code = 0; code < into.length; code++) into[code] = -into[code];
  }
  ix.counts.addTotals(-1, counts);
}

/** Values with cars, the most common first (ties by name). */
function byCount(values: readonly string[], counts: Int32Array, limit = Infinity): FacetCount[] {
  const list: FacetCount[] = [];
  values.forEach((value, code) => {
    if (counts[code] > 0) list.push({ value, count: counts[code] });
  });
  list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return list.slice(0, limit);
}

/** The API's facets: every declared facet, its values named. */
export function toFacets(ix: ListingIndex, counts: ScanCounts): VehicleFacets {
  const facets = {} as VehicleFacets;
  for (const facet of FACETS) {
    const own = counts[facet.name];
    switch (facet.values) {
      case "dictionary":
        facets[facet.name] = byCount(ix.dict[facet.column].values, own, "limit" in facet ? facet.limit : undefined);
        break;
      case "priceBands": {
        // Every band, in price order, with 0 for a band without cars.
        const bands = new Map(ix.dict.priceBand.values.map((key, code) => [key, own[code]]));
        facets[facet.name] = PRICE_BANDS.map((band) => ({ value: band.key, count: bands.get(band.key) ?? 0 }));
        break;
      }
      case "dealRatings":
        // All five levels (unrated cars, code -1, are in none).
        facets[facet.name] = DEAL_RATINGS.map((rating, code) => ({ value: rating, count: own[code + facet.offset] }));
        break;
      case "seatCounts":
        // Seat counts in order, those with cars (unknown, code -1, is left out).
        facets[facet.name] = Array.from(own.subarray(1 + facet.offset), (count, k) => ({ value: String(k + 1), count })).filter((x) => x.count > 0);
        break;
    }
  }
  return facets;
}
