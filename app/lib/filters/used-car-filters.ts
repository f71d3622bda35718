/**
 * The /used-cars filter state (spec sections 3, 4, 5 and 9), its URL form and its ListingQuery.
 * The URL uses the keys of listing-query.ts in lower case ("fuel=diesel"); defaults are left out
 * of the URL so a plain /used-cars link stays short.
 */
import { LAKH, type PriceBand } from "../price-bands";
import { DEAL_LABELS, DEAL_RATINGS } from "../pricing/deal-rating";
import type { DealRating } from "../vehicle";
import { BODY_TYPES, FILTER_FUELS, FUEL_TYPES, SEAT_CHOICES, seatsLabel, TRANSMISSIONS, type OwnerFilter } from "../vehicle-vocabulary";
import type { FilterChip } from "./filter-chip";
import { toVocabulary, type ListingQuery } from "./listing-query";

export const USED_PRICE = { min: 100_000, max: 10_000_000, step: 10_000, defaults: [100_000, 5_000_000] } as const;
/**
 * How far a price in the URL may go beyond the slider's ₹1 lakh to ₹1 crore: a price band's
 * card opens its band exactly (₹0 to ₹3 lakh, ₹20 lakh and up), so the count it shows is the
 * count the page finds (issue 34: 'Under 3 Lakh — 2,128 cars' opened a page of 2,094, the
 * cars under ₹1 lakh cut off by the slider's bounds).
 */
export const PRICE_PARAM_CEILING = 1_000_000_000;
export const USED_YEAR_MIN = 2000;
export const USED_YEAR_DEFAULT_MIN = 2010;
export const USED_KM = { min: 0, max: 300_000, step: 1_000, defaults: [0, 200_000] } as const;
export const USED_FUELS = FILTER_FUELS.map((fuel) => fuel.toLowerCase());
export const USED_TRANSMISSIONS = ["manual", "automatic"] as const;
export const USED_BODY_TYPES = ["hatchback", "sedan", "suv", "muv", "coupe", "convertible", "pickup"] as const;
export const OWNER_LABELS = ["1st", "2nd", "3rd+"] as const;
export type OwnerLabel = (typeof OWNER_LABELS)[number];
export const QUICK_BUDGETS_LAKH = [3, 5, 8, 10, 15] as const;
export const CITY_SUGGESTION_LIMIT = 5;

/** URL owner values (listing-query's `owners`) for each label. */
const OWNER_PARAM: Record<OwnerLabel, OwnerFilter> = { "1st": "1", "2nd": "2", "3rd+": "3+" };

export type Range = [number, number];

export interface UsedCarFilters {
  q: string;
  price: Range;
  year: Range;
  km: Range;
  fuels: string[];
  transmissions: string[];
  bodyTypes: string[];
  owners: OwnerLabel[];
  deals: DealRating[];
  /** Seat counts, any of (SEAT_CHOICES). */
  seats: string[];
  city: string;
  /** The active quick budget in lakh, or null. */
  budget: number | null;
}

export function defaultUsedCarFilters(newestYear: number): UsedCarFilters {
  return {
    q: "",
    price: [...USED_PRICE.defaults],
    year: [USED_YEAR_DEFAULT_MIN, Math.max(USED_YEAR_DEFAULT_MIN, newestYear)],
    km: [...USED_KM.defaults],
    fuels: [],
    transmissions: [],
    bodyTypes: [],
    owners: [],
    deals: [],
    seats: [],
    city: "",
    budget: null,
  };
}

/** Owner count to its label: 1 -> '1st', 2 -> '2nd', 3 or more -> '3rd+'; unknown -> null. */
export function ownerLabel(count: number | null | undefined): OwnerLabel | null {
  if (count === null || count === undefined || count < 1) return null;
  return count === 1 ? "1st" : count === 2 ? "2nd" : "3rd+";
}

