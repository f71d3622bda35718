/**
 * Answers a search from the in-memory index in one pass: each row is checked against the
 * "other" filters and each facet's filter; a row failing exactly one facet filter still counts
 * towards that facet (counts ignore the facet's own filter), and rows passing all are matches.
 * Facet filters are lookup tables over dictionary codes, so the loop does no string work.
 */
import type { VehicleFacets } from "~/lib/vehicle";
import type { EffectiveFilters, SortKey } from "../schema";
import { searchMemo, type MemoEntry, type RangePass, type SearchMemo } from "../caches/search-memo";
import { planSearch } from "../planning/plan-search";
import { scanValuesOf } from "../planning/scan-values";
import type { ListingIndex } from "../store/listing-index";
import { comparator } from "../maintained/sort-orders";
import { scanFor } from "./compiled-scan";
import { countsFit, missesToCounts, newCounts, toFacets } from "./facet-counts";
import { scanWorker } from "./parallel-scan";
import { scanPosted } from "./posted-scan";
import { countRanged, sortIsCheaper, walkRanged, type RangedFilter } from "./ranged-search";

export interface IndexAnswer {
  total: number;
  /** Listing ids of the requested page, in order. */
  pageIds: number[];
  facets: VehicleFacets;
}

/** Relevance for free text: words found at the start of a word count double. */
function textScore(text: string, words: string[]): number {
  let score = 0;
  for (const word of words) {
    const at = text.indexOf(word);
    if (at === 0 || (at > 0 && text[at - 1] === " ")) score += 2;
    else if (at > 0) score += 1;
  }
  return score;
}

/** Every car on sale (an entry without a slot list always says what it holds instead). */
const EVERY_CAR: RangedFilter = { isNew: -1, range: null };

/** Buffers reused by every search (a search runs start to end without yielding). */
let matchBuffer = new Int32Array(0);
let flagBuffer = new Uint8Array(0);

export function queryIndex(
  ix: ListingIndex,
  f: EffectiveFilters,
  luxuryMakes: string[],
  sort: SortKey,
  page: number,
  pageSize: number,
): IndexAnswer {
  // A search repeated while the index is unchanged (search-memo.ts) skips building its masks and the pass.
  const memo = searchMemo(ix);
  const memoKey = memoKeyOf(f, luxuryMakes);
  const { total, counts, matches, within, flags } = memo.get(memoKey) ?? scanIndex(ix, f, luxuryMakes, memo, memoKey);

  // Pass 2: the requested page in sort order.
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  let pageSlots: number[];
  const ranked = sort === "listed_desc" && f.textWords.length > 0;
  // A search with very many matches is remembered as one flag per slot.
  if (flags) pageSlots = ranked ? rankedByText(ix, slotsFlagged(flags), f.textWords, start, end) : walkOrder(ix.order(sort), flags, start, end);
  // A condition and one range keep no slot list: their matches are tested along the sort's order.
  else if (matches === null) pageSlots = walkRanged(ix, sort, within ?? EVERY_CAR, start, end);
  else if (ranked) pageSlots = rankedByText(ix, matches, f.textWords, start, end);
  else if (sortIsCheaper(total, end, ix.size)) pageSlots = Array.from(matches).sort(comparator(ix, sort)).slice(start, end);
  else pageSlots = withFlags(matches, ix.size, (flags) => walkOrder(ix.order(sort), flags, start, end));
  return { total, pageIds: pageSlots.map((slot) => ix.ids[slot]), facets: toFacets(ix, counts) };
}

/** The memo's key of a search: its filters (and the luxury makes, when it asks for luxury cars). */
export const memoKeyOf = (f: EffectiveFilters, luxuryMakes: string[]) => JSON.stringify([f, f.luxury ? luxuryMakes : null]);

