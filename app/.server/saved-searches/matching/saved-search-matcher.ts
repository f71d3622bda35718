/**
 * Which saved searches a car of the search index matches, by the search engine's own rules
 * (decision 039). A car is tested only against the searches its make, model, fuel, body type,
 * gearbox, city, price and year do not rule out (reverse-index.ts); such a candidate must pass
 * its other dictionary tables (source, free text, equipment: table-parts.ts, the engine's
 * builders) and the engine's generated loop for the rest of its filters, run over the one car
 * (OneCar). Searches with the same rest (the same budget and years, say) share that loop and
 * its values, and a car runs it once for all of them.
 *
 * Per search the matcher keeps a few numbers in typed arrays (a car's thousands of candidates
 * are read from them, not from 100,000 objects spread over the heap). It lives in the process
 * that matches; matcher-sync.ts keeps it in step with the saved_searches table.
 */
import type { Pause } from "../../background/time-slice";
import { DICTIONARY_TABLES, OneCar, oneCarSearch, TABLE_INPUTS, type DictionaryTable, type EffectiveFilters, type ListingIndex, type OneCarSearch } from "../../search";
import { INDEXED_TABLES, ReverseIndex, type IndexedSearch } from "./reverse-index";
import { CarAsked, TableParts } from "./table-parts";

const INDEXED = new Set<DictionaryTable>(INDEXED_TABLES);
/** Tables tested per candidate, cheapest first (free text and equipment may ask the engine per value). */
const COST: Partial<Record<DictionaryTable, number>> = { source: 0, text: 1, features: 2 };
const DICTIONARY_INPUTS = new Set<string>(Object.values(TABLE_INPUTS).flat());

/** What a search filters on besides its dictionary tables (their inputs left out), as a key. */
function restKeyOf(f: EffectiveFilters): string {
  return JSON.stringify(Object.entries(f).filter(([name, value]) => !DICTIONARY_INPUTS.has(name) && value !== undefined));
}

/** Growable Int32 columns, one entry per search slot. */
function grown(a: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (length <= a.length) return a;
  const next = new Int32Array(Math.max(length, a.length * 2));
  next.set(a);
  return next;
}

export class SavedSearchMatcher {
  private readonly parts: TableParts;
  private readonly index: ReverseIndex;
  // Per search slot: its id, its rest, and its tested parts (a run in `tested`).
  private searchIds = new Int32Array(1024);
  private restOf = new Int32Array(1024);
  private testedAt = new Int32Array(1024);
  private testedCount = new Int32Array(1024);
  private tested: number[] = [];
  private allParts: number[][] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private slots = 0;
  // Rests, shared: the loop and values, how many searches use each, and per car its answer.
  private readonly rests: (OneCarSearch | undefined)[] = [];
  private readonly restKeys: string[] = [];
  private readonly restIdOf = new Map<string, number>();
  private readonly restUsers: number[] = [];
  private readonly freeRests: number[] = [];
  private restAsked = new Int32Array(0);
  private restAnswer = new Uint8Array(0);
  private asking = 0;

  /** `luxuryMakes`: the makes a "luxury" phrase means (the search vocabulary's). */
  constructor(readonly luxuryMakes: string[]) {
    this.parts = new TableParts(luxuryMakes);
    this.index = new ReverseIndex(this.parts);
  }

