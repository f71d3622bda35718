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
/** About 16 MB of slot lists and flags (4 flags count as a slot). */
const MAX_SLOTS = 4_000_000;
/** Past this many matches a byte per slot is smaller than the list. */
const MAX_MATCHES = 250_000;

export class SearchMemo {
  private entries = new Map<string, MemoEntry>();
  private generation = -1;
  private slots = 0;

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
      const flags = new Uint8Array(this.ix.size);
      for (let i = 0; i < matches.length; i++) flags[matches[i]] = 1;
      entry.flags = flags;
    } else if (matches) entry.matches = matches.slice();
    this.entries.set(key, entry);
    this.slots += cost(entry);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.slots <= MAX_SLOTS) break;
      this.entries.delete(oldest);
      this.slots -= cost(old);
    }
    return entry;
  }

  private forgetIfChanged() {
    if (this.generation === this.ix.generation) return;
    this.entries.clear();
    this.slots = 0;
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
