/**
 * ListingQuery, the one typed model of a listing search that searchListings takes. GET
 * /api/vehicles and the search pages read it from a URL with one parser, so the browser and the
 * server agree on what a URL means; /used-cars, /car-filter and /new-cars build it from their
 * own filter forms (used-car-filters.ts, car-filter-state.ts, new-car-filters.ts).
 */
import {
  BODY_TYPES,
  FUEL_TYPES,
  OWNER_FILTERS,
  SORTS,
  TRANSMISSIONS,
  type BodyType,
  type FuelType,
  type OwnerFilter,
  type Sort,
  type Transmission,
} from "../vehicle-vocabulary";
import { DEAL_RATINGS } from "../pricing/deal-rating";
import { MAX_SEATS } from "./search-schema";
import type { DealRating } from "../vehicle";

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const DEFAULT_PAGE_SIZE = 24;
const MAX_RUPEES = 1_000_000_000;
const currentYear = () => new Date().getFullYear();

export interface ListingQuery {
  q?: string;
  make?: string[];
  model?: string[];
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  minKm?: number;
  maxKm?: number;
  fuel?: FuelType[];
  transmission?: Transmission[];
  bodyType?: BodyType[];
  owners?: OwnerFilter[];
  condition?: "new" | "used";
  source?: string[];
  /** Deal ratings, any of (unrated cars never match). */
  deal?: DealRating[];
  /** Seat counts, any of (`seats=7` or `seats=7,8`; cars of unknown seating never match). */
  seats?: number[];
  /**
   * Equipment, all of (`features=sunroof,rear-camera`): a key of the equipment vocabulary or
   * any name, matched in the listing's own features and its variant's standard ones.
   */
  features?: string[];
  sort?: Sort;
  page: number;
  pageSize: number;
}

export interface QueryIssue {
  field: string;
  message: string;
}

/** A field reader: the value, or the reason it is not one. */
type Reader = (raw: string) => { value: unknown } | { error: string };

/** Comma-separated values, trimmed, without empty ones or repeats. */
export function splitList(raw: string): string[] {
  return [...new Set(raw.split(",").map((p) => p.trim()).filter(Boolean))];
}

/** Case-insensitive lookup of a vocabulary's canonical spelling ("cng" -> "CNG"). */
function canonicalLookup<T extends string>(vocabulary: readonly T[]): (value: string) => T | undefined {
  const byLower = new Map(vocabulary.map((v) => [v.toLowerCase(), v] as const));
  return (value) => byLower.get(value.trim().toLowerCase());
}

/**
 * Known values in the vocabulary's spelling, without repeats: how a page's filter form, whose
 * URL has its own spelling ("diesel", "suv"), names them in a ListingQuery.
 */
export function toVocabulary<T extends string>(values: readonly string[], vocabulary: readonly T[]): T[] {
  const canonical = canonicalLookup(vocabulary);
  return [...new Set(values.map(canonical).filter((v): v is T => v !== undefined))];
}

/** Comma-separated, case-insensitive any-of list mapped onto a canonical vocabulary. */
function vocabularyList(values: readonly string[]): Reader {
  const canonical = canonicalLookup(values);
  return (raw) => {
    const out: string[] = [];
    for (const part of splitList(raw)) {
      const hit = canonical(part);
      if (!hit) return { error: `must be one or more of ${values.join(", ")}` };
      if (!out.includes(hit)) out.push(hit);
    }
    return { value: out };
  };
}

const text =
  (max: number): Reader =>
  (raw) =>
    raw.length > max ? { error: `must be at most ${max} characters` } : { value: raw };

const textList: Reader = (raw) =>
  raw.length > 200 ? { error: "must be at most 200 characters" } : { value: splitList(raw) };

const int =
  (min: number, max: number): Reader =>
  (raw) => {
    if (!/^\d+$/.test(raw)) return { error: "must be a whole number" };
    const n = Number(raw);
    if (n < min) return { error: `must be at least ${min}` };
    if (n > max) return { error: `must be at most ${max}` };
    return { value: n };
  };

/** Comma-separated whole numbers within bounds, without repeats, in order. */
const intList =
  (min: number, max: number): Reader =>
  (raw) => {
    const out = new Set<number>();
    for (const part of splitList(raw)) {
      const read = int(min, max)(part);
      if ("error" in read) return { error: `must be one or more whole numbers from ${min} to ${max}` };
      out.add(read.value as number);
    }
    return { value: [...out].sort((a, b) => a - b) };
  };

const oneOf =
  (values: readonly string[], message: string): Reader =>
  (raw) =>
    values.includes(raw) ? { value: raw } : { error: message };

const READERS: Record<keyof ListingQuery, Reader> = {
  q: text(200),
  make: textList,
  model: textList,
  city: text(60),
  minPrice: int(0, MAX_RUPEES),
  maxPrice: int(0, MAX_RUPEES),
  minYear: int(1980, 2100),
  maxYear: int(1980, 2100),
  minKm: int(0, 10_000_000),
  maxKm: int(0, 10_000_000),
  fuel: vocabularyList(FUEL_TYPES),
  transmission: vocabularyList(TRANSMISSIONS),
  bodyType: vocabularyList(BODY_TYPES),
  owners: vocabularyList(OWNER_FILTERS),
  condition: oneOf(["new", "used"], "must be new or used"),
  source: textList,
  deal: vocabularyList(DEAL_RATINGS),
  seats: intList(1, MAX_SEATS),
  features: textList,
  sort: oneOf(SORTS, `must be one of ${SORTS.join(", ")}`),
  page: int(1, MAX_PAGE),
  pageSize: int(1, MAX_PAGE_SIZE),
};

const RANGES = [
  ["minPrice", "maxPrice"],
  ["minYear", "maxYear"],
  ["minKm", "maxKm"],
] as const;

/**
 * Reads the listing query from URL values (see searchParamsToObject). Every bad field is left
 * out and reported: the API answers 400 with the issues, the pages show results without it.
 * Plain code rather than a Zod schema because the search pages run it in the browser too.
 */
export function parseListingQuery(raw: Record<string, string>): { query: ListingQuery; issues: QueryIssue[] } {
  const query: ListingQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE };
  const issues: QueryIssue[] = [];
  for (const [field, read] of Object.entries(READERS)) {
    const value = raw[field]?.trim();
    if (value === undefined || value === "") continue;
    const result = read(value);
    if ("error" in result) issues.push({ field, message: result.error });
    else (query as unknown as Record<string, unknown>)[field] = result.value;
  }
  for (const [lo, hi] of RANGES) {
    const a = query[lo];
    const b = query[hi];
    if (a !== undefined && b !== undefined && a > b) {
      issues.push({ field: lo, message: `must not be greater than ${hi}` });
      delete query[lo];
    }
  }
  if (query.minYear !== undefined && query.minYear > currentYear() + 1) {
    issues.push({ field: "minYear", message: "must not be in the future" });
    delete query.minYear;
  }
  return { query, issues };
}

/** Reads the schema's keys from URL search params; empty values count as absent. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value.trim() === "") continue;
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

/** The `page` parameter of a page URL: a bad or missing value means page 1, never an error. */
export function readPageParam(params: URLSearchParams): number {
  return Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
}