  get size(): number {
    return this.slotOf.size;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  ids(): number[] {
    return [...this.slotOf.keys()];
  }

  /** Holds saved search `id` with its filters (replacing what it held under that id). */
  add(id: number, filters: EffectiveFilters) {
    this.remove(id);
    const search = oneCarSearch(filters, this.luxuryMakes);
    const slot = this.freeSlots.pop() ?? this.slots++;
    this.searchIds = grown(this.searchIds, this.slots);
    this.restOf = grown(this.restOf, this.slots);
    this.testedAt = grown(this.testedAt, this.slots);
    this.testedCount = grown(this.testedCount, this.slots);
    const parts = search.tables.map((t) => this.parts.acquire(t, filters));
    const partOf = (t: DictionaryTable) => parts[search.tables.indexOf(t)] ?? -1;
    const tested = DICTIONARY_TABLES.filter((t) => !INDEXED.has(t) && search.tables.includes(t))
      .sort((a, b) => COST[a]! - COST[b]!)
      .map(partOf);
    this.searchIds[slot] = id;
    this.restOf[slot] = this.acquireRest(restKeyOf(filters), search);
    this.testedAt[slot] = this.tested.length;
    this.testedCount[slot] = tested.length;
    this.tested.push(...tested);
    this.allParts[slot] = parts;
    this.slotOf.set(id, slot);
    const indexed: IndexedSearch = {
      parts: Object.fromEntries(INDEXED_TABLES.map((t) => [t, partOf(t)])) as IndexedSearch["parts"],
      price: filters.minPrice === undefined && filters.maxPrice === undefined ? null : [filters.minPrice ?? 0, filters.maxPrice ?? Infinity],
      year: filters.minYear === undefined && filters.maxYear === undefined ? null : [filters.minYear ?? -Infinity, filters.maxYear ?? Infinity],
    };
    this.index.add(slot, indexed);
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.index.remove(slot);
    for (const part of this.allParts[slot]) this.parts.release(part);
    this.releaseRest(this.restOf[slot]);
    this.allParts[slot] = [];
    // Its run in `tested` is left behind; compacted when the dead runs outgrow the live ones.
    this.testedCount[slot] = 0;
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
    if (this.tested.length > 1024 && this.tested.length > 4 * this.slotOf.size) this.compactTested();
  }

  /**
   * Builds the searches' lookup tables and the reverse index's sets for the cars in `slots`
   * before a run's first car, giving way as `pause` says: that car used to build them in one go
   * (0.3-0.4 s with 100,000 searches, a request's wait).
   */
  async prepare(ix: ListingIndex, slots: readonly number[], pause: Pause): Promise<void> {
    await this.parts.buildTables(ix, pause);
    await this.index.prepare(ix, slots, pause);
  }

  /**
   * The searches the car in `slot` matches as it is; with `previousPrice`, only those it would
   * not have matched at that price (re-priced into their budget). A slot that is not its car's
   * card in search matches nothing, as it is found by no search.
   */
  matchListing(ix: ListingIndex, slot: number, previousPrice?: number): number[] {
    const found: number[] = [];
    this.forEachMatch(ix, slot, previousPrice, (searchId) => void found.push(searchId));
    return found;
  }

  /**
   * matchListing's searches handed to `visit` one by one: a burst's car matches thousands, and
   * the arrays of them were a tenth of a run's time in garbage collection.
   */
  forEachMatch(ix: ListingIndex, slot: number, previousPrice: number | undefined, visit: (searchId: number) => void): void {
    if (ix.alive[slot] !== 1) return;
    this.parts.useIndex(ix);
    const car = new OneCar(ix, slot);
    const asked = new CarAsked(ix, slot, car);
    const repriced: number[] | null = previousPrice === undefined ? null : [];
    const words = this.index.candidatesOf(ix, slot).words;
    const stamp = this.nextAsk();
    for (let w = 0; w < words.length; w++) {
      for (let word = words[w]; word !== 0; ) {
        const low = word & -word;
        word ^= low;
        const s = w * 32 + 31 - Math.clz32(low);
        if (!this.passesTables(s, asked) || !this.passesRest(this.restOf[s], car, stamp)) continue;
        if (repriced) repriced.push(s);
        else visit(this.searchIds[s]);
      }
    }
    if (!repriced) return;
    // Asked at the old price only once every search is asked at the new one (the car changes).
    car.atPrice(previousPrice!);
    const before = this.nextAsk();
    for (const s of repriced) if (!this.passesRest(this.restOf[s], car, before)) visit(this.searchIds[s]);
  }

  private passesTables(slot: number, asked: CarAsked): boolean {
    for (let k = this.testedAt[slot], end = k + this.testedCount[slot]; k < end; k++) if (!this.parts.passes(this.tested[k], asked)) return false;
    return true;
  }

  /** The rest's loop over the car, run once per car (`stamp`) however many searches share it. */
  private passesRest(rest: number, car: OneCar, stamp: number): boolean {
    if (this.restAsked[rest] !== stamp) {
      this.restAsked[rest] = stamp;
      this.restAnswer[rest] = car.passes(this.rests[rest]!) ? 1 : 0;
    }
    return this.restAnswer[rest] === 1;
  }

  private nextAsk(): number {
    if (this.restAsked.length < this.rests.length) {
      const asked = new Int32Array(this.rests.length * 2);
      asked.set(this.restAsked);
      this.restAsked = asked;
      const answers = new Uint8Array(asked.length);
      answers.set(this.restAnswer);
      this.restAnswer = answers;
    }
    if (++this.asking === 0x7fffffff) {
      this.restAsked.fill(0);
      this.asking = 1;
    }
    return this.asking;
  }

  private acquireRest(key: string, search: OneCarSearch): number {
    let rest = this.restIdOf.get(key);
    if (rest === undefined) {
      rest = this.freeRests.pop() ?? this.rests.length;
      this.rests[rest] = search;
      this.restKeys[rest] = key;
      this.restUsers[rest] = 0;
      this.restIdOf.set(key, rest);
    }
    this.restUsers[rest]++;
    return rest;
  }

  private releaseRest(rest: number) {
    if (--this.restUsers[rest] > 0) return;
    this.restIdOf.delete(this.restKeys[rest]);
    this.rests[rest] = undefined;
    this.freeRests.push(rest);
  }

  private compactTested() {
    const tested: number[] = [];
    for (const slot of this.slotOf.values()) {
      const at = this.testedAt[slot];
      this.testedAt[slot] = tested.length;
      for (let k = 0; k < this.testedCount[slot]; k++) tested.push(this.tested[at + k]);
    }
    this.tested = tested;
  }

  /** Bytes held in typed arrays (sets and tables); the bench measures the heap as a whole. */
  get arrayBytes(): number {
    return this.index.bytes + this.parts.tableBytes;
  }

  /** How many distinct rests the searches have (the bench reports it). */
  get restCount(): number {
    return this.restIdOf.size;
  }
}
