/**
 * Answers a search from the in-memory index in one pass: each row is checked against the
 * "other" filters and each facet's filter; a row failing exactly one facet filter still counts
 * towards that facet (counts ignore the facet's own filter), and rows passing all are matches.
 * Facet filters are lookup tables over dictionary codes, so the loop does no string work.
 */
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import { PRICE_BANDS } from "~/lib/price-bands";
import type { FacetCount, VehicleFacets } from "~/lib/vehicle";
import type { EffectiveFilters } from "../../listings/listing-filters";
import { COUNT_NAMES, newScanCounts, scanFor, type ScanCounts, type ScanShape, type ScanValues } from "./compiled-scan";
import type { ListingIndex, SortKey } from "../store/listing-index";
import { scanWorker } from "./parallel-scan";
import { postedFilter, scanPosted } from "./posted-scan";
import { countRanged, rangedFilter, walkRanged, type RangedFilter } from "./ranged-search";
import { searchMemo, type MemoEntry, type SearchMemo } from "../caches/search-memo";
import { comparator } from "../maintained/sort-orders";

const FACETS = ["make", "fuelType", "bodyType", "transmission", "city", "priceBand"] as const;
const MAX_CITY_FACETS = 30;

export interface IndexAnswer {
  total: number;
  /** Listing ids of the requested page, in order. */
  pageIds: number[];
  facets: VehicleFacets;
}

const lowerSet = (values: string[]) => new Set(values.map((v) => v.toLowerCase()));

/** Lookup tables for the five dictionary facets and the deal rating (null = not filtered). Price is a range. */
function facetMasks(ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[]) {
  const listMask = (values: string[] | undefined, dict: "fuelType" | "transmission" | "bodyType") =>
    values ? ix.dict[dict].mask((v) => lowerSet(values).has(v.toLowerCase())) : null;
  let make: Uint8Array | null = null;
  if (f.make || f.luxury) {
    const wanted = f.make ? lowerSet(f.make) : null;
    const luxury = f.luxury ? lowerSet(luxuryMakes) : null;
    make = ix.dict.make.mask((m) => (!wanted || wanted.has(m.toLowerCase())) && (!luxury || luxury.has(m.toLowerCase())));
  }
  let city: Uint8Array | null = null;
  if (f.city !== undefined || f.cities) {
    const needle = f.city?.toLowerCase();
    const exact = f.cities ? lowerSet(f.cities) : null;
    city = ix.dict.city.mask((c) => (needle === undefined || c.toLowerCase().includes(needle)) && (!exact || exact.has(c.toLowerCase())));
  }
  // Deal codes are -1 (unrated) or 0..4 (DEAL_RATINGS): the table is indexed by code + 1.
  let deal: Uint8Array | null = null;
  if (f.deal) {
    deal = new Uint8Array(DEAL_RATINGS.length + 1);
    for (const rating of f.deal) deal[DEAL_RATINGS.indexOf(rating) + 1] = 1;
  }
  return { make, fuel: listMask(f.fuel, "fuelType"), body: listMask(f.bodyType, "bodyType"), trans: listMask(f.transmission, "transmission"), city, deal };
}

