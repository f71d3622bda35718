/**
 * The generated scan against the plainest reading of the rules: for random filters over a
 * random index, the total, every facet count (each ignoring its own filter) and the page must
 * equal what filtering the rows one by one gives.
 */
import { describe, expect, it } from "vitest";
import { priceBandOf } from "~/lib/price-bands";
import type { EffectiveFilters } from "../schema";
import { ListingIndex, SORT_KEYS, type SortKey } from "../store/listing-index";
import { scanWorker } from "./parallel-scan";
import { queryIndex } from "./query-index";
import { searchMemo } from "../caches/search-memo";
import { asMap, expectAsTheRules, makeRows, MAKES, random, randomFilters, reference, withRandomSeats } from "../test-rows";

describe("queryIndex", () => {
  it("counts, facets and pages exactly as the rules read row by row (200 random searches)", async () => {
    const next = random(42);
    const seats = random(4242);
    const rows = makeRows(3000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    for (let round = 0; round < 200; round++) {
      const f = withRandomSeats(randomFilters(next), seats);
      const sort: SortKey = f.textWords.length ? "listed_desc" : SORT_KEYS[Math.floor(next() * 5)];
      const page = 1 + Math.floor(next() * 3);
      expectAsTheRules(queryIndex(ix, f, [], sort, page, 24), rows, f, sort, page);
    }
  });

  it("answers the same when a worker thread scans half of the slots (100 random searches)", async () => {
    const { minSlots, chunk } = scanWorker;
    scanWorker.minSlots = 1_000;
    scanWorker.chunk = 128;
    try {
      await scanWorker.whenOnline();
      const next = random(7);
      const rows = makeRows(3000, next);
      const ix = new ListingIndex();
      for (const r of rows) ix.apply(r);
      const before = { ...scanWorker.passes };
      for (let round = 0; round < 100; round++) {
        const f = randomFilters(next);
        const sort: SortKey = f.textWords.length ? "listed_desc" : SORT_KEYS[Math.floor(next() * 5)];
        expectAsTheRules(queryIndex(ix, f, [], sort, 1, 24), rows, f, sort, 1);
      }
      // Growing past its capacity moves the index to new columns, which the worker must get
      // (it keeps the last ones it was sent).
      const capacity = ix.capacity;
      const more = makeRows(2000, next).map((r) => ({ ...r, id: r.id + 3000, change_seq: r.change_seq + 3000 }));
      for (const r of more) ix.apply(r);
      expect(ix.capacity).toBeGreaterThan(capacity);
      const all = [...rows, ...more];
      for (let round = 0; round < 30; round++) {
        const f = randomFilters(next);
        expectAsTheRules(queryIndex(ix, f, [], "price_asc", 1, 24), all, f, "price_asc", 1);
      }
      // Most passes went through the worker (it may join one too late to take a chunk).
      expect(scanWorker.passes.shared + scanWorker.passes.alone - before.shared - before.alone).toBeGreaterThan(50);
      expect(scanWorker.passes.shared).toBeGreaterThan(before.shared);
    } finally {
      scanWorker.minSlots = minSlots;
      scanWorker.chunk = chunk;
    }
  });

  it("answers from the memo as the rules do after its entries' buffers were reused by later searches", () => {
    const next = random(99);
    // Enough cars that wide searches keep slot lists of 64 KB and more, whose buffers are pooled:
    // 30 of them, each matching a different set of over 16,384 cars.
    const rows = makeRows(60_000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    const wide = (k: number): EffectiveFilters => ({ textWords: [], condition: "used", maxPrice: 1_000_000 + (k % 15) * 50_000, minYear: k % 30 < 15 ? undefined : 2013 });
    // More searches than the memo keeps: the oldest are dropped and their buffers go to newer ones.
    const searches = Array.from({ length: 150 }, (_, k) => (k % 3 === 0 ? wide(k / 3) : randomFilters(next)));
    const memo = searchMemo(ix);
    const reusedBefore = memo.reusedBuffers;
    for (const f of searches) queryIndex(ix, f, [], "price_asc", 1, 24);
    expect(memo.reusedBuffers).toBeGreaterThan(reusedBefore);
    // The most recent ones are answered from the memo (page 2 needs the stored slots or flags).
    for (const f of searches.slice(-40)) expectAsTheRules(queryIndex(ix, f, [], "price_asc", 2, 24), rows, f, "price_asc", 2);
    // After a change every entry goes; searches made afterwards reuse their buffers.
    ix.apply({ ...rows[0], price: rows[0].price + 1, change_seq: 99_999 });
    const changed = [{ ...rows[0], price: rows[0].price + 1 }, ...rows.slice(1)];
    const reusedBeforeChange = memo.reusedBuffers;
    for (const f of searches.slice(0, 30)) queryIndex(ix, f, [], "price_asc", 1, 24);
    expect(memo.reusedBuffers).toBeGreaterThan(reusedBeforeChange);
    for (const f of searches.slice(0, 30)) expectAsTheRules(queryIndex(ix, f, [], "price_asc", 2, 24), changed, f, "price_asc", 2);
    // 60,000 cars checked against the rules a hundred times: seconds on a busy CI machine.
  }, 60_000);

  it("reuses a search's counts only until the index changes", () => {
    const rows = makeRows(500, random(5));
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    const none: EffectiveFilters = { textWords: [] };
    const first = queryIndex(ix, none, [], "price_asc", 1, 24);
    expect(first.total).toBe(reference(rows, none).matched.length);
    expect(queryIndex(ix, none, [], "price_asc", 1, 24)).toEqual(first);
    const ofMake: EffectiveFilters = { textWords: [], make: [rows.find((r) => r.id === first.pageIds[0])!.make] };
    const makeBefore = queryIndex(ix, ofMake, [], "price_asc", 1, 24);
    expect(queryIndex(ix, ofMake, [], "price_asc", 2, 24).pageIds).not.toEqual(makeBefore.pageIds);
    // The cheapest car is sold: it leaves the total, its make's count and the first page.
    const cheapest = rows.find((r) => r.id === first.pageIds[0])!;
    ix.apply({ ...cheapest, status: "sold", change_seq: 9999 });
    const after = queryIndex(ix, none, [], "price_asc", 1, 24);
    expect(after.total).toBe(first.total - 1);
    expect(asMap(after.facets.make).get(cheapest.make)).toBe(asMap(first.facets.make).get(cheapest.make)! - 1);
    expect(after.pageIds).not.toContain(cheapest.id);
    const makeAfter = queryIndex(ix, ofMake, [], "price_asc", 1, 24);
    expect(makeAfter.total).toBe(makeBefore.total - 1);
    expect(makeAfter.pageIds).not.toContain(cheapest.id);
  });

  it("counts the misses of a search most cars match, and answers as counting its matches does, through writes and new ratings", () => {
    const next = random(31);
    const rows = makeRows(4000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    // Two ranges each (one alone is answered from the totals and that range's order, below).
    const wide: EffectiveFilters[] = [
      { textWords: [], condition: "used", minYear: 2013 }, { textWords: [], maxKm: 80_000, minYear: 2012 },
      { textWords: [], minYear: 2013, maxPrice: 1_700_000 }, { textWords: [], minPrice: 350_000 },
    ];
    for (let round = 0; round < 80; round++) {
      // New ratings for some cars (the deal facet's totals follow them), then a sale, a new price or a deletion.
      for (let k = 0; k < 20; k++) {
        const code = Math.floor(next() * 6) - 1;
        ix.setDeal(Math.floor(next() * ix.size), code, code === -1 ? Number.NaN : 0.8 + next() * 0.4);
      }
      const at = Math.floor(next() * rows.length);
      const write = round % 3;
      if (write === 2) {
        ix.remove(rows[at].id, 20_000 + round);
        rows.splice(at, 1);
      } else {
        rows[at] = write === 0 ? { ...rows[at], status: rows[at].status === "active" ? "sold" : "active" } : { ...rows[at], price: rows[at].price + 50_000 };
        ix.apply({ ...rows[at], change_seq: 20_000 + round });
      }
      const f = { ...wide[round % wide.length], maxKm: round % 2 === 0 ? 90_000 + round : undefined };
      const answer = queryIndex(ix, f, [], "price_asc", 1 + (round % 2), 24);
      expectAsTheRules(answer, rows, f, "price_asc", 1 + (round % 2));
      // A make filter naming every make changes no answer but takes the pass that counts matches.
      const counted = queryIndex(ix, { ...f, make: MAKES }, [], "price_asc", 1 + (round % 2), 24);
      expect(answer).toEqual(counted);
    }
  });

  it("keeps finding every car when a code column outgrows one and then two bytes", () => {
    // 70,000 distinct cities and texts: each column starts at a byte a code and is widened
    // twice mid-load; the first cars must keep their codes through both copies.
    const rows = makeRows(70_000, random(9)).map((r, k) => ({ ...r, status: "active", city: `City ${k}`, search_text: `car${k}x`, car_group: null }));
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    for (const k of [0, 255, 256, 65_535, 65_536, 69_999]) {
      const byCity = queryIndex(ix, { textWords: [], cities: [`City ${k}`] }, [], "price_asc", 1, 24);
      expect(byCity.pageIds, `city ${k}`).toEqual([rows[k].id]);
      const byText = queryIndex(ix, { textWords: [`car${k}x`] }, [], "listed_desc", 1, 24);
      expect(byText.pageIds, `text ${k}`).toEqual([rows[k].id]);
    }
  });

  it("answers a condition and one range (price, kilometres or years) from the totals and that range's order, as the rules and the pass do, through writes", () => {
    const next = random(77);
    const rows = makeRows(3000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    const conditions = [undefined, "new", "used"] as const;
    for (let round = 0; round < 120; round++) {
      const condition = conditions[round % 3];
      const price = 300_000 + Math.floor(next() * 30) * 50_000;
      const km = Math.floor(next() * 20) * 5_000;
      const year = 2012 + Math.floor(next() * 12);
      // No range, then each field's minimum, maximum and both: narrow and wide runs, so both sides get counted.
      const bounds = Math.floor(round / 3) % 4;
      const ranges: Partial<EffectiveFilters>[] = [
        {},
        bounds === 1 ? { maxPrice: price } : bounds === 2 ? { minPrice: price } : { minPrice: price, maxPrice: price + 200_000 },
        bounds === 1 ? { maxKm: km } : bounds === 2 ? { minKm: km } : { minKm: km, maxKm: km + 30_000 },
        bounds === 1 ? { maxYear: year } : bounds === 2 ? { minYear: year } : { minYear: year, maxYear: year + 2 },
      ];
      const f: EffectiveFilters = { textWords: [], condition, ...ranges[Math.floor(round / 12) % 4] };
      const sort = SORT_KEYS[round % SORT_KEYS.length];
      const page = 1 + (round % 2);
      const answer = queryIndex(ix, f, [], sort, page, 24);
      expectAsTheRules(answer, rows, f, sort, page);
      // A make filter naming every make changes no answer but takes the pass over every slot.
      expect(answer).toEqual(queryIndex(ix, { ...f, make: MAKES }, [], sort, page, 24));
      // Then a write: a new rating, a sale or a return to sale, a new price, a car's condition changed, a deletion.
      const at = Math.floor(next() * rows.length);
      const code = Math.floor(next() * 6) - 1;
      ix.setDeal(Math.floor(next() * ix.size), code, code === -1 ? Number.NaN : 0.8 + next() * 0.4);
      const write = round % 4;
      if (write === 3) {
        ix.remove(rows[at].id, 20_000 + round);
        rows.splice(at, 1);
      } else {
        const r = rows[at];
        rows[at] = write === 0 ? { ...r, status: r.status === "active" ? "sold" : "active" } : write === 1 ? { ...r, price: r.price + 50_000, km: r.km + 5_000 } : { ...r, is_new: !r.is_new };
        ix.apply({ ...rows[at], change_seq: 20_000 + round });
      }
    }
  });

  it("pages a narrow budget or kilometre range in every other order as the pass does (its few cars sorted, not the whole order walked)", () => {
    const next = random(99);
    // Prices and kilometres spread wide (the shared rows keep to a few values), so a window holds a few dozen cars.
    const rows = makeRows(3000, next).map((r) => {
      const price = 300_000 + Math.floor(next() * 1_500_000);
      return { ...r, price, price_band: priceBandOf(price).key, km: Math.floor(next() * 150_000) };
    });
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    let compared = 0;
    for (let round = 0; round < 40; round++) {
      const one = rows[Math.floor(next() * rows.length)];
      const f: EffectiveFilters = round % 2 === 0 ? { textWords: [], minPrice: one.price - 10_000, maxPrice: one.price + 10_000 } : { textWords: [], minKm: one.km - 1_500, maxKm: one.km + 1_500 };
      for (const sort of SORT_KEYS) {
        for (const page of [1, 2]) {
          const answer = queryIndex(ix, f, [], sort, page, 24);
          expectAsTheRules(answer, rows, f, sort, page);
          // A make filter naming every make changes no answer but takes the pass over every slot.
          expect(answer.pageIds, `${sort} ${JSON.stringify(f)}`).toEqual(queryIndex(ix, { ...f, make: MAKES }, [], sort, page, 24).pageIds);
          compared += answer.pageIds.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it("pages a search with very many matches the same when it is answered again from the memo", () => {
    // Over 250,000 matches are remembered as a flag per slot rather than a slot list.
    const rows = makeRows(300_000, random(11)).map((r, k) => ({ ...r, status: "active", is_new: k % 7 === 0, search_text: `${r.search_text} car` }));
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    const used: EffectiveFilters = { textWords: [], condition: "used" };
    const usedCar: EffectiveFilters = { textWords: ["car"], condition: "used" };
    for (const [f, sort] of [[used, "price_asc"], [used, "listed_desc"], [usedCar, "listed_desc"]] as const) {
      const first = queryIndex(ix, f, [], sort, 3, 24);
      expect(first.total).toBe(reference(rows, f).matched.length);
      const again = queryIndex(ix, f, [], sort, 3, 24);
      expect(again).toEqual(first);
      expect(again.pageIds).toHaveLength(24);
      for (const id of again.pageIds) expect(rows[id - 1].is_new).toBe(false);
    }
  });
});
