/**
 * Which path answers a search. Each fast path declares the filters it supports (an allow-list);
 * a search with any filter outside it takes the pass over every slot, so a filter added to the
 * schema later can never be silently ignored by a fast path that does not know it.
 * - ranged: a condition and at most one range (ranged-search.ts), from running totals and a
 *   sort order;
 * - posted: one make or one body type and a budget (posted-scan.ts), from that value's slots;
 * - pass: the generated pass over every slot (compiled-scan.ts), counting the misses instead
 *   when most cars match and no facet filter is on.
 */
import type { PostedColumn } from "../maintained/facet-postings";
import { scanFor, type ScanShape, type ScanValues } from "../execution/compiled-scan";
import { newCounts } from "../execution/facet-counts";
import type { RangedFilter, SlotRange } from "../execution/ranged-search";
import { FACETS, ROW_FILTERS, type FilterName } from "../schema";
import type { ListingIndex } from "../store/listing-index";

export type SearchPlan =
  | { path: "ranged"; filter: RangedFilter }
  | { path: "posted"; column: PostedColumn; code: number }
  | { path: "pass"; complement: boolean };

interface FastPath<P extends SearchPlan> {
  /** Every filter the path answers correctly; a search with any other takes another path. */
  supports: readonly FilterName[];
  /** The plan, when the search (whose filters are all supported) also fits the path's other limits. */
  plan(on: readonly FilterName[], values: ScanValues): P | null;
}

export const RANGED_PATH: FastPath<Extract<SearchPlan, { path: "ranged" }>> = {
  supports: ["isNew", "priceBand", "km", "year"],
  plan(on, v) {
    const ranges = on.filter((name) => name !== "isNew");
    if (ranges.length > 1) return null;
    let range: SlotRange | null = null;
    if (ranges[0] === "priceBand") range = { field: "price", min: v.minPrice, max: v.maxPrice };
    if (ranges[0] === "km") range = { field: "km", min: v.minKm, max: v.maxKm };
    if (ranges[0] === "year") range = { field: "year", min: v.minYear, max: v.maxYear };
    return { path: "ranged", filter: { isNew: v.wantNew as RangedFilter["isNew"], range } };
  },
};

export const POSTED_PATH: FastPath<Extract<SearchPlan, { path: "posted" }>> = {
  supports: ["make", "bodyType", "priceBand"],
  plan(on, v) {
    const posted = on.filter((name) => name !== "priceBand");
    if (posted.length !== 1) return null;
    const column = posted[0] as PostedColumn;
    // One wanted value (several, such as two makes, take the pass over every slot).
    const table = v[column]!;
    const code = table.indexOf(1);
    if (code === -1 || table.indexOf(1, code + 1) !== -1) return null;
    return { path: "posted", column, code };
  },
};

const FAST_PATHS = [RANGED_PATH, POSTED_PATH] as const;

/** The names of the filters a search has on. */
function filtersOn(shape: ScanShape): FilterName[] {
  return [...ROW_FILTERS.filter((filter) => shape[filter.name]).map((filter) => filter.name), ...FACETS.filter((_, k) => shape.facets[k]).map((facet) => facet.name)];
}

export function planSearch(ix: ListingIndex, shape: ScanShape, values: ScanValues): SearchPlan {
  const on = filtersOn(shape);
  for (const path of FAST_PATHS) {
    if (!on.every((name) => path.supports.includes(name))) continue;
    const plan = path.plan(on, values);
    if (plan) return plan;
  }
  // No facet filter, and most cars match: the pass counts the misses, fewer, and takes them
  // from the totals of every car on sale (used cars at a million listings: 5.5 against 7.7 ms
  // on one thread).
  return { path: "pass", complement: shape.facets.every((isOn) => !isOn) && mostMatch(ix, shape, values) };
}

/** Slices read to guess how many cars a search matches: 8 of 256 slots, spread over the index. */
const SAMPLE_SLICES = 8;
const SAMPLE_SLOTS = 256;

/** Whether over half the cars on sale in a few spread slices match (the pass is cheaper counting the misses). */
function mostMatch(ix: ListingIndex, shape: ScanShape, values: ScanValues): boolean {
  if (ix.size < SAMPLE_SLICES * SAMPLE_SLOTS) return false;
  // The shape as it stands, counting matches: the loop the pass would otherwise run, already compiled.
  const { scan } = scanFor(shape);
  const counts = newCounts(ix);
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