/** Pass 1 (the planner picks the path): the total, facet counts and matching slots, kept in the memo. */
function scanIndex(ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[], memo: SearchMemo, memoKey: string): MemoEntry {
  const { shape, values } = scanValuesOf(ix, f, luxuryMakes);
  const counts = newCounts(ix);
  const plan = planSearch(ix, shape, values);
  const passRange = rangePassOf(ix, f, luxuryMakes);
  if (plan.path === "ranged") return memo.set(memoKey, countRanged(ix, plan.filter, counts), counts, null, plan.filter, passRange);
  if (matchBuffer.length < ix.size) matchBuffer = new Int32Array(ix.capacity);
  if (plan.path === "posted") {
    const total = scanPosted(ix, plan, values.minPrice, values.maxPrice, counts, matchBuffer);
    return memo.set(memoKey, total, counts, matchBuffer.subarray(0, total), null, passRange);
  }
  // In storage order (cache-friendly), shared with the scan worker.
  if (plan.complement) shape.complement = true;
  const { scan, source } = scanFor(shape);
  const total = scanWorker.run(scan, source, ix, values, counts, matchBuffer, ix.size);
  if (shape.complement) missesToCounts(ix, counts);
  // The memo's copy, not the reused buffer: a search with very many matches gets them as flags.
  return memo.set(memoKey, total, counts, matchBuffer.subarray(0, total), null, passRange);
}

/**
 * The search's pass over a range of slots, whichever path its full pass took: the memo brings
 * an answer up to date with it when only cars were added (search-memo.ts). Its lookup tables
 * are built again only when a dictionary has grown (they are indexed by code).
 */
function rangePassOf(ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[]): RangePass {
  let built: { lengths: string; scan: ReturnType<typeof scanFor>["scan"]; values: ReturnType<typeof scanValuesOf>["values"] } | undefined;
  return (from, to, counts, out) => {
    if (!countsFit(ix, counts)) return null;
    const lengths = Object.values(ix.dict).map((d) => d.values.length).join();
    if (built?.lengths !== lengths) {
      const { shape, values } = scanValuesOf(ix, f, luxuryMakes);
      built = { lengths, scan: scanFor(shape).scan, values };
    }
    return built.scan(ix, built.values, counts, out, from, to);
  };
}

/** The page's slots: the order's slots flagged 1, from the start-th to before the end-th. */
function walkOrder(order: Int32Array, flags: Uint8Array, start: number, end: number): number[] {
  const slots: number[] = [];
  for (let i = 0, seen = 0; i < order.length && seen < end; i++) {
    const s = order[i];
    // !== 1: a frozen memo's flags (search-memo.ts) end before the slots added since.
    if (flags[s] !== 1) continue;
    if (seen >= start) slots.push(s);
    seen++;
  }
  return slots;
}

function slotsFlagged(flags: Uint8Array): Int32Array {
  const slots: number[] = [];
  for (let s = 0; s < flags.length; s++) if (flags[s] === 1) slots.push(s);
  return Int32Array.from(slots);
}

/** Runs `visit` with the matches flagged in the shared buffer, which is left all zero again. */
function withFlags<T>(matches: Int32Array, size: number, visit: (flags: Uint8Array) => T): T {
  if (flagBuffer.length < size) flagBuffer = new Uint8Array(size);
  const flags = flagBuffer;
  for (let i = 0; i < matches.length; i++) flags[matches[i]] = 1;
  try {
    return visit(flags);
  } finally {
    for (let i = 0; i < matches.length; i++) flags[matches[i]] = 0;
  }
}

/**
 * "Most relevant" with free text: more and earlier word matches first, then newest first.
 * Scores are small whole numbers, so the matches are dealt into one bucket per score while
 * walking the newest-first order; the walk stops once the best possible score fills the page.
 */
function rankedByText(ix: ListingIndex, matches: Int32Array, textWords: string[], start: number, end: number): number[] {
  const words = textWords.map((w) => w.toLowerCase());
  const texts = ix.dict.text.values;
  // Scores depend on the distinct text only: one per text code that matched.
  const scoreOf = new Int8Array(texts.length);
  for (let i = 0; i < matches.length; i++) {
    const code = ix.text[matches[i]];
    if (scoreOf[code] === 0) scoreOf[code] = 1 + textScore(texts[code], words);
  }
  const best = 1 + 2 * words.length;
  const buckets: number[][] = Array.from({ length: best + 1 }, () => []);
  const order = ix.order("listed_desc");
  withFlags(matches, ix.size, (flags) => {
    for (let i = 0; i < order.length && buckets[best].length < end; i++) {
      const slot = order[i];
      if (flags[slot] === 1) buckets[scoreOf[ix.text[slot]]].push(slot);
    }
  });
  return buckets.reverse().flat().slice(start, end);
}
