/**
 * /car-filter state (spec sections 3, 5 and 9) in the URL and as a ListingQuery.
 * CVT and AMT are automatic gearboxes in our data, so they filter as Automatic; the owner
 * choices '3rd' and 'More than 3' both mean three or more owners, the finest the data allows.
 */
import { FILTER_FUELS, FUEL_TYPES, SEAT_CHOICES, seatsLabel, type OwnerFilter, type Transmission } from "../vehicle-vocabulary";
import type { FilterChip } from "./filter-chip";
import { splitList, toVocabulary, type ListingQuery } from "./listing-query";

export const CAR_PRICE = { min: 100_000, max: 100_000_000, step: 100_000, defaults: [500_000, 10_000_000] } as const;
const LAKH = 100_000;
/**
 * Where /car-filter's price thumbs stop, from the spec's ₹1 lakh to ₹10 crore: a lakh apart at
 * first, further apart as prices grow, so a ₹4-8 lakh budget is as easy to set as a crore one.
 */
export const CAR_PRICE_STOPS: readonly number[] = [
  1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 12, 15, 18, 20, 25, 30, 35, 40, 50, 60, 75, 100, 150, 200, 300, 500, 750, 1000,
].map((lakhs) => lakhs * LAKH);
export const CAR_YEAR_MIN = 2000;
export const CAR_YEAR_DEFAULT_MIN = 2015;
export const MAIN_BRANDS = ["Maruti Suzuki", "Hyundai", "Tata", "Mahindra", "Toyota", "Honda", "Kia", "MG", "Volkswagen", "Skoda"];
export const CAR_TRANSMISSIONS = ["Manual", "Automatic", "CVT", "AMT"] as const;
export const CAR_OWNERS = [
  { value: "1st", label: "1st", param: "1" },
  { value: "2nd", label: "2nd", param: "2" },
  { value: "3rd", label: "3rd", param: "3+" },
  { value: "more", label: "More than 3", param: "3+" },
] as const;
export const CAR_SORTS = [
  { value: "relevant", label: "Relevance" },
  { value: "price_asc", label: "Price low to high" },
  { value: "price_desc", label: "Price high to low" },
  { value: "year_desc", label: "Year newest first" },
  { value: "best_deal", label: "Best deals first" },
] as const;
export type CarSort = (typeof CAR_SORTS)[number]["value"];

type Range = [number, number];

export interface CarFilterState {
  price: Range;
  brand: string;
  model: string;
  fuels: string[];
  transmissions: string[];
  year: Range;
  owners: string[];
  /** Seat counts, any of (SEAT_CHOICES). */
  seats: string[];
  sort: CarSort;
}

export function defaultCarFilter(newestYear: number): CarFilterState {
  return { price: [...CAR_PRICE.defaults], brand: "", model: "", fuels: [], transmissions: [], year: [CAR_YEAR_DEFAULT_MIN, Math.max(CAR_YEAR_DEFAULT_MIN, newestYear)], owners: [], seats: [], sort: "relevant" };
}

function readRange(params: URLSearchParams, lo: string, hi: string, bounds: Range, defaults: Range): Range {
  const read = (key: string, fallback: number) => {
    const n = Number.parseInt(params.get(key) ?? "", 10);
    return Number.isNaN(n) ? fallback : Math.min(bounds[1], Math.max(bounds[0], n));
  };
  const a = read(lo, defaults[0]);
  const b = read(hi, defaults[1]);
  return a <= b ? [a, b] : [b, a];
}

const list = (params: URLSearchParams, key: string, allowed: readonly string[]) => {
  const wanted = (params.get(key) ?? "").split(",");
  return allowed.filter((v) => wanted.includes(v));
};

