/**
 * The search parameters of GET /api/vehicles and of the search pages, parsed from a URL with
 * one Zod schema so the browser and the server agree on what a URL means.
 */
import { z } from "zod";
import {
  BODY_TYPES,
  FUEL_TYPES,
  OWNER_FILTERS,
  SORTS,
  TRANSMISSIONS,
  type BodyType,
  type FuelType,
  type OwnerFilter,
  type Transmission,
} from "./vehicle-vocabulary";

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const DEFAULT_PAGE_SIZE = 24;
const MAX_RUPEES = 1_000_000_000;
const currentYear = () => new Date().getFullYear();

/** Comma-separated, case-insensitive any-of list mapped onto a canonical vocabulary. */
function vocabularyList<T extends string>(values: readonly T[]) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v] as const));
  return z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const out: T[] = [];
      for (const part of raw.split(",").map((p) => p.trim().toLowerCase()).filter(Boolean)) {
        const hit = byLower.get(part);
        if (!hit) {
          ctx.addIssue({ code: "custom", message: `must be one or more of ${values.join(", ")}` });
          return z.NEVER;
        }
        if (!out.includes(hit)) out.push(hit);
      }
      return out;
    });
}

const textList = z
  .string()
  .trim()
  .max(200)
  .transform((raw) => [...new Set(raw.split(",").map((p) => p.trim()).filter(Boolean))]);

const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const listingQuerySchema = z
  .object({
    q: z.string().trim().max(200, "must be at most 200 characters").optional(),
    make: textList.optional(),
    model: textList.optional(),
    city: z.string().trim().max(60).optional(),
    minPrice: int(0, MAX_RUPEES).optional(),
    maxPrice: int(0, MAX_RUPEES).optional(),
    minYear: int(1980, 2100).optional(),
    maxYear: int(1980, 2100).optional(),
    minKm: int(0, 10_000_000).optional(),
    maxKm: int(0, 10_000_000).optional(),
    fuel: vocabularyList<FuelType>(FUEL_TYPES).optional(),
    transmission: vocabularyList<Transmission>(TRANSMISSIONS).optional(),
    bodyType: vocabularyList<BodyType>(BODY_TYPES).optional(),
    owners: vocabularyList<OwnerFilter>(OWNER_FILTERS).optional(),
    condition: z.enum(["new", "used"], { message: "must be new or used" }).optional(),
    source: textList.optional(),
    sort: z.enum(SORTS, { message: `must be one of ${SORTS.join(", ")}` }).optional(),
    page: int(1, MAX_PAGE).default(1),
    pageSize: int(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((v, ctx) => {
    const ranges = [
      ["minPrice", "maxPrice"],
      ["minYear", "maxYear"],
      ["minKm", "maxKm"],
    ] as const;
    for (const [lo, hi] of ranges) {
      const a = v[lo];
      const b = v[hi];
      if (a !== undefined && b !== undefined && a > b) {
        ctx.addIssue({ code: "custom", path: [lo], message: `must not be greater than ${hi}` });
      }
    }
    if (v.minYear !== undefined && v.minYear > currentYear() + 1) {
      ctx.addIssue({ code: "custom", path: ["minYear"], message: "must not be in the future" });
    }
  });

export type ListingQuery = z.output<typeof listingQuerySchema>;

const KNOWN_KEYS = new Set(Object.keys(listingQuerySchema.shape ?? {}));

/** Reads the schema's keys from URL search params; empty values count as absent. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value.trim() === "") continue;
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

export function isListingQueryKey(key: string): boolean {
  return KNOWN_KEYS.has(key);
}

/** The `page` parameter of a page URL: a bad or missing value means page 1, never an error. */
export function readPageParam(params: URLSearchParams, lastPage: number = MAX_PAGE): number {
  return Math.min(lastPage, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
}
