/**
 * The memo brings an answer up to date when only cars were added since, and otherwise forgets
 * it when the index moves, except while only a feed's rows are being read in (decision 041):
 * then an answer stays served for a moment, never past FEED_GRACE_MS, and any other write's
 * read drops it at once.
 */
import { describe, expect, it } from "vitest";
import type { IndexRow } from "../store/listing-index";
import { ListingIndex } from "../store/listing-index";
import { UNRATED } from "../schema";
import { expectAsTheRules, makeRows, random, randomFilters } from "../test-rows";
import { memoKeyOf, queryIndex } from "../execution/query-index";
import { newCounts } from "../execution/facet-counts";
import { SearchMemo, searchMemo, type RangePass } from "./search-memo";

/** New cars for an index of `base` rows, as a feed's batch: ids and change numbers past the others', no group. */
const newCars = (n: number, base: number, next: () => number): IndexRow[] =>
  makeRows(n, next).map((r) => ({ ...r, id: r.id + base, change_seq: r.change_seq + 100_000 + base, car_group: null }));

/** Applies the cars as the loader does: each rated as it lands (here: no rating). */
function addCars(ix: ListingIndex, cars: IndexRow[]) {
  for (const r of cars) {
    ix.apply(r);
    const slot = ix.slotOf(r.id);
    if (slot !== undefined) ix.setDeal(slot, UNRATED, Number.NaN);
  }
}

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
  it("brings an answer up to date by passing only the cars added since, through rows read again as they are, answering as the rules do (40 random searches)", () => {
    for (let seed = 10; seed < 50; seed++) {
      const next = random(seed);
      const rows = makeRows(2000, next);
      const ix = new ListingIndex();
      for (const r of rows) ix.apply(r);
      const f = randomFilters(next);
      queryIndex(ix, f, [], "price_asc", 1, 24);
      const entry = searchMemo(ix).get(memoKeyOf(f, []))!;
      for (let round = 0; round < 3; round++) {
        // A refresh reads the last rows again as they are (index-loader.ts): that changes nothing.
        for (const r of rows.slice(-50)) ix.apply(r);
        const added = newCars(150, rows.length, next);
        addCars(ix, added);
        rows.push(...added);
        expectAsTheRules(queryIndex(ix, f, [], "price_asc", 1 + (round % 2), 24), rows, f, "price_asc", 1 + (round % 2));
        // The same entry, now covering every slot: no new pass was made.
        expect(searchMemo(ix).get(memoKeyOf(f, []))).toBe(entry);
        expect(entry).toMatchObject({ size: ix.size, generation: ix.generation });
      }
    }
  });

  it("passes again an answer one of whose cars changed, added ones included, or whose counts have no room for a new make", () => {
    const next = random(7);
    const rows = makeRows(2000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    const f = { textWords: [], maxPrice: 1_200_000 };
    const key = memoKeyOf(f, []);
    queryIndex(ix, f, [], "price_asc", 1, 24);
    const added = newCars(50, rows.length, next);
    addCars(ix, added);
    rows.push(...added);
    expect(searchMemo(ix).get(key)).toBeDefined();
    // An added car on sale, now covered by the answer, is repriced.
    const at = rows.findLastIndex((r) => r.status === "active");
    rows[at] = { ...rows[at], price: rows[at].price + 50_000 };
    ix.apply(rows[at]);
    expect(searchMemo(ix).get(key)).toBeUndefined();
    expectAsTheRules(queryIndex(ix, f, [], "price_asc", 1, 24), rows, f, "price_asc", 1);
    // A car of a make the index has not seen.
    const [skoda] = newCars(1, rows.length, next).map((r) => ({ ...r, make: "Skoda", price: 500_000 }));
    addCars(ix, [skoda]);
    rows.push(skoda);
    expect(searchMemo(ix).get(key)).toBeUndefined();
    const answer = queryIndex(ix, f, [], "price_asc", 1, 24);
    expectAsTheRules(answer, rows, f, "price_asc", 1);
    expect(answer.facets.make.find((m) => m.value === "Skoda")?.count).toBe(1);
  });

  it("keeps an answer that grows past its list's limit as one flag per slot", () => {
    const next = random(8);
    const ix = new ListingIndex();
    for (const r of makeRows(300, next)) ix.apply(r);
    const cheap: RangePass = (from, to, _counts, out) => {
      let found = 0;
      for (let s = from; s < to; s++) if (ix.alive[s] === 1 && ix.price[s] <= 900_000) out[found++] = s;
      return found;
    };
    const memo = new SearchMemo(ix, 150);
    const first = new Int32Array(300);
    const total = cheap(0, ix.size, newCounts(ix), first);
    const entry = memo.set("cheap", total, newCounts(ix), first.subarray(0, total), null, cheap);
    expect(entry.matches).not.toBeNull();
    addCars(ix, newCars(300, 300, next));
    const grown = memo.get("cheap")!;
    const expected = new Int32Array(ix.size);
    const all = cheap(0, ix.size, newCounts(ix), expected);
    expect(grown).toMatchObject({ matches: null, total: all, size: ix.size });
    expect([...grown.flags!.keys()].filter((s) => grown.flags![s] === 1)).toEqual([...expected.subarray(0, all)]);
  });

  it("forgets an answer as soon as a car it covers changes", () => {
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
