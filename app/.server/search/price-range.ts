/**
 * A search whose only filter is a price range (a budget: "cars under 5 lakh", /used-cars with
 * a price set), answered without the pass over every slot. In the cheapest-first order the
 * cars in range are one run between two binary searches, so only the smaller side is read:
 * the cars in range, or those outside it, whose counts are taken off the unfiltered search's
 * (kept in the search memo). At a million listings a budget matching 80% of the cars cost a
 * 15 ms pass that the memo could not keep (too many matches to store).
 *
 * The price facet ignores its own filter, so its counts are the unfiltered ones; the page is
 * found by walking the sort's order, testing each slot's price.
 */
import type { ScanCounts } from "./compiled-scan";
import type { ListingIndex } from "./listing-index";

export interface PriceRange {
  min: number;
  max: number;
}

/** The first position in `order` (cheapest first) whose price is at least `price`. */
function firstAtLeast(order: Int32Array, prices: Int32Array, price: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[order[mid]] < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds `sign` to each facet count of the alive slots in order[from..to); returns how many there were. */
function countRun(ix: ListingIndex, order: Int32Array, from: number, to: number, counts: ScanCounts, sign: number): number {
  const { alive, make, fuelType, bodyType, transmission, city, deal } = ix;
  let n = 0;
  for (let i = from; i < to; i++) {
    const s = order[i];
    if (alive[s] === 0) continue;
    counts.make[make[s]] += sign;
    counts.fuel[fuelType[s]] += sign;
    counts.body[bodyType[s]] += sign;
    counts.trans[transmission[s]] += sign;
    counts.city[city[s]] += sign;
    counts.deal[deal[s] + 1] += sign;
    n++;
  }
  return n;
}

/** Total and facet counts of the cars priced within `range`, given the unfiltered search's. */
export function countPriceRange(ix: ListingIndex, range: PriceRange, all: { total: number; counts: ScanCounts }): { total: number; counts: ScanCounts } {
  const order = ix.order("price_asc");
  const from = firstAtLeast(order, ix.price, range.min);
  const to = Math.max(from, firstAtLeast(order, ix.price, range.max + 1));
  const insideIsSmaller = to - from <= order.length - (to - from);
  const fresh = (a: Int32Array) => (insideIsSmaller ? new Int32Array(a.length) : a.slice());
  const c = all.counts;
  const counts: ScanCounts = {
    make: fresh(c.make), fuel: fresh(c.fuel), body: fresh(c.body), trans: fresh(c.trans), city: fresh(c.city), deal: fresh(c.deal),
    band: c.band.slice(),
  };
  const total = insideIsSmaller
    ? countRun(ix, order, from, to, counts, 1)
    : all.total - countRun(ix, order, 0, from, counts, -1) - countRun(ix, order, to, order.length, counts, -1);
  return { total, counts };
}

/** The page's slots: the order's alive slots priced within range, from the start-th to before the end-th. */
export function walkPriceRange(ix: ListingIndex, order: Int32Array, range: PriceRange, start: number, end: number): number[] {
  const { alive, price } = ix;
  const slots: number[] = [];
  for (let i = 0, seen = 0; i < order.length && seen < end; i++) {
    const s = order[i];
    if (alive[s] === 0 || price[s] < range.min || price[s] > range.max) continue;
    if (seen >= start) slots.push(s);
    seen++;
  }
  return slots;
}
