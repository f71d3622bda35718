/**
 * The warmer passes the memo's recent searches again after the index moves (decision 041): what
 * it keeps must be what a search's own pass would give, and nothing when the index moves
 * while it works.
 */
import { describe, expect, it } from "vitest";
import { searchMemo } from "../caches/search-memo";
import { ListingIndex } from "../store/listing-index";
import type { IndexRow } from "../store/index-rows";
import { expectAsTheRules, makeRows, random, randomFilters } from "../test-rows";
import { memoKeyOf, queryIndex } from "./query-index";
import { warmSearchMemo } from "./warm-memo";

/** An index of random rows, and a dozen random searches asked of it. */
function askedIndex(seed: number) {
  const next = random(seed);
  const rows = makeRows(3000, next);
  const ix = new ListingIndex();
  for (const r of rows) ix.apply(r);
  const searches = Array.from({ length: 12 }, () => randomFilters(next));
  for (const f of searches) queryIndex(ix, f, [], "price_asc", 1, 24);
  // A feed's batch: a tenth of the cars repriced, some sold, some new.
  const changed: IndexRow[] = rows.map((r, k) => {
    if (k % 10 === 0) return { ...r, price: r.price + 50_000, change_seq: 10_000 + k };
    if (k % 37 === 0) return { ...r, status: "sold", change_seq: 10_000 + k };
    return r;
  });
  const added = makeRows(200, next).map((r) => ({ ...r, id: r.id + 3000, change_seq: r.change_seq + 20_000, car_group: null }));
  return { ix, searches, changed, added };
}

describe("warmSearchMemo", () => {
  it("keeps, for every recent search, the answer a fresh pass gives on the moved index", async () => {
    const { ix, searches, changed, added } = askedIndex(11);
    for (const r of [...changed, ...added]) ix.apply(r);
    const rows = [...changed, ...added];
    // Steps of 500 slots: the pass over 3,200 slots is cut into seven.
    await warmSearchMemo(ix, 500);
    for (const f of searches) expect(searchMemo(ix).get(memoKeyOf(f, [])), JSON.stringify(f)).toBeDefined();
    // Answered from what the warmer kept: exactly as the rules read row by row.
    for (const f of searches) expectAsTheRules(queryIndex(ix, f, [], "price_asc", 1, 24), rows, f, "price_asc", 1);
  });

  it("keeps nothing when the index moves while it works", async () => {
    const { ix, searches, changed } = askedIndex(12);
    for (const r of changed) ix.apply(r);
    const warming = warmSearchMemo(ix, 500);
    // A write lands between two of its steps.
    ix.apply({ ...changed[1], price: changed[1].price + 1, change_seq: 30_000 });
    await warming;
    for (const f of searches) expect(searchMemo(ix).get(memoKeyOf(f, []))).toBeUndefined();
  });

  it("while frozen, serves what the index answered before a feed's read; once thawed, only what it answers now", () => {
    const { ix, searches, changed, added } = askedIndex(13);
    const memo = searchMemo(ix);
    const key = memoKeyOf(searches[0], []);
    const before = memo.get(key)!;
    memo.freeze();
    for (const r of [...changed, ...added]) ix.apply(r);
    expect(memo.get(key)).toBe(before);
    expect(memo.isCurrent(key)).toBe(false);
    // A page walked with the old answer's flags or slots never takes in the cars added since.
    const page = queryIndex(ix, searches[0], [], "price_asc", 1, 24);
    const addedIds = new Set(added.map((r) => r.id));
    expect(page.pageIds.filter((id) => addedIds.has(id))).toEqual([]);
    memo.thaw();
    expect(memo.get(key)).toBeUndefined();
  });
});
