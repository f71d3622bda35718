/**
 * One make or body type with a budget is answered from that value's slots and sorted prices
 * (posted-scan.ts, facet-postings.ts) instead of the pass over every slot. The answers must stay
 * exactly the rules' while cars are added, repriced, moved to another make or body, sold and
 * deleted, since the lists are kept up to date write by write.
 */
import { describe, it } from "vitest";
import type { EffectiveFilters } from "../schema";
import { ListingIndex, SORT_KEYS, type IndexRow } from "../store/listing-index";
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
});
