/**
 * The memo forgets its answers when the index moves, except while only a feed's rows are being
 * read in (decision 041): then an answer stays served for a moment, never past FEED_GRACE_MS,
 * and any other write's read drops it at once.
 */
import { describe, expect, it } from "vitest";
import { ListingIndex } from "../store/listing-index";
import { makeRows, random, randomFilters } from "../test-rows";
import { memoKeyOf, queryIndex } from "../execution/query-index";
import { searchMemo } from "./search-memo";

/** An index of random rows, one search asked of it, and a feed's batch for it. */
function askedIndex(seed: number) {
  const next = random(seed);
  const rows = makeRows(3000, next);
  const ix = new ListingIndex();
  for (const r of rows) ix.apply(r);
  const f = randomFilters(next);
  queryIndex(ix, f, [], "price_asc", 1, 24);
  const key = memoKeyOf(f, []);
  const batch = rows.filter((_, k) => k % 10 === 0).map((r, k) => ({ ...r, price: r.price + 50_000, change_seq: 10_000 + k }));
  const added = makeRows(200, next).map((r) => ({ ...r, id: r.id + 3000, change_seq: r.change_seq + 20_000, car_group: null }));
  return { ix, f, key, batch, added };
}

describe("the search memo", () => {
  it("forgets an answer as soon as the index moves", () => {
    const { ix, key, batch } = askedIndex(1);
    expect(searchMemo(ix).get(key)).toBeDefined();
    ix.apply(batch[0]);
    expect(searchMemo(ix).get(key)).toBeUndefined();
  });

  it("while a feed's rows are read in, serves the last answer for up to two seconds, without the cars added since", () => {
    const { ix, f, key, batch, added } = askedIndex(2);
    const memo = searchMemo(ix);
    const answer = memo.get(key)!;
    memo.freeze();
    for (const r of [...batch, ...added]) ix.apply(r);
    expect(memo.get(key, answer.passedAt + 1_999)).toBe(answer);
    const addedIds = new Set(added.map((r) => r.id));
    expect(queryIndex(ix, f, [], "price_asc", 1, 24).pageIds.filter((id) => addedIds.has(id))).toEqual([]);
    expect(memo.get(key, answer.passedAt + 2_000)).toBeUndefined();
  });

  it("drops the answers of a frozen memo when another write is read in", () => {
    const { ix, key, batch } = askedIndex(3);
    const memo = searchMemo(ix);
    memo.freeze();
    ix.apply(batch[0]);
    expect(memo.get(key)).toBeDefined();
    memo.thaw();
    expect(memo.get(key)).toBeUndefined();
  });
});
