/**
 * One make or body type with a budget is answered from that value's slots and sorted prices
 * (posted-scan.ts, facet-postings.ts) instead of the pass over every slot. The answers must stay
 * exactly the rules' while cars are added, repriced, moved to another make or body, sold and
 * deleted, since the lists are kept up to date write by write.
 */
import { describe, expect, it } from "vitest";
import type { EffectiveFilters } from "../../listings/listing-filters";
import type { ScanShape } from "./compiled-scan";
import { ListingIndex, SORT_KEYS, type IndexRow } from "../store/listing-index";
import { postedFilter } from "./posted-scan";
import { queryIndex } from "./query-index";
import { BODIES, expectAsTheRules, makeRows, MAKES, random } from "../test-rows";

/** One make or one body type, with no price bound, a ceiling, a floor or both. */
function postedSearch(next: () => number): EffectiveFilters {
  const low = 300_000 + Math.floor(next() * 30) * 50_000;
  const bounds = [{}, { maxPrice: low }, { minPrice: low }, { minPrice: low, maxPrice: low + 300_000 }][Math.floor(next() * 4)];
  const facet = next() < 0.5 ? { make: [[...MAKES, "Mahindra"][Math.floor(next() * 5)]] } : { bodyType: [[...BODIES, "MUV"][Math.floor(next() * 4)]] };
  return { textWords: [], ...facet, ...bounds };
}

/** A random write to the index, mirrored in `rows` (the rules' copy). */
function randomWrite(ix: ListingIndex, rows: IndexRow[], next: () => number, seq: number) {
  const at = Math.floor(next() * rows.length);
  const row = rows[at];
  const kind = Math.floor(next() * 6);
  if (kind === 5) {
    ix.remove(row.id, seq);
    rows.splice(at, 1);
    return;
  }
  const changed: IndexRow =
    kind === 0 ? { ...makeRows(1, next)[0], id: 100_000 + seq } // a new car
    : kind === 1 ? { ...row, price: 300_000 + Math.floor(next() * 30) * 50_000 }
    : kind === 2 ? { ...row, make: [...MAKES, "Mahindra"][Math.floor(next() * 5)] } // Mahindra: a make new to the index
    : kind === 3 ? { ...row, body_type: [...BODIES, "MUV"][Math.floor(next() * 4)] }
    : { ...row, status: row.status === "active" ? "sold" : "active" };
  ix.apply({ ...changed, change_seq: seq });
  if (kind === 0) rows.push(changed);
  else rows[at] = changed;
}

describe("a search on one make or body type and a budget", () => {
  it("answers as the rules read row by row while cars are added, repriced, moved, sold and deleted (400 writes)", () => {
    const next = random(2024);
    const rows = makeRows(3000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    for (let round = 0; round < 400; round++) {
      // The first search builds the lists; every later one follows the writes in between.
      const f = postedSearch(next);
      const sort = SORT_KEYS[round % 5];
      const page = 1 + (round % 3);
      expectAsTheRules(queryIndex(ix, f, [], sort, page, 24), rows, f, sort, page);
      randomWrite(ix, rows, next, 10_000 + round);
    }
  });

  it("takes the short path only for one make or body type with at most a price range", () => {
    const ix = new ListingIndex();
    for (const r of makeRows(200, random(3))) ix.apply(r);
    const shape = (facets: boolean[], extra: Partial<ScanShape> = {}): ScanShape => ({
      year: false, km: false, seats: false, isNew: false, model: false, source: false, owners: false, text: false, features: false,
      facets: facets as unknown as ScanShape["facets"], ...extra,
    });
    const one = ix.dict.make.mask((make) => make === "Kia");
    const two = ix.dict.make.mask((make) => make === "Kia" || make === "Tata");
    const suv = ix.dict.bodyType.mask((body) => body === "SUV");
    const makeOnly = [true, false, false, false, false, false, false];
    const makeAndPrice = [true, false, false, false, false, true, false];
    expect(postedFilter(shape(makeOnly), { make: one, body: null })).toEqual({ column: "make", code: ix.dict.make.code("Kia") });
    expect(postedFilter(shape(makeAndPrice), { make: one, body: null })).toEqual({ column: "make", code: ix.dict.make.code("Kia") });
    expect(postedFilter(shape([false, false, true, false, false, true, false]), { make: null, body: suv })).toEqual({ column: "bodyType", code: ix.dict.bodyType.code("SUV") });
    // Two makes, a second facet or a row filter take the pass over every slot (a price range alone, ranged-search.ts).
    expect(postedFilter(shape(makeAndPrice), { make: two, body: null })).toBeNull();
    expect(postedFilter(shape([true, true, false, false, false, true, false]), { make: one, body: null })).toBeNull();
    expect(postedFilter(shape(makeAndPrice, { year: true }), { make: one, body: null })).toBeNull();
    expect(postedFilter(shape([false, false, false, false, false, true, false]), { make: null, body: null })).toBeNull();
    expect(postedFilter(shape([false, false, false, false, true, false, false]), { make: null, body: null })).toBeNull();
  });
});
