/**
 * Searches whose only filters are a condition (new or used) and at most one range (a budget,
 * kilometres or model years): "used cars", "cars under 5 lakh", /used-cars with a year set.
 * They are answered without the pass over every slot:
 * - with no range, the counts are the running totals of the cars on sale of that condition
 *   (active-counts.ts), so nothing is read per listing;
 * - with a range, the cars in it are one run of that field's sort order between two binary
 *   searches, so only the smaller side is read: the cars in range, or those outside it, whose
 *   counts are taken off the totals.
 * At a million listings a budget matching 80% of the cars cost a 15 ms pass, and "used cars"
 * with a kilometre cap 6-10 ms; a budget now reads the smaller side (3 ms), the cap nearly nothing.
 *
 * The price facet ignores its own filter, so with a budget its counts are the condition's
 * totals. The page is found by walking the sort's order, testing each slot.
 */
import { firstWhere } from "../maintained/first-where";
import { comparator } from "../maintained/sort-orders";
import { FACETS, type ScanCounts, type SortKey } from "../schema";
import type { ListingIndex } from "../store/listing-index";
import { countLine, loopLocals, type ScanColumns } from "./compiled-scan";

/** A range of one field, bounds included. */
export interface SlotRange {
  field: "price" | "km" | "year";
  min: number;
  max: number;
}

/** What such a search matches: the cars on sale of a condition (1 new, 0 used, -1 either) within a range (null: any). */
export interface RangedFilter {
  isNew: -1 | 0 | 1;
  range: SlotRange | null;
}

/** The facet a budget filters (its counts ignore the budget). */
const PRICE_FACETS = FACETS.filter((facet) => facet.test === "priceRange").map((facet) => facet.name);

/** Each range's sort order; the year's runs newest first. */
const ORDERS = { price: "price_asc", km: "mileage_asc", year: "year_desc" } as const satisfies Record<SlotRange["field"], SortKey>;

/** The positions [from, to) of `order` whose value lies within the range. */
function runOf(ix: ListingIndex, order: Int32Array, range: SlotRange): [number, number] {
  const values = ix[range.field];
  const end = order.length;
  if (range.field === "year") {
    // Newest first: the run starts at the first year at most max and ends before the first below min.
    const from = firstWhere(0, end, (i) => values[order[i]] <= range.max);
    return [from, firstWhere(from, end, (i) => values[order[i]] < range.min)];
  }
  const from = firstWhere(0, end, (i) => values[order[i]] >= range.min);
  return [from, firstWhere(from, end, (i) => values[order[i]] > range.max)];
}

/** Total and facet counts of the search, added into `counts` (zeroed, sized by the dictionaries). */
export function countRanged(ix: ListingIndex, filter: RangedFilter, counts: ScanCounts): number {
  const { range } = filter;
  if (!range) return ix.counts.addTotals(filter.isNew, counts);
  const order = ix.order(ORDERS[range.field]);
  const [from, to] = runOf(ix, order, range);
  // A budget's price bands are the condition's totals; a kilometre or year range filters them too.
  const budget = range.field === "price";
  const countRun = budget ? COUNT_RUN.withoutBands : COUNT_RUN.withBands;
  if (to - from <= order.length - (to - from)) {
    if (budget) ix.counts.addTotals(filter.isNew, counts, PRICE_FACETS);
    return countRun(ix, order, from, to, filter.isNew, counts, 1);
  }
  const all = ix.counts.addTotals(filter.isNew, counts);
  return all - countRun(ix, order, 0, from, filter.isNew, counts, -1) - countRun(ix, order, to, order.length, filter.isNew, counts, -1);
}

type RunCounter = (c: ScanColumns, order: Int32Array, from: number, to: number, wantNew: number, counts: ScanCounts, sign: number) => number;

/**
 * Adds `sign` to each facet count of the alive slots of the condition in order[from..to) and
 * returns how many there were; generated from the declared facets, with or without the price
 * band's (a budget's bands are the condition's totals).
 */
function runCounter(withBands: boolean): RunCounter {
  const lines = FACETS.filter((facet) => withBands || facet.test !== "priceRange").map((facet) => countLine(facet, "+= sign"));
  const source = `
    ${loopLocals(false)}
    let n = 0;
    for (let i = from; i < to; i++) {
      const s = order[i];
      if (alive[s] === 0 || (wantNew !== -1 && isNew[s] !== wantNew)) continue;
      ${lines.join(" ")}
      n++;
    }
    return n;`;
  return new Function("c", "order", "from", "to", "wantNew", "counts", "sign", source) as RunCounter;
}

const COUNT_RUN = { withBands: runCounter(true), withoutBands: runCounter(false) };

/**
 * Whether sorting a search's `total` matches (k log k comparisons) costs less than walking the
 * sort's order of `size` slots until the page's `end`-th match (about end x size / total steps).
 */
export function sortIsCheaper(total: number, end: number, size: number): boolean {
  if (total === 0) return true;
  return total * Math.log2(total + 1) * 4 < (end * size) / total + total;
}

/** The page's slots: the search's matches in the sort's order, from the start-th to before the end-th. */
export function walkRanged(ix: ListingIndex, sort: SortKey, filter: RangedFilter, start: number, end: number): number[] {
  const { alive, isNew } = ix;
  const { range } = filter;
  if (range && ORDERS[range.field] !== sort) {
    // A narrow range in another order ("this exact price, newest first") would walk nearly all of
    // it: its few cars are taken from the range's own order and sorted instead, and the sort's
    // order is not asked for (nor merged, if it is behind).
    const own = ix.order(ORDERS[range.field]);
    const [from, to] = runOf(ix, own, range);
    if (sortIsCheaper(to - from, end, ix.size)) {
      const slots: number[] = [];
      for (let i = from; i < to; i++) {
        const s = own[i];
        if (alive[s] === 1 && (filter.isNew === -1 || isNew[s] === filter.isNew)) slots.push(s);
      }
      return slots.sort(comparator(ix, sort)).slice(start, end);
    }
  }
  const order = ix.order(sort);
  const values = range ? ix[range.field] : null;
  // Sorted by the range's own field, only the run is walked (the page of a high budget starts far in).
  const [from, to] = range && ORDERS[range.field] === sort ? runOf(ix, order, range) : [0, order.length];
  const slots: number[] = [];
  for (let i = from, seen = 0; i < to && seen < end; i++) {
    const s = order[i];
    if (alive[s] === 0 || (filter.isNew !== -1 && isNew[s] !== filter.isNew)) continue;
    if (values && range && (values[s] < range.min || values[s] > range.max)) continue;
    if (seen >= start) slots.push(s);
    seen++;
  }
  return slots;
}
