/**
 * Random index rows and the search rules read row by row, for the search index's tests: what a
 * search must answer, written as plainly as possible so the index's fast paths can be held to it.
 */
import { expect } from "vitest";
import { equipmentMatcher, equipmentText } from "~/lib/equipment";
import { priceBandOf } from "~/lib/price-bands";
import { emptySpecs } from "~/lib/variant-specs";
import type { EffectiveFilters } from "./schema";
import type { IndexRow, SortKey } from "./store/listing-index";
import type { IndexAnswer } from "./execution/query-index";

export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
export const MAKES = ["Hyundai", "Tata", "Kia", "Honda"];
const MODELS = ["Creta", "Nexon", "Seltos", "City"];
const FUELS = ["Petrol", "Diesel", "CNG"];
export const BODIES = ["SUV", "Sedan", "Hatchback"];
const CITIES = ["Pune", "Delhi", "Mumbai"];

export function makeRows(n: number, next: () => number): IndexRow[] {
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: n }, (_, k) => {
    const make = pick(MAKES);
    const price = 300_000 + Math.floor(next() * 30) * 50_000;
    return {
      id: k + 1, make, model: pick(MODELS), city: pick(CITIES), source: pick(["CarWale", "OLX"]), fuel_type: pick(FUELS),
      transmission: pick(["Manual", "Automatic"]), body_type: pick(BODIES), price_band: priceBandOf(price).key,
      price, year: 2012 + Math.floor(next() * 12), km: Math.floor(next() * 20) * 5_000, owner_count: next() < 0.1 ? null : 1 + Math.floor(next() * 3),
      seats: [5, 6, 7, null][Math.floor(next() * 4)], is_new: next() < 0.1, listed_at: new Date(1_700_000_000_000 + Math.floor(next() * 90) * 86_400_000),
      fuel_economy: 15, range_km: null, search_text: `${make} ${pick(MODELS)} ${pick(["sx", "zx", "lx"])}`.toLowerCase(),
      features_text: KITS[Math.floor(next() * KITS.length)], status: next() < 0.05 ? "sold" : "active", change_seq: k + 1,
      // One row in ten is a copy of a car on another platform: ~3 copies a group (outside the random stream, so other draws stay as they were).
      car_group: k % 10 === 0 ? `g${(k / 10) % 97}` : null,
    };
  });
}

/**
 * Equipment as the loader writes it: own features, a variant's standard ones, or both. A
 * sunroof comes from the seller, the catalogue's names or its specifications only.
 */
const sunroofSpecs = emptySpecs();
sunroofSpecs.comfort.sunroof = true;
const KITS = [
  equipmentText(["Sunroof", "ABS"], null),
  equipmentText(["ABS"], null),
  equipmentText([], { names: ["6 Airbags", "Rear Parking Camera"], specs: sunroofSpecs }),
  equipmentText(["abs"], { names: ["Panoramic Sunroof", "2 Airbags"] }),
  equipmentText(["Tabs"], { names: ["2 Airbags"] }),
];
const FEATURE_FILTERS = [["sunroof"], ["rear-camera"], ["6 airbags"], ["sunroof", "abs"], ["camera"]];

export function randomFilters(next: () => number): EffectiveFilters {
  const maybe = <T,>(value: T) => (next() < 0.35 ? value : undefined);
  const some = (list: string[]) => {
    if (next() >= 0.35) return undefined;
    const chosen = list.filter(() => next() < 0.5);
    return chosen.length > 0 ? chosen : [list[0]];
  };
  return {
    make: some(MAKES), model: some(MODELS), fuel: some(FUELS) as never, bodyType: some(BODIES) as never, cities: some(CITIES),
    minPrice: maybe(500_000), maxPrice: maybe(1_500_000), minYear: maybe(2016), maxKm: maybe(60_000), minSeats: maybe(6),
    condition: maybe(next() < 0.5 ? "new" : "used"), features: maybe(FEATURE_FILTERS[Math.floor(next() * FEATURE_FILTERS.length)]), textWords: next() < 0.2 ? ["creta"] : [],
  };
}

/** `f` with, sometimes, seat counts as the URL's `seats` gives them (from its own random stream, so other draws stay as they were). */
export function withRandomSeats(f: EffectiveFilters, next: () => number): EffectiveFilters {
  const draw = next();
  return draw < 0.15 ? { ...f, seats: [7] } : draw < 0.3 ? { ...f, seats: [5, 7] } : f;
}

/**
 * The rows search shows: on sale, and for a car on several platforms (one car_group) only its
 * cheapest copy on sale, the lowest id among equal prices.
 */
