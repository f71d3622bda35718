/**
 * The pass for a search whose only filters are one make or one body type and, optionally, a
 * price range: it visits that value's slots (facet-postings.ts) instead of every slot, and
 * takes the facet's own counts (every other value, within the range) from the sorted prices.
 * Its answer is the one the pass over every slot gives; query-index.test.ts holds both to the
 * rules row by row.
 */
import { FACETS, type ScanCounts } from "../schema";
import type { PostedColumn } from "../maintained/facet-postings";
import type { ListingIndex } from "../store/listing-index";
import { countLine, loopLocals, type ScanColumns } from "./compiled-scan";

type PostedLoop = (c: ScanColumns, data: Int32Array, length: number, minPrice: number, maxPrice: number, counts: ScanCounts, matches: Int32Array) => number;

/**
 * The loop over one value's slots, generated from the declared facets like the pass: the price
 * band is counted before the budget is tested (the price facet ignores its own filter), every
 * other facet but the posted column's own for each match.
 */
function postedLoop(column: PostedColumn): PostedLoop {
  const perMatch = FACETS.filter((facet) => facet.test !== "priceRange" && facet.column !== column).map((facet) => countLine(facet, "++"));
  const priceBand = FACETS.filter((facet) => facet.test === "priceRange").map((facet) => countLine(facet, "++"));
  const source = `
    ${loopLocals(false)}
    let total = 0;
    for (let i = 0; i < length; i++) {
      const s = data[i];
      if (alive[s] === 0) continue;
      ${priceBand.join(" ")}
      if (price[s] < minPrice || price[s] > maxPrice) continue;
      ${perMatch.join(" ")}
      matches[total++] = s;
    }
    return total;`;
  return new Function("c", "data", "length", "minPrice", "maxPrice", "counts", "matches", source) as PostedLoop;
}

const LOOPS: Record<PostedColumn, PostedLoop> = { make: postedLoop("make"), bodyType: postedLoop("bodyType") };

/** Adds to `counts` as the pass over every slot would, writes the matches into `matches` (in slot order) and returns how many. */
export function scanPosted(ix: ListingIndex, posted: { column: PostedColumn; code: number }, minPrice: number, maxPrice: number, counts: ScanCounts, matches: Int32Array): number {
  const lists = ix.postingLists()[posted.column];
  const { data, length } = lists.slotsOf(posted.code);
  const total = LOOPS[posted.column](ix, data, length, minPrice, maxPrice, counts, matches);
  // The column's own facet ignores its filter: the cars of each value within the price range.
  const own = counts[posted.column];
  for (let code = 0; code < own.length; code++) own[code] = lists.countWithin(code, minPrice, maxPrice);
  return total;
}
