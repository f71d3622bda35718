/**
 * Pass-one answers (total, facet counts, matching slots) of recent searches, exact until the
 * index changes: a search repeated between two listing writes (a popular make, a landing page,
 * a shopper paging through results) skips the pass over every slot. Keyed by the filters, not
 * the sort or page, so paging reuses it too. Cleared whenever the index's generation moves.
 */
import type { ScanCounts } from "./compiled-scan";
import type { ListingIndex } from "./listing-index";
import type { PriceRange } from "./price-range";

export interface MemoEntry {
  total: number;
  counts: ScanCounts;
  /**
   * The matching slots in storage order; null when the matches are the alive slots (the
   * unfiltered search), or the alive slots within `range` (a price range alone, price-range.ts).
   */
  matches: Int32Array | null;
  range: PriceRange | null;
  /**
   * A search matching more than MAX_MATCHES slots is kept as one byte per slot (1: matches)
   * instead of a slot list: "used cars" matches nearly every car, and re-scanning a million
   * slots on each visit cost ~15 ms.
   */
  flags?: Uint8Array;
}

const MAX_ENTRIES = 64;
/** Buffers of dropped entries kept for the next ones (see `buffer`). */
const MAX_SPARE = 4;
/** About 16 MB of slot lists and flags (4 flags count as a slot). */
const MAX_SLOTS = 4_000_000;
/** Past this many matches a byte per slot is smaller than the list. */
const MAX_MATCHES = 250_000;

export class SearchMemo {
  private entries = new Map<string, MemoEntry>();
  private generation = -1;
  private slots = 0;
  /**
   * Dropped entries' buffers, reused: every new search with many matches stored ~1-4 MB
   * (a copy of its slots, or a byte per slot), and allocating that afresh each time brought
   * on collections for "external memory pressure" that ran into the next searches.
   */
  private spare: ArrayBuffer[] = [];

  constructor(private readonly ix: ListingIndex) {}

  get(key: string): MemoEntry | undefined {
    this.forgetIfChanged();
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so the first key is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * `matches` is copied (the caller's buffer is reused by the next search). Returns the entry,
   * so the search that made it pages through the same slot list or flags.
   */
  set(key: string, total: number, counts: ScanCounts, matches: Int32Array | null, range: PriceRange | null = null): MemoEntry {
    this.forgetIfChanged();
    const entry: MemoEntry = { total, counts, matches: null, range };
    if (matches && matches.length > MAX_MATCHES) {
      const flags = new Uint8Array(this.buffer(this.ix.size), 0, this.ix.size).fill(0);
      for (let i = 0; i < matches.length; i++) flags[matches[i]] = 1;
      entry.flags = flags;
    } else if (matches) {
      entry.matches = new Int32Array(this.buffer(matches.length * 4), 0, matches.length);
      entry.matches.set(matches);
    }
    this.entries.set(key, entry);
    this.slots += cost(entry);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.slots <= MAX_SLOTS) break;
      this.drop(oldest, old);
    }
    return entry;
  }

  /** A spare buffer of at least `bytes` (at most twice that, so a small entry does not hold a large one), else a new one. */
  private buffer(bytes: number): ArrayBuffer {
    const at = this.spare.findIndex((b) => b.byteLength >= bytes && b.byteLength <= 2 * bytes);
    return at === -1 ? new ArrayBuffer(Math.max(bytes, 4)) : this.spare.splice(at, 1)[0];
  }

  /** Forgets an entry; its buffer is kept for a later one. Nothing holds an entry past one search, so no search is still reading it. */
  private drop(key: string, entry: MemoEntry) {
    this.entries.delete(key);
    this.slots -= cost(entry);
    const buffer = (entry.flags ?? entry.matches)?.buffer;
    if (buffer instanceof ArrayBuffer && this.spare.length < MAX_SPARE) this.spare.push(buffer);
  }

  private forgetIfChanged() {
    if (this.generation === this.ix.generation) return;
    for (const [key, entry] of this.entries) this.drop(key, entry);
    this.generation = this.ix.generation;
  }
}

const cost = (entry: MemoEntry) => (entry.matches?.length ?? 0) + (entry.flags ? entry.flags.length / 4 : 0);

const memos = new WeakMap<ListingIndex, SearchMemo>();

export function searchMemo(ix: ListingIndex): SearchMemo {
  let memo = memos.get(ix);
  if (!memo) memos.set(ix, (memo = new SearchMemo(ix)));
  return memo;
}
