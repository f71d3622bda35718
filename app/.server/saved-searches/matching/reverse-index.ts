/**
 * The saved searches indexed by what prunes well: make, model, fuel, body type, gearbox and
 * city (by the car's dictionary code), price (by band) and year. For each value a car can
 * have, the searches that value does not rule out: those without that filter, and those whose
 * filter takes the value. A car's candidates are the AND over its values; a search with none of
 * these filters (free text only, say) is in every set: the catch-all.
 *
 * Dimensions with few values keep a whole set per value (12.5 KB at 100,000 searches), built
 * on first use and kept up to date as searches come and go. City and model have hundreds or
 * thousands of values, so they keep one set of the searches without the filter and, per value,
 * the list of searches whose filter takes it (a search that goes is taken out of the lists,
 * which are built for every value ahead of a burst: dropping them all at each deletion would
 * rebuild them all in the next run).
 * The dimensions themselves are in reverse-index-dimensions.ts.
 */
import type { DictionaryTable, ListingIndex } from "../../search";
import type { Pause } from "../../background/time-slice";
import { ListedDimension, SetDimension, type Dimension, type Takes } from "./reverse-index-dimensions";
import { SearchBits } from "./search-bits";
import type { TableParts } from "./table-parts";

/** The dictionary tables the index decides (the others are tested per candidate). */
export const INDEXED_TABLES = ["make", "model", "fuelType", "bodyType", "transmission", "city"] as const satisfies readonly DictionaryTable[];
type IndexedTable = (typeof INDEXED_TABLES)[number];
const LISTED: ReadonlySet<IndexedTable> = new Set(["model", "city"]);

/** Price bands about 12% wide from ₹50,000 to ₹50 crore, and one each side. */
const PRICE_STEP = Math.log(1.12);
const PRICE_FLOOR = 50_000;
const PRICE_BANDS = 2 + Math.ceil(Math.log(500_000_000 / PRICE_FLOOR) / PRICE_STEP);
const bandOf = (price: number) => (price < PRICE_FLOOR ? 0 : Math.min(PRICE_BANDS - 1, 1 + Math.floor(Math.log(price / PRICE_FLOOR) / PRICE_STEP)));
// Widened a little: a search whose budget ends at a band's edge stays a candidate on both sides.
const bandLow = (band: number) => (band === 0 ? -Infinity : PRICE_FLOOR * Math.exp((band - 1) * PRICE_STEP) * 0.999);
const bandHigh = (band: number) => (band === 0 ? PRICE_FLOOR : band === PRICE_BANDS - 1 ? Infinity : PRICE_FLOOR * Math.exp(band * PRICE_STEP) * 1.001);

/**
 * The bands a budget takes: a run of them, from just below the band of its lower end (the edges
 * are widened) to the last whose lower edge is within it.
 */
function bandsTaken(slot: number, takes: Takes, [low, high]: [number, number]): number[] {
  const bands: number[] = [];
  for (let band = Math.max(0, bandOf(low) - 2); band < PRICE_BANDS && bandLow(band) <= high; band++) if (takes(slot, band)) bands.push(band);
  return bands;
}

/** A search's place in the index: its part per indexed table (-1: no such filter) and its ranges. */
export interface IndexedSearch {
  parts: Record<IndexedTable, number>;
  price: [number, number] | null;
  year: [number, number] | null;
}

export class ReverseIndex {
  private capacity = 1024;
  private readonly searches: (IndexedSearch | undefined)[] = [];
  private readonly tables: Record<IndexedTable, Dimension>;
  private readonly price: Dimension;
  private readonly year: Dimension;
  private readonly candidates = new SearchBits(this.capacity);
  private ix: ListingIndex | null = null;
  /** Moves on every add and remove: the dimensions' lists of filtered searches are kept until it does. */
  private searchesVersion = 0;