export function carCards(rows: IndexRow[]): IndexRow[] {
  const onSale = rows.filter((r) => r.status === "active");
  const cheapest = new Map<string, IndexRow>();
  for (const r of onSale) {
    if (r.car_group === null) continue;
    const best = cheapest.get(r.car_group);
    if (!best || r.price < best.price || (r.price === best.price && r.id < best.id)) cheapest.set(r.car_group, r);
  }
  return onSale.filter((r) => r.car_group === null || cheapest.get(r.car_group) === r);
}

/** The rules row by row: which facet filters does a row fail, and does it pass the rest? */
export function reference(rows: IndexRow[], f: EffectiveFilters) {
  const inList = (list: string[] | undefined, v: string) => !list || list.some((x) => x.toLowerCase() === v.toLowerCase());
  const counts = {
    make: new Map<string, number>(), fuelType: new Map<string, number>(), bodyType: new Map<string, number>(), city: new Map<string, number>(),
    transmission: new Map<string, number>(), priceBand: new Map<string, number>(), seats: new Map<string, number>(),
  };
  const add = (m: Map<string, number>, v: string) => m.set(v, (m.get(v) ?? 0) + 1);
  const matched: IndexRow[] = [];
  for (const r of carCards(rows)) {
    if ((f.minYear !== undefined && r.year < f.minYear) || (f.maxYear !== undefined && r.year > f.maxYear)) continue;
    if ((f.minKm !== undefined && r.km < f.minKm) || (f.maxKm !== undefined && r.km > f.maxKm)) continue;
    if (f.condition && r.is_new !== (f.condition === "new")) continue;
    if (!inList(f.model, r.model)) continue;
    if (!inList(f.source, r.source)) continue;
    if (f.owners && (r.owner_count === null || !(f.owners.includes(String(r.owner_count) as "1") || (r.owner_count >= 3 && f.owners.includes("3+"))))) continue;
    if (f.features && !equipmentMatcher(f.features)(r.features_text ?? "")) continue;
    if (f.textWords.length && !f.textWords.every((w) => r.search_text.includes(w))) continue;
    const fails = [
      !inList(f.make, r.make), !inList(f.fuel, r.fuel_type), !inList(f.bodyType, r.body_type),
      !inList(f.cities, r.city) || (f.city !== undefined && !r.city.toLowerCase().includes(f.city.toLowerCase())),
      (f.minPrice !== undefined && r.price < f.minPrice) || (f.maxPrice !== undefined && r.price > f.maxPrice),
      // Seats: the URL's counts (any of) and a phrase's minimum; a car of unknown seating matches neither.
      (f.seats !== undefined || f.minSeats !== undefined) &&
        (r.seats === null || (f.seats !== undefined && !f.seats.includes(r.seats)) || (f.minSeats !== undefined && r.seats < f.minSeats)),
      !inList(f.transmission, r.transmission),
      // No test row is rated: a deal filter leaves none.
      f.deal !== undefined,
    ];
    const failed = fails.filter(Boolean).length;
    if (failed > 1) continue;
    if (failed === 0 || fails[0]) add(counts.make, r.make);
    if (failed === 0 || fails[1]) add(counts.fuelType, r.fuel_type);
    if (failed === 0 || fails[2]) add(counts.bodyType, r.body_type);
    if (failed === 0 || fails[3]) add(counts.city, r.city);
    if (failed === 0 || fails[4]) add(counts.priceBand, r.price_band);
    if ((failed === 0 || fails[5]) && r.seats !== null) add(counts.seats, String(r.seats));
    if (failed === 0 || fails[6]) add(counts.transmission, r.transmission);
    if (failed === 0) matched.push(r);
  }
  return { matched, counts };
}

export const asMap = (list: { value: string; count: number }[]) => new Map(list.map((x) => [x.value, x.count]));

/** The total, the facets and a page of 24 as `reference` reads the rules for these rows. */
export function expectAsTheRules(answer: IndexAnswer, rows: IndexRow[], f: EffectiveFilters, sort: SortKey, page: number) {
  const expected = reference(rows, f);
  const context = JSON.stringify(f);
  expect(answer.total, context).toBe(expected.matched.length);
  for (const facet of ["make", "fuelType", "bodyType", "city", "transmission", "seats"] as const) {
    expect(asMap(answer.facets[facet]), `${facet} ${context}`).toEqual(expected.counts[facet]);
  }
  // Every price band is listed, with 0 for a band without cars.
  const bands = asMap(answer.facets.priceBand.filter((band) => band.count > 0));
  expect(bands, `priceBand ${context}`).toEqual(expected.counts.priceBand);
  // The page holds matches only, as many as there are left, and in the sort's order.
  expect(answer.pageIds.length).toBe(Math.max(0, Math.min(24, expected.matched.length - (page - 1) * 24)));
  const byId = new Map(expected.matched.map((r) => [r.id, r]));
  for (const id of answer.pageIds) expect(byId.has(id), context).toBe(true);
  if (sort === "price_asc") {
    const prices = answer.pageIds.map((id) => byId.get(id)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }
}