/** The non-facet filters as lookup tables and bounds, so the scan calls no functions. */
function otherFilters(ix: ListingIndex, f: EffectiveFilters) {
  const containsAll = (dict: "text" | "features", needles: string[]) =>
    needles.length === 0
      ? null
      : ix.dict[dict].mask((value) => needles.every((needle) => value.includes(needle.toLowerCase())));
  // owners is stored as -1 (unknown), 0, 1, 2, 3...; the table is indexed by owners + 1.
  let owners: Uint8Array | null = null;
  if (f.owners) {
    owners = new Uint8Array(130);
    for (let n = 0; n < 128; n++) {
      owners[n + 1] = (n >= 3 && f.owners.includes("3+")) || f.owners.includes(String(n) as "1" | "2") ? 1 : 0;
    }
  }
  return {
    model: f.model ? ix.dict.model.mask((m) => lowerSet(f.model!).has(m.toLowerCase())) : null,
    source: f.source ? ix.dict.source.mask((m) => lowerSet(f.source!).has(m.toLowerCase())) : null,
    text: containsAll("text", f.textWords),
    features: containsAll("features", f.features ?? []),
    owners,
    minYear: f.minYear ?? -1,
    maxYear: f.maxYear ?? 1e9,
    minKm: f.minKm ?? -1,
    maxKm: f.maxKm ?? 2e9,
    minSeats: f.minSeats ?? -128,
    isNew: f.condition === undefined ? -1 : f.condition === "new" ? 1 : 0,
  };
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
  const memoKey = JSON.stringify([f, f.luxury ? luxuryMakes : null]);
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

/** Pass 1, in storage order (cache-friendly): the total, facet counts and matching slots, kept in the memo. */
function scanIndex(ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[], memo: SearchMemo, memoKey: string): MemoEntry {
  const masks = facetMasks(ix, f, luxuryMakes);
  const o = otherFilters(ix, f);
  const priceOn = f.minPrice !== undefined || f.maxPrice !== undefined;
  const shape: ScanShape = {
    year: f.minYear !== undefined || f.maxYear !== undefined,
    km: f.minKm !== undefined || f.maxKm !== undefined,
    seats: f.minSeats !== undefined,
    isNew: o.isNew !== -1,
    model: o.model !== null,
    source: o.source !== null,
    owners: o.owners !== null,
    text: o.text !== null,
    features: o.features !== null,
    facets: [masks.make !== null, masks.fuel !== null, masks.body !== null, masks.trans !== null, masks.city !== null, priceOn, masks.deal !== null],
  };
  const counts = emptyCounts(ix);
  const values: ScanValues = {
    ...o, ...masks,
    minPrice: f.minPrice ?? 0,
    maxPrice: f.maxPrice ?? Number.MAX_SAFE_INTEGER,
  };
  // No filter but a condition and one range: from the running totals and that field's order.
  const ranged = rangedFilter(shape, values);
  if (ranged) return memo.set(memoKey, countRanged(ix, ranged, counts), counts, null, ranged);
  if (matchBuffer.length < ix.size) matchBuffer = new Int32Array(ix.capacity);
  // One make or body type, and a budget or none: only that value's slots are read.
  const posted = postedFilter(shape, masks);
  if (posted) {
    const total = scanPosted(ix, posted, values.minPrice, values.maxPrice, counts, matchBuffer);
    return memo.set(memoKey, total, counts, matchBuffer.subarray(0, total));
  }
  // No facet filter, and most cars match: the pass counts the misses, fewer, and takes them
  // from the totals of every car on sale (used cars at a million listings: 5.5 against 7.7 ms
  // on one thread).
  if (shape.facets.every((on) => !on) && mostMatch(ix, shape, values)) shape.complement = true;
  const { scan, source } = scanFor(shape);
  const total = scanWorker.run(scan, source, ix, values, counts, matchBuffer, ix.size);
  if (shape.complement) missesToCounts(ix, counts);
  // The memo's copy, not the reused buffer: a search with very many matches gets them as flags.
  return memo.set(memoKey, total, counts, matchBuffer.subarray(0, total));
}

/** Slices read to guess how many cars a search matches: 8 of 256 slots, spread over the index. */
const SAMPLE_SLICES = 8;
const SAMPLE_SLOTS = 256;

/** Whether over half the cars on sale in a few spread slices match (the pass is cheaper counting the misses). */
function mostMatch(ix: ListingIndex, shape: ScanShape, values: ScanValues): boolean {
  if (ix.size < SAMPLE_SLICES * SAMPLE_SLOTS) return false;
  // The shape as it stands, counting matches: the loop the pass would otherwise run, already compiled.
  const { scan } = scanFor(shape);
  const counts = emptyCounts(ix);
  const matches = new Int32Array(SAMPLE_SLOTS);
  let alive = 0;
  let matched = 0;
  for (let k = 0; k < SAMPLE_SLICES; k++) {
    const from = Math.floor((k * (ix.size - SAMPLE_SLOTS)) / (SAMPLE_SLICES - 1));
    for (let s = from; s < from + SAMPLE_SLOTS; s++) alive += ix.alive[s];
    matched += scan(ix, values, counts, matches, from, from + SAMPLE_SLOTS);
  }
  return matched * 2 > alive;
}

/** The counts of a search that counted its misses: the totals of every car on sale less the misses. */
function missesToCounts(ix: ListingIndex, counts: ScanCounts) {
  for (const name of COUNT_NAMES) {
    const into = counts[name];
    for (let code = 0; code < into.length; code++) into[code] = -into[code];
  }
  ix.counts.addTotals(-1, counts);
}

/** Zeroed facet counts, indexed by dictionary code (deal: code + 1). */
function emptyCounts(ix: ListingIndex): ScanCounts {
  // One spare count each: deal codes start at -1, and an empty dictionary still gets a table.
  const { make, fuelType, bodyType, transmission, city, priceBand } = ix.dict;
  const lengths = {
    make: make.values.length + 1, fuel: fuelType.values.length + 1, body: bodyType.values.length + 1,
    trans: transmission.values.length + 1, city: city.values.length + 1, band: priceBand.values.length + 1, deal: DEAL_RATINGS.length + 1,
  };
  return newScanCounts(lengths, ArrayBuffer);
}

/**
 * Few matches: sort them (k log k comparisons). Many: walk the prebuilt order until the page
 * is full, about end x size / total steps.
 */
function sortIsCheaper(total: number, end: number, size: number): boolean {
  if (total === 0) return true;
  return total * Math.log2(total + 1) * 4 < (end * size) / total + total;
}

/** The page's slots: the order's slots flagged 1, from the start-th to before the end-th. */
function walkOrder(order: Int32Array, flags: Uint8Array, start: number, end: number): number[] {
  const slots: number[] = [];
  for (let i = 0, seen = 0; i < order.length && seen < end; i++) {
    const s = order[i];
    if (flags[s] === 0) continue;
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

function toFacets(ix: ListingIndex, scanned: ScanCounts): VehicleFacets {
  const counts = [scanned.make, scanned.fuel, scanned.body, scanned.trans, scanned.city, scanned.band];
  const dealCounts = scanned.deal;
  const facets = {} as VehicleFacets;
  FACETS.forEach((facet, k) => {
    const list: FacetCount[] = [];
    ix.dict[facet].values.forEach((value, code) => {
      if (counts[k][code] > 0) list.push({ value, count: counts[k][code] });
    });
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    facets[facet] = list;
  });
  facets.city = facets.city.slice(0, MAX_CITY_FACETS);
  const bands = new Map(facets.priceBand.map((b) => [b.value, b.count]));
  facets.priceBand = PRICE_BANDS.map((b) => ({ value: b.key, count: bands.get(b.key) ?? 0 }));
  facets.deal = DEAL_RATINGS.map((rating, code) => ({ value: rating, count: dealCounts[code + 1] }));
  return facets;
}
