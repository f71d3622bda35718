/**
 * The matcher held to the search itself: for random saved searches (every filter the engine
 * has, free text included) and random cars, a search is matched by a car exactly when
 * queryIndex, which answers /api/vehicles, finds the car; and "re-priced into the budget" is
 * exactly "found at the new price, not at the old one".
 */
import { describe, expect, it } from "vitest";
import { queryIndex, type EffectiveFilters } from "~/.server/search";
// The tests build an index from rows, as the engine's own tests do (nothing outside the engine may).
// eslint-disable-next-line no-restricted-imports
import { ListingIndex, type IndexRow } from "~/.server/search/store/listing-index";
// eslint-disable-next-line no-restricted-imports
import { makeRows, random } from "~/.server/search/test-rows";
import { SavedSearchMatcher } from "./saved-search-matcher";

const LUXURY = ["Kia"];
const WORDS = ["creta", "sx", "CRETA", "zx lx", "nexon", "reta", "hyundai city", "xyz", "lx"];
const FEATURES = [["sunroof"], ["rear-camera"], ["6 airbags"], ["sunroof", "abs"], ["camera"]];

function randomSearch(next: () => number): EffectiveFilters {
  const maybe = <T,>(value: () => T, p = 0.3) => (next() < p ? value() : undefined);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const some = <T,>(list: readonly T[]) => maybe(() => {
    const chosen = list.filter(() => next() < 0.4);
    return chosen.length > 0 ? chosen : [pick(list)];
  });
  const minPrice = maybe(() => 300_000 + Math.floor(next() * 20) * 50_000);
  return {
    make: some(["Hyundai", "tata", "Kia", "Honda", "Maruti"]),
    model: some(["Creta", "Nexon", "seltos", "City"], ),
    city: maybe(() => pick(["pun", "Delhi", "MUM", "x"]), 0.15),
    cities: maybe(() => [pick(["Pune", "Delhi", "Mumbai"])], 0.15),
    minPrice,
    maxPrice: maybe(() => Math.max(minPrice ?? 0, 400_000 + Math.floor(next() * 25) * 50_000)),
    minYear: maybe(() => 2012 + Math.floor(next() * 8)),
    maxYear: maybe(() => 2018 + Math.floor(next() * 6), 0.15),
    minKm: maybe(() => 10_000, 0.1),
    maxKm: maybe(() => 40_000 + Math.floor(next() * 6) * 10_000),
    fuel: some(["Petrol", "Diesel", "CNG"]) as EffectiveFilters["fuel"],
    transmission: some(["Manual", "Automatic"]) as EffectiveFilters["transmission"],
    bodyType: some(["SUV", "Sedan", "Hatchback"]) as EffectiveFilters["bodyType"],
    owners: some(["1", "2", "3+"]) as EffectiveFilters["owners"],
    condition: maybe(() => pick(["new", "used"] as const), 0.15),
    source: maybe(() => [pick(["CarWale", "OLX"])], 0.15),
    deal: maybe(() => [pick(["great", "good", "fair"] as const)], 0.1),
    seats: maybe(() => [pick([5, 7])], 0.1),
    minSeats: maybe(() => 6, 0.1),
    features: maybe(() => pick(FEATURES), 0.15),
    luxury: maybe(() => true, 0.05),
    textWords: next() < 0.3 ? pick(WORDS).split(" ") : [],
  };
}

function indexOf(rows: IndexRow[], next: () => number): ListingIndex {
  const ix = new ListingIndex();
  for (const row of rows) ix.apply(row);
  for (let slot = 0; slot < ix.size; slot++) if (next() < 0.5) ix.setDeal(slot, Math.floor(next() * 5), 0.9);
  return ix;
}

/** The searches (by position) whose result holds each slot, as queryIndex answers them. */
function foundBy(ix: ListingIndex, searches: EffectiveFilters[]): Set<number>[] {
  const bySlot = Array.from({ length: ix.size }, () => new Set<number>());
  searches.forEach((f, k) => {
    for (const id of queryIndex(ix, f, LUXURY, "price_asc", 1, ix.size).pageIds) bySlot[ix.slotOf(id)!].add(k);
  });
  return bySlot;
}

