/**
 * Binary search over positions: the first in [from, to) where `test` holds, given that it
 * fails and then holds along the range (`to` when it never holds). The sorted lists of the
 * index (sort orders, price groups, facet postings) are searched this way.
 */
export function firstWhere(from: number, to: number, test: (position: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