export function parseCarFilter(params: URLSearchParams, newestYear: number): CarFilterState {
  const d = defaultCarFilter(newestYear);
  const brand = (params.get("make") ?? "").trim().slice(0, 60);
  const sort = CAR_SORTS.find((s) => s.value === params.get("sort"))?.value ?? "relevant";
  return {
    price: readRange(params, "minPrice", "maxPrice", [CAR_PRICE.min, CAR_PRICE.max], d.price),
    brand,
    model: brand ? (params.get("model") ?? "").trim().slice(0, 60) : "",
    fuels: list(params, "fuel", FILTER_FUELS),
    transmissions: list(params, "transmission", CAR_TRANSMISSIONS),
    year: readRange(params, "minYear", "maxYear", [CAR_YEAR_MIN, d.year[1]], d.year),
    owners: list(params, "owner", CAR_OWNERS.map((o) => o.value)),
    seats: list(params, "seats", SEAT_CHOICES),
    sort,
  };
}

/** URL form, defaults left out. */
export function carFilterToParams(f: CarFilterState, newestYear: number, page = 1): URLSearchParams {
  const d = defaultCarFilter(newestYear);
  const p = new URLSearchParams();
  if (f.price[0] !== d.price[0]) p.set("minPrice", String(f.price[0]));
  if (f.price[1] !== d.price[1]) p.set("maxPrice", String(f.price[1]));
  if (f.brand) p.set("make", f.brand);
  if (f.brand && f.model) p.set("model", f.model);
  if (f.fuels.length) p.set("fuel", f.fuels.join(","));
  if (f.transmissions.length) p.set("transmission", f.transmissions.join(","));
  if (f.year[0] !== d.year[0]) p.set("minYear", String(f.year[0]));
  if (f.year[1] !== d.year[1]) p.set("maxYear", String(f.year[1]));
  if (f.owners.length) p.set("owner", f.owners.join(","));
  if (f.seats.length) p.set("seats", f.seats.join(","));
  if (f.sort !== "relevant") p.set("sort", f.sort);
  if (page > 1) p.set("page", String(page));
  return p;
}

/** The searchListings query: every range applied, gearboxes and owners mapped. */
export function carFilterListingQuery(f: CarFilterState, page: number, pageSize: number): ListingQuery {
  const query: ListingQuery = {
    minPrice: f.price[0],
    maxPrice: f.price[1],
    minYear: f.year[0],
    maxYear: f.year[1],
    sort: f.sort,
    page,
    pageSize,
  };
  if (f.brand) query.make = splitList(f.brand);
  if (f.brand && f.model) query.model = splitList(f.model);
  if (f.fuels.length) query.fuel = toVocabulary(f.fuels, FUEL_TYPES);
  const gearboxes = new Set(f.transmissions.map((t): Transmission => (t === "Manual" ? "Manual" : "Automatic")));
  if (gearboxes.size) query.transmission = [...gearboxes];
  const owners = new Set<OwnerFilter>(CAR_OWNERS.filter((o) => f.owners.includes(o.value)).map((o) => o.param));
  if (owners.size) query.owners = [...owners];
  if (f.seats.length) query.seats = f.seats.map(Number);
  return query;
}

/** Chips for brand, model and each chosen value; removing one clears just that. */
export function activeCarFilterChips(f: CarFilterState): FilterChip<CarFilterState>[] {
  const chips: FilterChip<CarFilterState>[] = [];
  const without = (field: "fuels" | "transmissions" | "owners" | "seats", v: string) => (s: CarFilterState) => ({
    ...s,
    [field]: s[field].filter((x) => x !== v),
  });
  if (f.brand) chips.push({ key: "brand", label: f.brand, remove: (s) => ({ ...s, brand: "", model: "" }) });
  if (f.model) chips.push({ key: "model", label: f.model, remove: (s) => ({ ...s, model: "" }) });
  for (const v of f.fuels) chips.push({ key: `fuel-${v}`, label: v, remove: without("fuels", v) });
  for (const v of f.transmissions) chips.push({ key: `tr-${v}`, label: v, remove: without("transmissions", v) });
  for (const v of f.owners) {
    const label = `${CAR_OWNERS.find((o) => o.value === v)?.label ?? v} owner`;
    chips.push({ key: `owner-${v}`, label, remove: without("owners", v) });
  }
  for (const v of f.seats) chips.push({ key: `seats-${v}`, label: seatsLabel(v), remove: without("seats", v) });
  return chips;
}