describe("saved-search matching", () => {
  it("matches a car to exactly the searches that find it", () => {
    const next = random(36);
    const rows = makeRows(1_500, next);
    const ix = indexOf(rows, next);
    const searches = Array.from({ length: 400 }, () => randomSearch(next));
    const matcher = new SavedSearchMatcher(LUXURY);
    searches.forEach((f, k) => matcher.add(k, f));
    const expected = foundBy(ix, searches);
    let matched = 0;
    for (let slot = 0; slot < ix.size; slot++) {
      const got = matcher.matchListing(ix, slot).sort((a, b) => a - b);
      expect(got, `slot ${slot}`).toEqual([...expected[slot]].sort((a, b) => a - b));
      matched += got.length;
    }
    // Enough matches (and free-text ones among them) for the equality to mean something.
    expect(matched).toBeGreaterThan(2_000);
    const textMatched = searches.some((f, k) => f.textWords.length > 0 && expected.some((found) => found.has(k)));
    expect(textMatched).toBe(true);
  });

  it("matches the same after a run has prepared its cars' sets ahead, for those cars and others", async () => {
    const next = random(41);
    const ix = indexOf(makeRows(1_200, next), next);
    const searches = Array.from({ length: 400 }, () => randomSearch(next));
    const matcher = new SavedSearchMatcher(LUXURY);
    searches.forEach((f, k) => matcher.add(k, f));
    const expected = foundBy(ix, searches);
    const prepared = Array.from({ length: ix.size }, (_, slot) => slot).filter((slot) => slot % 3 === 0);
    let paused = 0;
    await matcher.prepare(ix, prepared, () => void paused++);
    expect(paused).toBeGreaterThan(0);
    for (let slot = 0; slot < ix.size; slot++) {
      const got = matcher.matchListing(ix, slot).sort((a, b) => a - b);
      expect(got, `slot ${slot}`).toEqual([...expected[slot]].sort((a, b) => a - b));
    }
  });

  it("builds every make's, fuel's, body's and gearbox's set ahead, not only those of the run's cars", async () => {
    const next = random(43);
    // One model year: the one car prepared brings the only year set there is (price bands are built all at once).
    const ix = indexOf(makeRows(1_200, next).map((row) => ({ ...row, year: 2018 })), next);
    const searches = Array.from({ length: 400 }, () => randomSearch(next));
    const matcher = new SavedSearchMatcher(LUXURY);
    searches.forEach((f, k) => matcher.add(k, f));
    const expected = foundBy(ix, searches);
    await matcher.prepare(ix, [0], () => undefined);
    const built = matcher.arrayBytes;
    for (let slot = 0; slot < ix.size; slot++) expect(matcher.matchListing(ix, slot).sort((a, b) => a - b), `slot ${slot}`).toEqual([...expected[slot]].sort((a, b) => a - b));
    // Nothing was left to build while matching (a burst's run on the request thread).
    expect(matcher.arrayBytes).toBe(built);
  });

  it("finds a car whose values were in no dictionary when the run before prepared (an empty index)", async () => {
    const next = random(5);
    const ix = new ListingIndex();
    const matcher = new SavedSearchMatcher(LUXURY);
    // Only a make and a city: every other filter left out.
    const none = Object.fromEntries(Object.keys(randomSearch(next)).map((name) => [name, undefined]));
    matcher.add(1, { ...none, textWords: [], make: ["Kia"], cities: ["Pune"] } as EffectiveFilters);
    await matcher.prepare(ix, [], () => undefined);
    const [row] = makeRows(1, next);
    ix.apply({ ...row!, make: "Kia", city: "Pune" });
    expect(matcher.matchListing(ix, 0)).toEqual([1]);
  });

  it("keeps matching as searches are removed and added, and after the index grows", () => {
    const next = random(7);
    const rows = makeRows(600, next);
    const ix = indexOf(rows.slice(0, 400), next);
    const searches = Array.from({ length: 300 }, () => randomSearch(next));
    const matcher = new SavedSearchMatcher(LUXURY);
    searches.forEach((f, k) => matcher.add(k, f));
    for (let slot = 0; slot < ix.size; slot++) matcher.matchListing(ix, slot);
    // Half the searches go, others come, and new cars bring new dictionary values.
    for (let k = 0; k < 300; k += 2) matcher.remove(k);
    const more = Array.from({ length: 100 }, () => randomSearch(next));
    more.forEach((f, k) => matcher.add(300 + k, f));
    for (const row of rows.slice(400)) ix.apply({ ...row, city: row.id % 7 === 0 ? "Nashik" : row.city, make: row.id % 11 === 0 ? "Skoda" : row.make });
    const kept = new Map<number, EffectiveFilters>();
    searches.forEach((f, k) => k % 2 === 1 && kept.set(k, f));
    more.forEach((f, k) => kept.set(300 + k, f));
    const ids = [...kept.keys()];
    const expected = foundBy(ix, [...kept.values()]);
    for (let slot = 0; slot < ix.size; slot++) {
      const got = matcher.matchListing(ix, slot).sort((a, b) => a - b);
      expect(got, `slot ${slot}`).toEqual([...expected[slot]].map((k) => ids[k]).sort((a, b) => a - b));
    }
  });

  it("names the searches a car was re-priced into, and no others", () => {
    const next = random(99);
    const rows = makeRows(800, next);
    const ix = indexOf(rows, next);
    const searches = Array.from({ length: 300 }, () => randomSearch(next));
    const matcher = new SavedSearchMatcher(LUXURY);
    searches.forEach((f, k) => matcher.add(k, f));
    let into = 0;
    const found = foundBy(ix, searches);
    for (let slot = 0; slot < ix.size; slot += 7) {
      const row = rows.find((r) => r.id === ix.ids[slot])!;
      const previousPrice = row.price + 50_000 + Math.floor(next() * 8) * 50_000;
      const now = found[slot];
      ix.apply({ ...row, price: previousPrice });
      const before = foundBy(ix, searches)[slot];
      ix.apply(row);
      const got = matcher.matchListing(ix, slot, previousPrice).sort((a, b) => a - b);
      expect(got, `slot ${slot}`).toEqual([...now].filter((k) => !before.has(k)).sort((a, b) => a - b));
      into += got.length;
    }
    expect(into).toBeGreaterThan(20);
  });
});
