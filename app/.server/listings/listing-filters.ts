/**
 * Turns the effective search filters into SQL conditions, grouped by the facet they belong
 * to, so a facet's counts can leave out its own filter (shoppers expect "Hyundai (120)" to
 * stay visible after ticking Maruti).
 */
import { sql, type SQL } from "drizzle-orm";
import type { ParsedQuery } from "~/lib/query-parser";
import type { ListingQuery } from "~/lib/listing-query";
import type { BodyType, FuelType, OwnerFilter, Transmission } from "~/lib/vehicle-vocabulary";
import type { SearchVocabulary } from "./vocabulary";

export const FACET_KEYS = ["make", "fuelType", "bodyType", "transmission", "city", "priceBand"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** What the search actually filters on: URL parameters win over phrases found in `q`. */
export interface EffectiveFilters {
  make?: string[];
  model?: string[];
  city?: string;
  cities?: string[];
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
  minSeats?: number;
  features?: string[];
  luxury?: boolean;
  textWords: string[];
}

export function mergeFilters(query: ListingQuery, parsed: ParsedQuery | null, vocab: SearchVocabulary): EffectiveFilters {
  const p = parsed?.filters ?? {};
  const canonical = (values: string[] | undefined, known: string[]) => {
    if (!values?.length) return undefined;
    const byLower = new Map(known.map((k) => [k.toLowerCase(), k]));
    return values.map((v) => byLower.get(v.toLowerCase()) ?? v);
  };
  const nonEmpty = <T>(list: T[] | undefined) => (list && list.length > 0 ? list : undefined);
  return {
    make: canonical(nonEmpty(query.make) ?? p.make, vocab.makes.map((m) => m.name)),
    model: canonical(nonEmpty(query.model) ?? p.model, vocab.models.map((m) => m.name)),
    city: query.city,
    cities: query.city ? undefined : p.city,
    minPrice: query.minPrice ?? p.minPrice,
    maxPrice: query.maxPrice ?? p.maxPrice,
    minYear: query.minYear ?? p.minYear,
    maxYear: query.maxYear ?? p.maxYear,
    minKm: query.minKm,
    maxKm: query.maxKm ?? p.maxKm,
    fuel: nonEmpty(query.fuel) ?? p.fuel,
    transmission: nonEmpty(query.transmission) ?? p.transmission,
    bodyType: nonEmpty(query.bodyType) ?? p.bodyType,
    owners: nonEmpty(query.owners) ?? (p.owner ? [p.owner] : undefined),
    condition: query.condition ?? p.condition,
    source: nonEmpty(query.source),
    minSeats: p.minSeats,
    features: p.features,
    luxury: p.luxury,
    textWords: (parsed?.text ?? "").split(/\s+/).filter((w) => w.length > 0).slice(0, 6),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Conditions keyed by facet ("other" for filters that are not a facet). */
export function buildConditions(f: EffectiveFilters, vocab: SearchVocabulary): Map<FacetKey | "other", SQL[]> {
  const out = new Map<FacetKey | "other", SQL[]>();
  const add = (key: FacetKey | "other", condition: SQL) => out.set(key, [...(out.get(key) ?? []), condition]);
  const anyOf = (values: string[]) => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

  add("other", sql`status = 'active'`);
  if (f.make) add("make", sql`make in ${anyOf(f.make)}`);
  if (f.luxury) add("make", vocab.luxuryMakes.length ? sql`make in ${anyOf(vocab.luxuryMakes)}` : sql`false`);
  if (f.model) add("other", sql`model in ${anyOf(f.model)}`);
  if (f.city) add("city", sql`city ilike ${`%${escapeLike(f.city)}%`}`);
  if (f.cities) add("city", sql`city in ${anyOf(f.cities)}`);
  if (f.minPrice !== undefined) add("priceBand", sql`price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) add("priceBand", sql`price <= ${f.maxPrice}`);
  if (f.minYear !== undefined) add("other", sql`year >= ${f.minYear}`);
  if (f.maxYear !== undefined) add("other", sql`year <= ${f.maxYear}`);
  if (f.minKm !== undefined) add("other", sql`km >= ${f.minKm}`);
  if (f.maxKm !== undefined) add("other", sql`km <= ${f.maxKm}`);
  if (f.fuel) add("fuelType", sql`fuel_type in ${anyOf(f.fuel)}`);
  if (f.transmission) add("transmission", sql`transmission in ${anyOf(f.transmission)}`);
  if (f.bodyType) add("bodyType", sql`body_type in ${anyOf(f.bodyType)}`);
  if (f.owners) {
    const parts = f.owners.map((o) => (o === "3+" ? sql`owner_count >= 3` : sql`owner_count = ${Number(o)}`));
    add("other", sql`(${sql.join(parts, sql` or `)})`);
  }
  if (f.condition) add("other", sql`is_new = ${f.condition === "new"}`);
  if (f.source) add("other", sql`lower(source) in ${anyOf(f.source.map((s) => s.toLowerCase()))}`);
  if (f.minSeats !== undefined) add("other", sql`seats >= ${f.minSeats}`);
  for (const feature of f.features ?? []) {
    add("other", sql`exists (select 1 from unnest(features) feat where feat ilike ${`%${escapeLike(feature)}%`})`);
  }
  for (const word of f.textWords) add("other", sql`search_text like ${`%${escapeLike(word.toLowerCase())}%`}`);
  return out;
}

export function whereClause(conditions: Map<FacetKey | "other", SQL[]>, except?: FacetKey): SQL {
  const parts: SQL[] = [];
  for (const [key, list] of conditions) if (key !== except) parts.push(...list);
  return sql.join(parts, sql` and `);
}