  constructor(private readonly parts: TableParts) {
    // A dimension builds a set per key from its filtered searches: listed once, not per key
    // (a burst's first cars build a few hundred sets over 100,000 searches).
    const filteredBy = (isFiltered: (search: IndexedSearch) => boolean) => {
      let listed: { version: number; slots: number[] } | null = null;
      return () => {
        if (listed?.version !== this.searchesVersion) listed = { version: this.searchesVersion, slots: this.slotsWhere(isFiltered) };
        return listed.slots;
      };
    };
    this.tables = Object.fromEntries(
      INDEXED_TABLES.map((t) => {
        const takes: Takes = (slot, code) => this.parts.wholeTable(this.searches[slot]!.parts[t], this.ix!, code)[code] === 1;
        const filtered = filteredBy((search) => search.parts[t] >= 0);
        return [t, LISTED.has(t) ? new ListedDimension(this.capacity, takes, filtered) : new SetDimension(this.capacity, takes, filtered)];
      }),
    ) as unknown as Record<IndexedTable, Dimension>;
    const takesBand = (slot: number, band: number) => this.searches[slot]!.price![0] <= bandHigh(band) && this.searches[slot]!.price![1] >= bandLow(band);
    this.price = new SetDimension(this.capacity, takesBand, filteredBy((search) => search.price !== null), (slot) => bandsTaken(slot, takesBand, this.searches[slot]!.price!));
    this.year = new SetDimension(
      this.capacity,
      (slot, year) => this.searches[slot]!.year![0] <= year && this.searches[slot]!.year![1] >= year,
      filteredBy((search) => search.year !== null),
    );
  }

  private slotsWhere(isFiltered: (search: IndexedSearch) => boolean): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.searches.length; slot++) {
      const search = this.searches[slot];
      if (search && isFiltered(search)) slots.push(slot);
    }
    return slots;
  }

  add(slot: number, search: IndexedSearch) {
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, Math.ceil(this.capacity * 1.5)));
    while (this.searches.length <= slot) this.searches.push(undefined);
    this.searches[slot] = search;
    this.searchesVersion++;
    for (const t of INDEXED_TABLES) this.tables[t].place(slot, search.parts[t] >= 0);
    this.price.place(slot, search.price !== null);
    this.year.place(slot, search.year !== null);
  }

  remove(slot: number) {
    this.searches[slot] = undefined;
    this.searchesVersion++;
    for (const dimension of this.dimensions()) dimension.remove(slot);
  }

  /**
   * Builds ahead what the cars in `slots` will ask of each dimension, giving way as `pause` says:
   * a run's first car used to build its values' sets in one go (0.3 s at 100,000 searches). The
   * tables' dimensions are built for every value in the dictionary, not only the cars': the
   * runs with no cars do it once the searches change, so a partner's burst finds them built (its
   * run spent 6 s of 14 building them while the push went on).
   */
  async prepare(ix: ListingIndex, slots: readonly number[], pause: Pause) {
    this.useIndex(ix);
    const keysOf = (keyAt: (slot: number) => number) => new Set(slots.map(keyAt));
    await this.price.prepare(keysOf((slot) => bandOf(ix.price[slot])), pause);
    await this.year.prepare(keysOf((slot) => ix.year[slot]), pause);
    for (const t of INDEXED_TABLES) await this.tables[t].prepare(Array.from(ix.dict[t].values.keys()), pause);
  }

  /** The searches the car's values do not rule out (one set, reused: read it before the next call). */
  candidatesOf(ix: ListingIndex, slot: number): SearchBits {
    this.useIndex(ix);
    const bits = this.candidates;
    bits.words.fill(0xffffffff);
    // Price and year first: their sets are ready-made, and the listed dimensions then test fewer searches.
    this.price.narrow(bits, bandOf(ix.price[slot]));
    this.year.narrow(bits, ix.year[slot]);
    for (const t of INDEXED_TABLES) this.tables[t].narrow(bits, ix[t][slot]);
    return bits;
  }

  /** The table dimensions' keys are another index's dictionary codes after a full reload. */
  private useIndex(ix: ListingIndex) {
    if (ix === this.ix) return;
    this.ix = ix;
    for (const t of INDEXED_TABLES) this.tables[t].forget();
  }

  private dimensions(): Dimension[] {
    return [...INDEXED_TABLES.map((t) => this.tables[t]), this.price, this.year];
  }

  private grow(capacity: number) {
    this.capacity = capacity;
    for (const dimension of this.dimensions()) dimension.grow(capacity);
    this.candidates.grow(capacity);
  }

  get bytes(): number {
    return this.dimensions().reduce((sum, d) => sum + d.bytes, this.candidates.bytes);
  }
}
