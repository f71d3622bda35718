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
}

const MAX_ENTRIES = 64;
/** About 16 MB of slot lists; a search matching more than MAX_MATCHES slots is not kept. */
const MAX_SLOTS = 4_000_000;
const MAX_MATCHES = 400_000;

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

  /** `matches` is copied (the caller's buffer is reused by the next search). */
  set(key: string, total: number, counts: ScanCounts, matches: Int32Array | null, range: PriceRange | null = null): void {
    if (matches && matches.length > MAX_MATCHES) return;
    this.forgetIfChanged();
    const kept = matches ? matches.slice() : null;
    this.entries.set(key, { total, counts, matches: kept, range });
    this.slots += kept?.length ?? 0;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.slots <= MAX_SLOTS) break;
      this.entries.delete(oldest);
      this.slots -= entry.matches?.length ?? 0;
    }
  }

  private forgetIfChanged() {
    if (this.generation === this.ix.generation) return;
    this.entries.clear();
    this.slots = 0;
    this.generation = this.ix.generation;
  }
}

const memos = new WeakMap<ListingIndex, SearchMemo>();

export function searchMemo(ix: ListingIndex): SearchMemo {
  let memo = memos.get(ix);
  if (!memo) memos.set(ix, (memo = new SearchMemo(ix)));
  return memo;
}
