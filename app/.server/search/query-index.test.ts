/**
 * The generated scan against the plainest reading of the rules: for random filters over a
 * random index, the total, every facet count (each ignoring its own filter) and the page must
 * equal what filtering the rows one by one gives.
 */
import { describe, expect, it } from "vitest";
import type { EffectiveFilters } from "../listings/listing-filters";
import { ListingIndex, SORT_KEYS, type IndexRow, type SortKey } from "./listing-index";
import { scanWorker } from "./parallel-scan";
import { queryIndex } from "./query-index";
import { searchMemo } from "./search-memo";

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const MAKES = ["Hyundai", "Tata", "Kia", "Honda"];
const MODELS = ["Creta", "Nexon", "Seltos", "City"];
const FUELS = ["Petrol", "Diesel", "CNG"];
const BODIES = ["SUV", "Sedan", "Hatchback"];
const CITIES = ["Pune", "Delhi", "Mumbai"];

function makeRows(n: number, next: () => number): IndexRow[] {
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: n }, (_, k) => {
    const make = pick(MAKES);
    const price = 300_000 + Math.floor(next() * 30) * 50_000;
    return {
      id: k + 1, make, model: pick(MODELS), city: pick(CITIES), source: pick(["CarWale", "OLX"]), fuel_type: pick(FUELS),
      transmission: pick(["Manual", "Automatic"]), body_type: pick(BODIES), price_band: price < 1_000_000 ? "5-10L" : "10-20L",
      price, year: 2012 + Math.floor(next() * 12), km: Math.floor(next() * 20) * 5_000, owner_count: next() < 0.1 ? null : 1 + Math.floor(next() * 3),
      seats: 5 + Math.floor(next() * 3), is_new: next() < 0.1, listed_at: new Date(1_700_000_000_000 + Math.floor(next() * 90) * 86_400_000),
      fuel_economy: 15, range_km: null, search_text: `${make} ${pick(MODELS)} ${pick(["sx", "zx", "lx"])}`.toLowerCase(),
      features_text: next() < 0.5 ? "sunroof | abs" : "abs", status: next() < 0.05 ? "sold" : "active", change_seq: k + 1,
    };
  });
}

function randomFilters(next: () => number): EffectiveFilters {
  const maybe = <T,>(value: T) => (next() < 0.35 ? value : undefined);
  const some = (list: string[]) => {
    if (next() >= 0.35) return undefined;
    const chosen = list.filter(() => next() < 0.5);
    return chosen.length > 0 ? chosen : [list[0]];
  };
  return {
    make: some(MAKES), model: some(MODELS), fuel: some(FUELS) as never, bodyType: some(BODIES) as never, cities: some(CITIES),
    minPrice: maybe(500_000), maxPrice: maybe(1_500_000), minYear: maybe(2016), maxKm: maybe(60_000), minSeats: maybe(6),
    condition: maybe(next() < 0.5 ? "new" : "used"), features: maybe(["sunroof"]), textWords: next() < 0.2 ? ["creta"] : [],
  };
}

/** The rules row by row: which facet filters does a row fail, and does it pass the rest? */
function reference(rows: IndexRow[], f: EffectiveFilters) {
  const inList = (list: string[] | undefined, v: string) => !list || list.some((x) => x.toLowerCase() === v.toLowerCase());
  const counts = { make: new Map<string, number>(), fuelType: new Map<string, number>(), bodyType: new Map<string, number>(), city: new Map<string, number>() };
  const add = (m: Map<string, number>, v: string) => m.set(v, (m.get(v) ?? 0) + 1);
  const matched: IndexRow[] = [];
  for (const r of rows) {
    if (r.status !== "active") continue;
    if ((f.minYear !== undefined && r.year < f.minYear) || (f.maxKm !== undefined && r.km > f.maxKm)) continue;
    if (f.minSeats !== undefined && (r.seats ?? -1) < f.minSeats) continue;
    if (f.condition && r.is_new !== (f.condition === "new")) continue;
    if (!inList(f.model, r.model)) continue;
    if (f.features && !f.features.every((w) => (r.features_text ?? "").includes(w))) continue;
    if (f.textWords.length && !f.textWords.every((w) => r.search_text.includes(w))) continue;
    const fails = [
      !inList(f.make, r.make), !inList(f.fuel, r.fuel_type), !inList(f.bodyType, r.body_type), !inList(f.cities, r.city),
      (f.minPrice !== undefined && r.price < f.minPrice) || (f.maxPrice !== undefined && r.price > f.maxPrice),
    ];
    const failed = fails.filter(Boolean).length;
    if (failed > 1) continue;
    if (failed === 0 || fails[0]) add(counts.make, r.make);
    if (failed === 0 || fails[1]) add(counts.fuelType, r.fuel_type);
    if (failed === 0 || fails[2]) add(counts.bodyType, r.body_type);
    if (failed === 0 || fails[3]) add(counts.city, r.city);
    if (failed === 0) matched.push(r);
  }
  return { matched, counts };
}

