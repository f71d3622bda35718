/**
 * Listings on sale counted by make and model, city, body type, model year and, new and used
 * apart, every search facet, kept up to date by the index as each row changes
 * (ListingIndex.apply, remove and setDeal). Brand counts, the search vocabulary's cities, the
 * /trends counts and searches without facet filters read them in proportion to the number of
 * values, never per listing: the pass over every slot they replace took 23 ms at a million
 * listings and was repeated on whichever request came first after a write or ten seconds.
 */

import { FACET_NAMES, FACETS, type FacetName, type ScanCounts } from "../schema";

/** Model years are stored as Int16: offsetting by this keeps every one a valid array index. */
export const YEAR_OFFSET = 32_768;

/** `counts` with `by` added at `code`, grown first when the code is new. */
function bumped(counts: Int32Array<ArrayBuffer>, code: number, by: number): Int32Array<ArrayBuffer> {
  let grown = counts;
  if (code >= counts.length) {
    grown = new Int32Array(Math.max(code + 1, counts.length * 2, 16));
    grown.set(counts);
  }
  grown[code] += by;
  return grown;
}

/** The codes of one slot, as the index stores them (deal: its rating code, -1 for none; seats: -1 unknown; isNew: 1 new, 0 used). */
export type SlotCodes = Record<(typeof FACETS)[number]["column"] | "model" | "year" | "isNew", number>;

/** The cars on sale of one condition, per code of each declared facet, indexed as a search's counts are. */
class FacetTotals {
  total = 0;
  readonly byFacet = Object.fromEntries(FACETS.map((facet) => [facet.name, new Int32Array(0)])) as Record<FacetName, Int32Array<ArrayBuffer>>;

  add(slot: SlotCodes, by: 1 | -1) {
    this.total += by;
    for (const facet of FACETS) this.byFacet[facet.name] = bumped(this.byFacet[facet.name], slot[facet.column] + facet.offset, by);
  }
}

export class ActiveCounts {
  total = 0;
  /** Per make code, the count of each model code. */
  private byMake: Int32Array<ArrayBuffer>[] = [];
  private byCity = new Int32Array(0);
  private byBodyType = new Int32Array(0);
  private byYear = new Int32Array(65_536);
  /** Used cars [0] and new [1], each per facet: what searches without facet filters start from. */
  private byCondition = [new FacetTotals(), new FacetTotals()] as const;

  /** A listing going on sale (`by` 1) or leaving it (-1). */
  add(slot: SlotCodes, by: 1 | -1) {
    this.total += by;
    this.byMake[slot.make] = bumped(this.byMake[slot.make] ?? new Int32Array(0), slot.model, by);
    this.byCity = bumped(this.byCity, slot.city, by);
    this.byBodyType = bumped(this.byBodyType, slot.bodyType, by);
    this.byYear[slot.year + YEAR_OFFSET] += by;
    this.byCondition[slot.isNew].add(slot, by);
  }

  /** A listing on sale rated anew (codes -1: unrated). */
  dealMoved(from: number, to: number, isNew: number) {
    const totals = this.byCondition[isNew];
    totals.byFacet.deal = bumped(totals.byFacet.deal, from + 1, -1);
    totals.byFacet.deal = bumped(totals.byFacet.deal, to + 1, 1);
  }

  /**
   * Adds the listings on sale of a condition (1 new, 0 used, -1 either) to a search's counts,
   * per code of each facet (plus its offset), and returns how many there are. `into` is sized
   * by the dictionaries, so it has room for every code counted here. `names`: only those facets.
   */
  addTotals(isNew: -1 | 0 | 1, into: ScanCounts, names: readonly FacetName[] = FACET_NAMES): number {
    const sets: readonly FacetTotals[] = isNew === -1 ? this.byCondition : [this.byCondition[isNew]];
    let total = 0;
    for (const set of sets) {
      total += set.total;
      for (const key of names) {
        const counts = set.byFacet[key];
        const sums = into[key];
        for (let code = 0; code < counts.length; code++) sums[code] += counts[code];
      }
    }
    return total;
  }

  /** Every (make, model) code pair with listings on sale. */
  makeModels(): { make: number; model: number; count: number }[] {
    const pairs: { make: number; model: number; count: number }[] = [];
    this.byMake.forEach((models, make) => models.forEach((count, model) => count > 0 && pairs.push({ make, model, count })));
    return pairs;
  }

  /** Listings on sale per city code (0 for a city with none now). */
  cities(): Int32Array {
    return this.byCity;
  }

  bodyTypes(): Int32Array {
    return this.byBodyType;
  }

  /** The oldest and newest model year with listings on sale; null when none is. */
  yearSpan(): { min: number; max: number } | null {
    let min = 0;
    while (min < this.byYear.length && this.byYear[min] === 0) min++;
    if (min === this.byYear.length) return null;
    let max = this.byYear.length - 1;
    while (this.byYear[max] === 0) max--;
    return { min: min - YEAR_OFFSET, max: max - YEAR_OFFSET };
  }

  /** The model years with listings on sale, newest first, up to `limit`, with their counts. */
  latestYears(limit: number): { year: number; count: number }[] {
    const years: { year: number; count: number }[] = [];
    for (let y = this.byYear.length - 1; y >= 0 && years.length < limit; y--) {
      if (this.byYear[y] > 0) years.push({ year: y - YEAR_OFFSET, count: this.byYear[y] });
    }
    return years;
  }
}