/** Cr from 1 crore, L with one decimal from 1 lakh, else K without decimals (spec section 9). */
export function formatPriceShort(value: number): string {
  if (value >= 10_000_000) return `₹${(value / 10_000_000).toFixed(1)}Cr`;
  if (value >= 100_000) return `₹${(value / 100_000).toFixed(1)}L`;
  return `₹${Math.round(value / 1000)}K`;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function readRange(params: URLSearchParams, keys: [string, string], bounds: Range, defaults: Range): Range {
  const read = (key: string, fallback: number) => {
    const raw = params.get(key);
    const n = raw === null ? Number.NaN : Number.parseInt(raw, 10);
    return Number.isNaN(n) ? fallback : clamp(n, bounds[0], bounds[1]);
  };
  const lo = read(keys[0], defaults[0]);
  const hi = read(keys[1], defaults[1]);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

function readList<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const wanted = (params.get(key) ?? "").toLowerCase().split(",").map((v) => v.trim());
  return allowed.filter((v) => wanted.includes(v.toLowerCase()));
}

export function parseUsedCarFilters(params: URLSearchParams, newestYear: number): UsedCarFilters {
  const d = defaultUsedCarFilters(newestYear);
  const ownerParams = (params.get("owners") ?? "").split(",");
  const budget = Number(params.get("budget"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    price: readRange(params, ["minPrice", "maxPrice"], [0, PRICE_PARAM_CEILING], d.price),
    year: readRange(params, ["minYear", "maxYear"], [USED_YEAR_MIN, d.year[1]], d.year),
    km: readRange(params, ["minKm", "maxKm"], [USED_KM.min, USED_KM.max], d.km),
    fuels: readList(params, "fuel", USED_FUELS),
    transmissions: readList(params, "transmission", USED_TRANSMISSIONS),
    bodyTypes: readList(params, "bodyType", USED_BODY_TYPES),
    owners: OWNER_LABELS.filter((label) => ownerParams.includes(OWNER_PARAM[label])),
    deals: readList(params, "deal", DEAL_RATINGS),
    seats: readList(params, "seats", SEAT_CHOICES),
    city: (params.get("city") ?? "").trim().slice(0, 60),
    budget: (QUICK_BUDGETS_LAKH as readonly number[]).includes(budget) ? budget : null,
  };
}

/** The filters (and a page after the first) as URL parameters, leaving out every default. */
export function usedCarFiltersToParams(f: UsedCarFilters, newestYear: number, page = 1): URLSearchParams {
  const d = defaultUsedCarFilters(newestYear);
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  const ranges: [Range, Range, string, string][] = [
    [f.price, d.price, "minPrice", "maxPrice"],
    [f.year, d.year, "minYear", "maxYear"],
    [f.km, d.km, "minKm", "maxKm"],
  ];
  for (const [value, fallback, lo, hi] of ranges) {
    if (value[0] !== fallback[0]) params.set(lo, String(value[0]));
    if (value[1] !== fallback[1]) params.set(hi, String(value[1]));
  }
  if (f.fuels.length) params.set("fuel", f.fuels.join(","));
  if (f.transmissions.length) params.set("transmission", f.transmissions.join(","));
  if (f.bodyTypes.length) params.set("bodyType", f.bodyTypes.join(","));
  if (f.owners.length) params.set("owners", f.owners.map((o) => OWNER_PARAM[o]).join(","));
  if (f.deals.length) params.set("deal", f.deals.join(","));
  if (f.seats.length) params.set("seats", f.seats.join(","));
  if (f.city) params.set("city", f.city);
  if (f.budget !== null) params.set("budget", String(f.budget));
  if (page > 1) params.set("page", String(page));
  return params;
}

/** What searchListings receives: every range is applied, defaults included. */
export function usedCarListingQuery(f: UsedCarFilters, page: number, pageSize: number): ListingQuery {
  const query: ListingQuery = {
    condition: "used",
    minPrice: f.price[0],
    maxPrice: f.price[1],
    minYear: f.year[0],
    maxYear: f.year[1],
    minKm: f.km[0],
    maxKm: f.km[1],
    page,
    pageSize,
  };
  const q = f.q.trim();
  const city = f.city.trim();
  if (q) query.q = q;
  if (f.fuels.length) query.fuel = toVocabulary(f.fuels, FUEL_TYPES);
  if (f.transmissions.length) query.transmission = toVocabulary(f.transmissions, TRANSMISSIONS);
  if (f.bodyTypes.length) query.bodyType = toVocabulary(f.bodyTypes, BODY_TYPES);
  if (f.owners.length) query.owners = f.owners.map((o) => OWNER_PARAM[o]);
  if (f.deals.length) query.deal = [...f.deals];
  if (f.seats.length) query.seats = f.seats.map(Number);
  if (city) query.city = city;
  return query;
}

/** The filters with a price band's range instead of the price chosen: what its card opens. */
export function withPriceBand(f: UsedCarFilters, band: PriceBand): UsedCarFilters {
  return { ...f, budget: null, price: [band.min, band.max ?? PRICE_PARAM_CEILING] };
}

/** Choosing a budget sets the maximum and keeps the minimum; the active chip clears only itself. */
export function applyQuickBudget(f: UsedCarFilters, lakh: number): UsedCarFilters {
  if (f.budget === lakh) return { ...f, budget: null };
  const max = lakh * LAKH;
  return { ...f, budget: lakh, price: [Math.min(f.price[0], max), max] };
}

export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

const title = (v: string) => (v.length <= 3 ? v.toUpperCase() : v[0].toUpperCase() + v.slice(1));

/** One pill per changed range or text and one per chosen value; removing resets just that. */
export function activePills(f: UsedCarFilters, newestYear: number): FilterChip<UsedCarFilters>[] {
  const d = defaultUsedCarFilters(newestYear);
  const pills: FilterChip<UsedCarFilters>[] = [];
  const same = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];
  if (f.q) pills.push({ key: "q", label: `“${f.q}”`, remove: (s) => ({ ...s, q: "" }) });
  if (!same(f.price, d.price) || f.budget !== null) {
    pills.push({
      key: "price",
      label: f.price[1] >= PRICE_PARAM_CEILING ? `${formatPriceShort(f.price[0])} and above` : `${formatPriceShort(f.price[0])} - ${formatPriceShort(f.price[1])}`,
      remove: (s) => ({ ...s, price: d.price, budget: null }),
    });
  }
  if (!same(f.year, d.year)) pills.push({ key: "year", label: `${f.year[0]} - ${f.year[1]}`, remove: (s) => ({ ...s, year: d.year }) });
  if (!same(f.km, d.km)) {
    pills.push({ key: "km", label: `${f.km[0] / 1000}K - ${f.km[1] / 1000}K km`, remove: (s) => ({ ...s, km: d.km }) });
  }
  const each = (field: "fuels" | "transmissions" | "bodyTypes") =>
    f[field].forEach((v) =>
      pills.push({ key: `${field}-${v}`, label: title(v), remove: (s) => ({ ...s, [field]: s[field].filter((x) => x !== v) }) }),
    );
  each("fuels");
  each("transmissions");
  each("bodyTypes");
  f.owners.forEach((o) =>
    pills.push({ key: `owner-${o}`, label: `${o} Owner`, remove: (s) => ({ ...s, owners: s.owners.filter((x) => x !== o) }) }),
  );
  f.deals.forEach((d) =>
    pills.push({ key: `deal-${d}`, label: DEAL_LABELS[d], remove: (s) => ({ ...s, deals: s.deals.filter((x) => x !== d) }) }),
  );
  f.seats.forEach((n) =>
    pills.push({ key: `seats-${n}`, label: seatsLabel(n), remove: (s) => ({ ...s, seats: s.seats.filter((x) => x !== n) }) }),
  );
  if (f.city) pills.push({ key: "city", label: f.city, remove: (s) => ({ ...s, city: "" }) });
  return pills;
}

/** Up to five known cities containing the typed text; none while the box is empty. */
export function suggestCities(text: string, cities: readonly string[]): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return cities.filter((c) => c.toLowerCase().includes(needle) && c.toLowerCase() !== needle).slice(0, CITY_SUGGESTION_LIMIT);
}