const asMap = (list: { value: string; count: number }[]) => new Map(list.map((x) => [x.value, x.count]));

/** The total, the facets and a page of 24 as `reference` reads the rules for these rows. */
function expectAsTheRules(answer: ReturnType<typeof queryIndex>, rows: IndexRow[], f: EffectiveFilters, sort: SortKey, page: number) {
  const expected = reference(rows, f);
  const context = JSON.stringify(f);
  expect(answer.total, context).toBe(expected.matched.length);
  for (const facet of ["make", "fuelType", "bodyType", "city"] as const) {
    expect(asMap(answer.facets[facet]), `${facet} ${context}`).toEqual(expected.counts[facet]);
  }
  // The page holds matches only, as many as there are left, and in the sort's order.
  expect(answer.pageIds.length).toBe(Math.max(0, Math.min(24, expected.matched.length - (page - 1) * 24)));
  const byId = new Map(expected.matched.map((r) => [r.id, r]));
  for (const id of answer.pageIds) expect(byId.has(id), context).toBe(true);
  if (sort === "price_asc") {
    const prices = answer.pageIds.map((id) => byId.get(id)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }
}

describe("queryIndex", () => {
  it("counts, facets and pages exactly as the rules read row by row (200 random searches)", async () => {
    const next = random(42);
    const rows = makeRows(3000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    for (let round = 0; round < 200; round++) {
      const f = randomFilters(next);
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
  });

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

  it("keeps finding every car when a code column outgrows one and then two bytes", () => {
    // 70,000 distinct cities and texts: each column starts at a byte a code and is widened
    // twice mid-load; the first cars must keep their codes through both copies.
    const rows = makeRows(70_000, random(9)).map((r, k) => ({ ...r, status: "active", city: `City ${k}`, search_text: `car${k}x` }));
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    for (const k of [0, 255, 256, 65_535, 65_536, 69_999]) {
      const byCity = queryIndex(ix, { textWords: [], cities: [`City ${k}`] }, [], "price_asc", 1, 24);
      expect(byCity.pageIds, `city ${k}`).toEqual([rows[k].id]);
      const byText = queryIndex(ix, { textWords: [`car${k}x`] }, [], "listed_desc", 1, 24);
      expect(byText.pageIds, `text ${k}`).toEqual([rows[k].id]);
    }
  });

  it("answers a price range alone (from the cheapest-first order) exactly as the rules read row by row", () => {
    const next = random(77);
    const rows = makeRows(3000, next);
    const ix = new ListingIndex();
    for (const r of rows) ix.apply(r);
    for (let round = 0; round < 60; round++) {
      const low = 300_000 + Math.floor(next() * 30) * 50_000;
      const shape = round % 3;
      // Narrow and wide ranges, so both sides of the run get counted.
      const f: EffectiveFilters = shape === 0 ? { textWords: [], maxPrice: low } : shape === 1 ? { textWords: [], minPrice: low } : { textWords: [], minPrice: low, maxPrice: low + 200_000 };
      const sort = SORT_KEYS[round % 5];
      const answer = queryIndex(ix, f, [], sort, 1 + (round % 2), 24);
      expectAsTheRules(answer, rows, f, sort, 1 + (round % 2));
      // The price facet ignores its own filter: its counts are those of the unfiltered search.
      expect(answer.facets.priceBand).toEqual(queryIndex(ix, { textWords: [] }, [], sort, 1, 24).facets.priceBand);
      if (round === 30) {
        // A car in every range so far is sold: the next answers must leave it out.
        const cheapest = rows.filter((r) => r.status === "active").sort((a, b) => a.price - b.price)[0];
        const sold = { ...cheapest, status: "sold", change_seq: 10_000 };
        ix.apply(sold);
        rows[rows.indexOf(cheapest)] = sold;
      }
    }
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
