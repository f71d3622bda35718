/**
 * The pass for a search whose only filters are one make or one body type and, optionally, a
 * price range: it visits that value's slots (facet-postings.ts) instead of every slot, and
 * takes the facet's own counts (every other value, within the range) from the sorted prices.
 * Its answer is the one the pass over every slot gives; query-index.test.ts holds both to the
 * rules row by row.
 */
import { FACET, type ScanCounts, type ScanShape } from "./compiled-scan";
import type { PostedColumn } from "../maintained/facet-postings";
import type { ListingIndex } from "../store/listing-index";

/** The one posted column and value a search filters on, or null when it filters on anything else. */
export function postedFilter(shape: ScanShape, masks: { make: Uint8Array | null; body: Uint8Array | null }): { column: PostedColumn; code: number } | null {
  const { year, km, seats, isNew, model, source, owners, text, features, facets } = shape;
  if (year || km || seats || isNew || model || source || owners || text || features) return null;
  const on = facets.flatMap((isOn, k) => (isOn && k !== FACET.price ? [k] : []));
  if (on.length !== 1 || (on[0] !== FACET.make && on[0] !== FACET.body)) return null;
  const column: PostedColumn = on[0] === FACET.make ? "make" : "bodyType";
  const mask = column === "make" ? masks.make : masks.body;
  // One wanted value (several, such as two makes, take the pass over every slot).
  const code = mask?.indexOf(1) ?? -1;
  if (code === -1 || mask!.indexOf(1, code + 1) !== -1) return null;
  return { column, code };
}

/** Adds to `counts` as the pass over every slot would, writes the matches into `matches` (in slot order) and returns how many. */
export function scanPosted(ix: ListingIndex, posted: { column: PostedColumn; code: number }, minPrice: number, maxPrice: number, counts: ScanCounts, matches: Int32Array): number {
  const lists = ix.postingLists()[posted.column];
  const { data, length } = lists.slotsOf(posted.code);
  const { alive, price, make, bodyType, fuelType, transmission, city, priceBand, deal } = ix;
  const { fuel: cFuel, trans: cTrans, city: cCity, band: cBand, deal: cDeal } = counts;
  // The other posted column is an ordinary facet here.
  const cOther = posted.column === "make" ? counts.body : counts.make;
  const otherCodes = posted.column === "make" ? bodyType : make;
  let total = 0;
  for (let i = 0; i < length; i++) {
    const s = data[i];
    if (alive[s] === 0) continue;
    // The price facet ignores its own filter.
    cBand[priceBand[s]]++;
    if (price[s] < minPrice || price[s] > maxPrice) continue;
    cOther[otherCodes[s]]++;
    cFuel[fuelType[s]]++;
    cTrans[transmission[s]]++;
    cCity[city[s]]++;
    cDeal[deal[s] + 1]++;
    matches[total++] = s;
  }
  // The column's own facet ignores its filter: the cars of each value within the price range.
  const own = posted.column === "make" ? counts.make : counts.body;
  for (let code = 0; code < own.length; code++) own[code] = lists.countWithin(code, minPrice, maxPrice);
  return total;
}
