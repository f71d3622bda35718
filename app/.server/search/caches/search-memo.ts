/**
 * Pass-one answers (total, facet counts, matching slots) of recent searches: a search repeated
 * (a popular make, a landing page, a shopper paging through results) skips the pass over every
 * slot. Keyed by the filters, not the sort or page, so paging reuses it too. When the index has
 * moved, an answer none of whose slots changed since (only cars added: a partner's new cars)
 * is brought up to date by passing the added slots alone; any other is passed again, except
 * while a partner feed's writes are being read in (decision 041): then it is kept for up to
 * FEED_GRACE_MS, as a feed's rows may take that long to show anyway.
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
  /** The index's generation it was passed at (or brought up to), and when: older ones are served only while frozen. */
  generation: number;
  passedAt: number;
  /** The slots it covers: 0 to before this. */
  size: number;
  /** Passes the search over slots from..to, as the full pass would (null: it cannot any more). */
  passRange: RangePass;
}

/**
 * Adds slots from..to of the index to a search's `counts` and writes those that match to `out`
 * (from its start), returning how many: the full pass's work over a range. Null, touching
 * nothing, when the counts have no room for the index's codes (a new make or city since).
 */
export type RangePass = (from: number, to: number, counts: ScanCounts, out: Int32Array) => number | null;

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

  /** `maxMatches`: past this many matches an answer is kept as flags (tests use a small one). */
  constructor(
    private readonly ix: ListingIndex,
    private readonly maxMatches = MAX_MATCHES,
  ) {}

  get(key: string, now = Date.now()): MemoEntry | undefined {
    let entry = this.entries.get(key);
    if (entry && !this.current(entry, now) && !(this.frozen && now - entry.passedAt < FEED_GRACE_MS)) {
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
  set(key: string, total: number, counts: ScanCounts, matches: Int32Array | null, within: RangedFilter | null, passRange: RangePass): MemoEntry {
    const size = this.ix.size;
    const entry: MemoEntry = { total, counts, matches: null, within, generation: this.ix.generation, passedAt: Date.now(), size, passRange };
    if (matches && matches.length > this.maxMatches) entry.flags = this.flagsOf(matches, size);
    else if (matches) entry.matches = this.listOf(matches, matches.length);
    this.entries.set(key, entry);
    this.slots += cost(entry);
    this.ix.edits.passedSize = Math.max(this.ix.edits.passedSize, size);
    const maxSlots = Math.max(MAX_SLOTS, (FLAG_ENTRIES * 2 ** Math.ceil(Math.log2(Math.max(1, this.ix.size)))) / 4);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.slots <= maxSlots) break;
      this.drop(oldest, old);
    }
    return entry;
  }

  /**
   * Whether the entry answers for the index as it is now: passed at its generation, or brought
   * up to it here by passing the slots added since, when none it covers has changed.
   */
  private current(entry: MemoEntry, now: number): boolean {
    const ix = this.ix;
    if (entry.generation === ix.generation) return true;
    if (ix.size < entry.size || ix.edits.editedBelow(entry.size, entry.generation)) return false;
    const from = entry.size;
    const to = ix.size;
    if (scratch.length < to - from) scratch = new Int32Array(to - from);
    const found = entry.passRange(from, to, entry.counts, scratch);
    if (found === null) return false;
    this.slots -= cost(entry);
    const added = scratch.subarray(0, found);
    if (entry.flags) entry.flags = this.withFlags(entry.flags, added, to);
    else if (entry.matches && entry.matches.length + found > this.maxMatches) {
      const flags = this.withFlags(this.flagsOf(entry.matches, from), added, to);
      this.release(entry.matches);
      entry.matches = null;
      entry.flags = flags;
    } else if (entry.matches) entry.matches = this.withMatches(entry.matches, added);
    this.slots += cost(entry);
    entry.total += found;
    entry.size = to;
    entry.generation = ix.generation;
    entry.passedAt = now;
    ix.edits.passedSize = Math.max(ix.edits.passedSize, to);
    return true;
  }

  /** One byte per slot up to `size`, 1 for each of `matches`. */
  private flagsOf(matches: Int32Array, size: number): Uint8Array {
    const flags = new Uint8Array(this.buffer(size), 0, size).fill(0);
    for (let i = 0; i < matches.length; i++) flags[matches[i]] = 1;
    return flags;
  }

  private listOf(matches: Int32Array, length: number): Int32Array {
    const list = new Int32Array(this.buffer(length * 4), 0, length);
    list.set(matches);
    return list;
  }

  /** The flags grown to `size` (in their buffer when it has room), with `added` set. */
  private withFlags(flags: Uint8Array, added: Int32Array, size: number): Uint8Array {
    let grown: Uint8Array;
    if (flags.buffer.byteLength >= size) grown = new Uint8Array(flags.buffer, 0, size).fill(0, flags.length);
    else {
      grown = new Uint8Array(this.buffer(size), 0, size).fill(0, flags.length);
      grown.set(flags);
      this.release(flags);
    }
    for (let i = 0; i < added.length; i++) grown[added[i]] = 1;
    return grown;
  }

  /** The slot list with `added` after it (slots added since are all past the list's). */
  private withMatches(matches: Int32Array, added: Int32Array): Int32Array {
    const length = matches.length + added.length;
    let grown: Int32Array;
    if (matches.buffer.byteLength >= length * 4) grown = new Int32Array(matches.buffer, 0, length);
    else {
      grown = this.listOf(matches, length);
      this.release(matches);
    }
    grown.set(added, matches.length);
    return grown;
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
    const list = entry.flags ?? entry.matches;
    if (list) this.release(list);
  }

  /** Keeps a large buffer no entry uses any more for a later one. */
  private release(list: Uint8Array | Int32Array) {
    const buffer = list.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < POOLED_BYTES) return;
    this.spare.push(buffer);
    this.spareBytes += buffer.byteLength;
    while (this.spareBytes > MAX_SPARE_BYTES) this.spareBytes -= this.spare.shift()!.byteLength;
  }

  /** A feed's rows are about to be read in: answers stay served for FEED_GRACE_MS, until thaw(). */
  freeze() {
    if (!this.frozen) this.forgetMoved();
    this.frozen = true;
  }

  /** Another write was read in: the answers it moved are passed again, from now on at once. */
  thaw() {
    this.frozen = false;
    this.forgetMoved();
  }

  /** Drops the answers the index has moved under, except those brought up to date by passing the slots added since. */
  private forgetMoved() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (!this.current(entry, now)) this.drop(key, entry);
  }
}

/** The slots a catch-up pass found (reused: a search runs start to end without yielding). */
let scratch = new Int32Array(0);

/** Slots' worth of memory an entry holds: its buffer's bytes over 4. */
const cost = (entry: MemoEntry) => ((entry.flags ?? entry.matches)?.buffer.byteLength ?? 0) / 4;

const memos = new WeakMap<ListingIndex, SearchMemo>();

export function searchMemo(ix: ListingIndex): SearchMemo {
  let memo = memos.get(ix);
  if (!memo) memos.set(ix, (memo = new SearchMemo(ix)));
  return memo;
}
