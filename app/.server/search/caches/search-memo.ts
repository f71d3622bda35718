/**
 * Pass-one answers (total, facet counts, matching slots) of recent searches, exact until the
 * index changes: a search repeated between two listing writes (a popular make, a landing page,
 * a shopper paging through results) skips the pass over every slot. Keyed by the filters, not
 * the sort or page, so paging reuses it too. Cleared whenever the index's generation moves, except
 * while a partner feed's writes are being read in (decision 041): then each answer is kept for
 * up to FEED_GRACE_MS, as a feed's rows may take that long to show anyway.
 */
import type { ScanCounts } from "../schema";
import type { ListingIndex } from "../store/listing-index";
import type { RangedFilter } from "../execution/ranged-search";

export interface MemoEntry {
  total: number;
  counts: ScanCounts;
  /** The matching slots in storage order; null when `within` or `flags` says which they are. */
  matches: Int32Array | null;
  /** The matches of a search with no filter but a condition and one range (ranged-search.ts). */
  within: RangedFilter | null;
  /**
   * A search matching more than MAX_MATCHES slots is kept as one byte per slot (1: matches)
   * instead of a slot list: "used cars" matches nearly every car, and re-scanning a million
   * slots on each visit cost ~15 ms.
   */
  flags?: Uint8Array;
  /** The index's generation it was passed at, and when: older ones are served only while frozen. */
  generation: number;
  passedAt: number;
}

/**
 * How long an answer stays served while feeds move the index: at most this, plus the second a
 * feed's rows wait to be read in, before a pushed car shows in a repeated search (target 5 s).
 */
const FEED_GRACE_MS = 2_000;

const MAX_ENTRIES = 64;

/** At least 16 MB of slot lists and flags, counted by their buffers' sizes (4 bytes a slot). */
const MAX_SLOTS = 4_000_000;
/**
 * Room for at least this many searches kept as flags (a byte per slot, in a buffer of the next
 * power of two) whatever the index's size: 16 MB held 16 at a million listings but 2 at five
 * million, where /used-cars' and /car-filter's default searches were pushed out by the next wide
 * ones and paid a pass over every slot on each visit. At five million: 64 MB at most.
 */
const FLAG_ENTRIES = 8;
/** Buffers from this size on come in powers of two and are kept for reuse when their entry is dropped. */
const POOLED_BYTES = 65_536;
/** At most 8 MB of dropped entries' buffers are kept, the most recently dropped. */
const MAX_SPARE_BYTES = 8 << 20;
/** Past this many matches a byte per slot is smaller than the list. */
const MAX_MATCHES = 250_000;

export class SearchMemo {
  private entries = new Map<string, MemoEntry>();
  private generation = -1;
  private slots = 0;
  /**
   * Dropped entries' buffers, oldest first, reused: every new search with many matches stored
   * ~0.5-4 MB (a copy of its slots, or a byte per slot), and allocating that afresh each time
   * brought on collections for "external memory pressure" that ran into the next searches.
   * Sizes are powers of two, so a buffer fits any later entry of about its size.
   */
  private spare: ArrayBuffer[] = [];
  /** Set from a feed's read until another write's read: older answers stay served for FEED_GRACE_MS. */
  private frozen = false;
  private spareBytes = 0;
  /** How many buffers were handed out again (tests check the pooling happens). */
  reusedBuffers = 0;

  constructor(private readonly ix: ListingIndex) {}

  get(key: string, now = Date.now()): MemoEntry | undefined {
    this.forgetIfChanged();
    let entry = this.entries.get(key);
    if (entry && entry.generation !== this.ix.generation && now - entry.passedAt >= FEED_GRACE_MS) {
      this.drop(key, entry);
      entry = undefined;
    }
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
  set(key: string, total: number, counts: ScanCounts, matches: Int32Array | null, within: RangedFilter | null = null): MemoEntry {
    this.forgetIfChanged();
    const entry: MemoEntry = { total, counts, matches: null, within, generation: this.ix.generation, passedAt: Date.now() };
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
    const maxSlots = Math.max(MAX_SLOTS, (FLAG_ENTRIES * 2 ** Math.ceil(Math.log2(Math.max(1, this.ix.size)))) / 4);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.slots <= maxSlots) break;
      this.drop(oldest, old);
    }
    return entry;
  }

  /** A buffer of at least `bytes`: a small one of exactly that size, a large one of the next power of two (a spare one if kept). */
  private buffer(bytes: number): ArrayBuffer {
    if (bytes < POOLED_BYTES) return new ArrayBuffer(Math.max(bytes, 4));
    const size = 2 ** Math.ceil(Math.log2(bytes));
    const at = this.spare.findIndex((b) => b.byteLength === size);
    if (at === -1) return new ArrayBuffer(size);
    this.spareBytes -= size;
    this.reusedBuffers++;
    return this.spare.splice(at, 1)[0];
  }

  /** Forgets an entry; a large buffer is kept for a later one. Nothing holds an entry past one search, so no search is still reading it. */
  private drop(key: string, entry: MemoEntry) {
    this.entries.delete(key);
    this.slots -= cost(entry);
    const buffer = (entry.flags ?? entry.matches)?.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < POOLED_BYTES) return;
    this.spare.push(buffer);
    this.spareBytes += buffer.byteLength;
    while (this.spareBytes > MAX_SPARE_BYTES) this.spareBytes -= this.spare.shift()!.byteLength;
  }

  /** A feed's rows are about to be read in: answers stay served for FEED_GRACE_MS, until thaw(). */
  freeze() {
    this.forgetIfChanged();
    this.frozen = true;
  }

  /** Another write was read in: drops the answers passed before, and forgets them at once from now on. */
  thaw() {
    this.frozen = false;
    for (const [key, entry] of this.entries) if (entry.generation !== this.ix.generation) this.drop(key, entry);
    this.generation = this.ix.generation;
  }

  private forgetIfChanged() {
    if (this.frozen || this.generation === this.ix.generation) return;
    for (const [key, entry] of this.entries) this.drop(key, entry);
    this.generation = this.ix.generation;
  }
}

/** Slots' worth of memory an entry holds: its buffer's bytes over 4. */
const cost = (entry: MemoEntry) => ((entry.flags ?? entry.matches)?.buffer.byteLength ?? 0) / 4;

const memos = new WeakMap<ListingIndex, SearchMemo>();

export function searchMemo(ix: ListingIndex): SearchMemo {
  let memo = memos.get(ix);
  if (!memo) memos.set(ix, (memo = new SearchMemo(ix)));
  return memo;
}
