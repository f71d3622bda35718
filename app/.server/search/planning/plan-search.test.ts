/**
 * The planner sends a search down a fast path only when the path supports every filter the
 * search has. The randomised test adds, to searches shaped for each fast path, every declared
 * filter the path does not list (so a filter declared later is covered without a new line
 * here: FILTER_VALUES must name it to compile) and holds the answer to the rules row by row.
 */
import { describe, expect, it } from "vitest";
import { FACET_NAMES, ROW_FILTER_NAMES, SORT_KEYS, type EffectiveFilters, type FilterName } from "../schema";
import { queryIndex } from "../execution/query-index";
import { ListingIndex } from "../store/listing-index";
import { BODIES, expectAsTheRules, makeRows, MAKES, random } from "../test-rows";
import { planSearch, POSTED_PATH, RANGED_PATH } from "./plan-search";
import { scanValuesOf } from "./scan-values";

const rows = makeRows(4000, random(11));
const ix = new ListingIndex();
for (const r of rows) ix.apply(r);

const pathOf = (f: Omit<EffectiveFilters, "textWords">) => {
  const { shape, values } = scanValuesOf(ix, { textWords: [], ...f }, []);
  return planSearch(ix, shape, values).path;
};

/** A value for each declared filter, as a search would set it. */
const FILTER_VALUES: Record<FilterName, (next: () => number) => Partial<EffectiveFilters>> = {
  make: (next) => ({ make: [MAKES[Math.floor(next() * MAKES.length)]] }),
  fuelType: (next) => ({ fuel: [next() < 0.5 ? "Diesel" : "Petrol"] }),
  bodyType: (next) => ({ bodyType: [BODIES[Math.floor(next() * BODIES.length)] as "SUV"] }),
  transmission: (next) => ({ transmission: [next() < 0.5 ? "Manual" : "Automatic"] }),
  city: (next) => (next() < 0.5 ? { city: "pu" } : { cities: ["Delhi"] }),
  priceBand: (next) => ({ maxPrice: 600_000 + Math.floor(next() * 20) * 50_000 }),
  deal: () => ({ deal: ["great"] }),
  seats: (next) => (next() < 0.5 ? { seats: [7] } : { minSeats: 6 }),
  year: (next) => ({ minYear: 2013 + Math.floor(next() * 8) }),
  km: (next) => ({ maxKm: 20_000 + Math.floor(next() * 10) * 5_000 }),
  isNew: (next) => ({ condition: next() < 0.5 ? "new" : "used" }),
  model: () => ({ model: ["Creta"] }),
  source: () => ({ source: ["OLX"] }),
  owners: (next) => ({ owners: [next() < 0.5 ? "1" : "3+"] }),
  text: () => ({ textWords: ["sx"] }),
  features: () => ({ features: ["sunroof"] }),
};

/** Searches each fast path is built for. */
const FAST_PATH_SEARCHES = [
  { path: RANGED_PATH, search: (next: () => number): Partial<EffectiveFilters> => ({ condition: "used", ...(next() < 0.5 ? { maxPrice: 900_000 } : {}) }) },
  { path: POSTED_PATH, search: (next: () => number): Partial<EffectiveFilters> => ({ make: [MAKES[Math.floor(next() * MAKES.length)]], maxPrice: 1_200_000 }) },
];

describe("planSearch", () => {
  it("takes a fast path only for the searches it supports", () => {
    expect(pathOf({ make: ["Kia"] })).toBe("posted");
    expect(pathOf({ make: ["Kia"], maxPrice: 900_000 })).toBe("posted");
    expect(pathOf({ bodyType: ["SUV"], minPrice: 500_000 })).toBe("posted");
    expect(pathOf({ condition: "used" })).toBe("ranged");
    expect(pathOf({ condition: "used", maxPrice: 900_000 })).toBe("ranged");
    expect(pathOf({ maxKm: 40_000 })).toBe("ranged");
    // Two makes, a second facet, a row filter, two ranges, or a filter neither path lists.
    expect(pathOf({ make: ["Kia", "Tata"] })).toBe("pass");
    expect(pathOf({ make: ["Kia"], fuel: ["Diesel"] })).toBe("pass");
    expect(pathOf({ make: ["Kia"], minYear: 2016 })).toBe("pass");
    expect(pathOf({ maxKm: 40_000, minYear: 2016 })).toBe("pass");
    expect(pathOf({ condition: "used", seats: [7] })).toBe("pass");
    expect(pathOf({ make: ["Kia"], seats: [7] })).toBe("pass");
  });

  it("answers as the rules when any filter a fast path does not support joins its search (every path, every such filter)", () => {
    const next = random(2024);
    const allFilters: FilterName[] = [...FACET_NAMES, ...ROW_FILTER_NAMES];
    for (const { path, search } of FAST_PATH_SEARCHES) {
      const unsupported = allFilters.filter((name) => !path.supports.includes(name));
      expect(unsupported.length).toBeGreaterThan(0);
      for (const name of unsupported) {
        for (let round = 0; round < 4; round++) {
          const f: EffectiveFilters = { textWords: [], ...search(next), ...FILTER_VALUES[name](next) };
          const sort = f.textWords.length ? "listed_desc" : SORT_KEYS[Math.floor(next() * 5)];
          expect(pathOf(f), `${name} ${JSON.stringify(f)}`).toBe("pass");
          expectAsTheRules(queryIndex(ix, f, [], sort, 1, 24), rows, f, sort, 1);
        }
      }
    }
  });
});
