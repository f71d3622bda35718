/**
 * Listings on sale counted by make and model, city, body type, model year and every other
 * search facet (fuel, gearbox, price band, deal rating), kept up to date by the index as each
 * row changes (ListingIndex.apply, remove and setDeal). Brand counts, the search
 * vocabulary's cities and the /trends counts read them in proportion to the number of values,
 * never per listing: the pass over every slot they replace took 23 ms at a million listings
 * and was repeated on whichever request came first after a write or ten seconds.
 */

import type { ScanCounts } from "./compiled-scan";

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

/** Dictionary codes of one slot, as the index stores them (deal: its rating code, -1 for none). */
export interface SlotCodes {
  make: number;
  model: number;
  city: number;
  bodyType: number;
  year: number;
  fuelType: number;
  transmission: number;
  priceBand: number;
  deal: number;
}

export class ActiveCounts {
  total = 0;
  /** Per make code, the count of each model code. */
  private byMake: Int32Array<ArrayBuffer>[] = [];
  private byCity = new Int32Array(0);
  private byBodyType = new Int32Array(0);
  private byYear = new Int32Array(65_536);
  private fuels = new Int32Array(0);
  private gearboxes = new Int32Array(0);
  private bands = new Int32Array(0);
  private deals = new Int32Array(0);

  /** A listing going on sale (`by` 1) or leaving it (-1). */
  add(slot: SlotCodes, by: 1 | -1) {
    this.total += by;
    this.byMake[slot.make] = bumped(this.byMake[slot.make] ?? new Int32Array(0), slot.model, by);
    this.byCity = bumped(this.byCity, slot.city, by);
    this.byBodyType = bumped(this.byBodyType, slot.bodyType, by);
    this.byYear[slot.year + YEAR_OFFSET] += by;
    this.fuels = bumped(this.fuels, slot.fuelType, by);
    this.gearboxes = bumped(this.gearboxes, slot.transmission, by);
    this.bands = bumped(this.bands, slot.priceBand, by);
    this.deals = bumped(this.deals, slot.deal + 1, by);
  }

  /** A listing on sale rated anew (codes -1: unrated). */
  dealMoved(from: number, to: number) {
    this.deals = bumped(this.deals, from + 1, -1);
    this.deals = bumped(this.deals, to + 1, 1);
  }

  /**
   * Listings on sale per code of each search facet, indexed as a search's counts are (deal:
   * code + 1): what a search without facet filters takes its misses from.
   */
  facetTotals(): ScanCounts {
    // Per make, the sum of its models' counts (a few hundred additions).
    const makes = new Int32Array(this.byMake.length);
    this.byMake.forEach((models, make) => models.forEach((count) => (makes[make] += count)));
    return { make: makes, fuel: this.fuels, body: this.byBodyType, trans: this.gearboxes, city: this.byCity, band: this.bands, deal: this.deals };
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

  /** The model years with listings on sale, newest first, up to `limit`, with their counts. */
  latestYears(limit: number): { year: number; count: number }[] {
    const years: { year: number; count: number }[] = [];
    for (let y = this.byYear.length - 1; y >= 0 && years.length < limit; y--) {
      if (this.byYear[y] > 0) years.push({ year: y - YEAR_OFFSET, count: this.byYear[y] });
    }
    return years;
  }
}
