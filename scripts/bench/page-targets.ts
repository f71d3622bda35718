/**
 * The pages and calls of issue 18 ("every page fast at a million listings") with real ids: active
 * listings found through the public API, several of them, so the timed rounds do not all ask for
 * one car whose answer a cache may already hold.
 */
import type { Vehicle, VehicleSearchResult } from "../../app/lib/vehicle";

export interface PageTarget {
  /** The table's name for the row, e.g. "/details/{id}". */
  name: string;
  /** The path of round `round` (-1: the warm-up, which uses a car no timed round asks for). */
  path: (round: number) => string;
  /** Statuses that are a real answer (default 200). */
  accept?: number[];
}

export interface ListingSample {
  /** Active listings' ids in a spread of orders (cheapest, dearest, newest, ...). */
  ids: string[];
  /** Pairs of the same model and year where found (else any two), for /compare. */
  pairs: [string, string][];
}

/** Different sorts reach different corners of the catalogue. */
const SAMPLE_SORTS = ["relevant", "price_asc", "price_desc", "year_desc", "mileage_asc"];

export async function sampleListings(baseUrl: string): Promise<ListingSample> {
  const seen = new Map<string, Vehicle>();
  // Three pages of each sort: enough model-year pairs that 100 rounds of /compare rarely repeat one.
  for (const sort of SAMPLE_SORTS) {
    for (const page of [2, 3, 4]) {
      const response = await fetch(`${baseUrl}/api/vehicles?sort=${sort}&pageSize=100&page=${page}`);
      if (response.status !== 200) throw new Error(`/api/vehicles?sort=${sort} answered ${response.status}`);
      for (const v of ((await response.json()) as VehicleSearchResult).items) seen.set(v.id, v);
    }
  }
  const all = [...seen.values()];
  if (all.length < 4) throw new Error(`only ${all.length} active listings found through the API`);
  // Interleave the sorts' results so consecutive rounds ask for unrelated cars.
  const ids = all.map((v) => v.id).sort((a, b) => hash(a) - hash(b));
  const byModelYear = new Map<string, string[]>();
  for (const v of all) {
    const key = `${v.make}|${v.model}|${v.year}`;
    byModelYear.set(key, [...(byModelYear.get(key) ?? []), v.id]);
  }
  const pairs = [...byModelYear.values()].filter((g) => g.length >= 2).map((g) => [g[0]!, g[1]!] as [string, string]);
  if (pairs.length < 2) pairs.push([ids[0]!, ids[1]!], [ids[2]!, ids[3]!]);
  return { ids, pairs };
}

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The round's item of a list, the warm-up (-1) taking the last one. */
function pick<T>(list: T[], round: number): T {
  return round < 0 ? list[list.length - 1]! : list[round % Math.max(1, list.length - 1)]!;
}

export function pageTargets({ ids, pairs }: ListingSample): PageTarget[] {
  const byId = (name: string, make: (id: string) => string): PageTarget => ({ name, path: (round) => make(pick(ids, round)) });
  const fixed = (path: string): PageTarget => ({ name: path, path: () => path });
  // A page's URL changes each round (an unused parameter): a page cache keyed by URL (decision
  // 014) would otherwise answer the timed rounds and hide the render. The API is not cached so.
  const page = (path: string): PageTarget => ({
    name: path,
    path: (round) => (round < 0 ? path : `${path}${path.includes("?") ? "&" : "?"}round=${round}`),
  });
  return [
    byId("/details/{id}", (id) => `/details/${id}`),
    byId("/api/recommendations/similar/{id}", (id) => `/api/recommendations/similar/${id}`),
    { name: "/compare?ids=a,b", path: (round) => `/compare?ids=${pick(pairs, round).join(",")}` },
    page("/car-filter"),
    // 404 is its answer for a car with no sensible upgrade, after the same search.
    { ...byId("/api/recommendations/upgrade/{id}", (id) => `/api/recommendations/upgrade/${id}`), accept: [200, 404] },
    fixed("/api/suggestions?q=cre"),
    fixed(FILTERED_API_CALL),
    // The same search with a new price bound each round: never answered from the search memo.
    { name: `${FILTERED_API_CALL} (a new bound each round)`, path: (round) => `/api/vehicles?make=Hyundai&maxPrice=${800_000 + 1_000 * (round + 1)}` },
    page("/search?make=Hyundai"),
    page("/"),
    page("/used-cars"),
    page("/new-cars"),
    // Issue 33: the models with the most listings at a million (the used-alternatives block and
    // price curve do the most work there), a new one each round so the curve cache is cold often.
    { name: "/new-cars/{make}/{model}", path: (round) => `/new-cars/${pick(RESEARCH_MODELS, round)}?round=${round}` },
    { name: "/new-cars/{make}/{model}/{variant}", path: (round) => `/new-cars/maruti-suzuki/swift/${pick(SWIFT_VARIANTS, round)}?round=${round}` },
    page("/news"),
    page("/trends"),
    fixed("/api/vehicles/makes"),
  ];
}

const RESEARCH_MODELS = [
  "tata/nexon", "mahindra/kuv100-nxt", "jeep/compass", "mahindra/xuv500", "honda/amaze", "hyundai/creta", "toyota/innova-crysta",
  "kia/seltos", "maruti-suzuki/swift", "hyundai/venue", "maruti-suzuki/baleno", "honda/city",
];
const SWIFT_VARIANTS = ["lxi", "vxi", "vxi-amt", "zxi"];

/** The filtered search of the throughput targets (500 requests/s at 100,000 listings, 300 at 1M). */
export const FILTERED_API_CALL = "/api/vehicles?make=Hyundai&maxPrice=800000";

/**
 * The "bare page": a content page without a loader of its own (only the root's, which reads no
 * table for a guest), rendered through the same Express + React Router stack and layout. The
 * app's pages are compared with it, so the bench needs no route of its own in the app.
 */
export const BARE_PAGE = "/about";
