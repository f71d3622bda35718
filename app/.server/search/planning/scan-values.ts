/**
 * A search's filters as the pass reads them: one lookup table (1 = passes) per filter on a
 * code column, bounds for the ranges, and the shape (which filters are on) that picks the
 * generated loop. Each declared filter and facet (schema.ts) has its table builder here; the
 * Record types make a newly declared one fail to compile until it has one.
 */
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import { equipmentMatcher } from "~/lib/equipment";
import { FACETS, MAX_SEATS, ROW_FILTERS, type EffectiveFilters, type RowFilterName } from "../schema";
import type { ScanShape, ScanValues, TableName } from "../execution/compiled-scan";
import type { ListingIndex } from "../store/listing-index";

type TableBuilder = (ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[]) => Uint8Array | null;

const lowerSet = (values: string[]) => new Set(values.map((v) => v.toLowerCase()));

/** A table over a dictionary column: the values named in the list, any case. */
const anyOf =
  (column: "fuelType" | "transmission" | "bodyType" | "model" | "source", list: (f: EffectiveFilters) => string[] | undefined): TableBuilder =>
  (ix, f) => {
    const values = list(f);
    if (!values) return null;
    const wanted = lowerSet(values);
    return ix.dict[column].mask((v) => wanted.has(v.toLowerCase()));
  };

/** Every word in the dictionary text (the search text). */
const containsAll =
  (column: "text", words: (f: EffectiveFilters) => string[] | undefined): TableBuilder =>
  (ix, f) => {
    const needles = (words(f) ?? []).map((w) => w.toLowerCase());
    return needles.length === 0 ? null : ix.dict[column].mask((value) => needles.every((needle) => value.includes(needle)));
  };

/** Every wanted feature in the listing's equipment (its own and its variant's: decision 032), once per distinct kit. */
const hasEquipment: TableBuilder = (ix, f) => {
  if (!f.features?.length) return null;
  return ix.dict.features.mask(equipmentMatcher(f.features));
};

const TABLES: Record<TableName, TableBuilder> = {
  make: (ix, f, luxuryMakes) => {
    if (!f.make && !f.luxury) return null;
    const wanted = f.make ? lowerSet(f.make) : null;
    const luxury = f.luxury ? lowerSet(luxuryMakes) : null;
    return ix.dict.make.mask((m) => (!wanted || wanted.has(m.toLowerCase())) && (!luxury || luxury.has(m.toLowerCase())));
  },
  fuelType: anyOf("fuelType", (f) => f.fuel),
  bodyType: anyOf("bodyType", (f) => f.bodyType),
  transmission: anyOf("transmission", (f) => f.transmission),
  city: (ix, f) => {
    if (f.city === undefined && !f.cities) return null;
    const needle = f.city?.toLowerCase();
    const exact = f.cities ? lowerSet(f.cities) : null;
    return ix.dict.city.mask((c) => (needle === undefined || c.toLowerCase().includes(needle)) && (!exact || exact.has(c.toLowerCase())));
  },
  // Deal codes are -1 (unrated) or 0..4 (DEAL_RATINGS): the table is indexed by code + 1.
  deal: (_ix, f) => {
    if (!f.deal) return null;
    const table = new Uint8Array(DEAL_RATINGS.length + 1);
    for (const rating of f.deal) table[DEAL_RATINGS.indexOf(rating) + 1] = 1;
    return table;
  },
  // Seats are stored as -1 (unknown) or the count (at most MAX_SEATS): indexed by seats + 1.
  // The URL's seat counts (any of) and a phrase's "7 seater" (7 or more) both apply.
  seats: (_ix, f) => {
    if (!f.seats && f.minSeats === undefined) return null;
    const table = new Uint8Array(MAX_SEATS + 2);
    for (let n = 1; n <= MAX_SEATS; n++) table[n + 1] = (!f.seats || f.seats.includes(n)) && n >= (f.minSeats ?? 0) ? 1 : 0;
    return table;
  },
  model: anyOf("model", (f) => f.model),
  source: anyOf("source", (f) => f.source),
  // Owners are stored as -1 (unknown), 0, 1, 2, 3...; the table is indexed by owners + 1.
  owners: (_ix, f) => {
    if (!f.owners) return null;
    const table = new Uint8Array(130);
    for (let n = 0; n < 128; n++) table[n + 1] = (n >= 3 && f.owners.includes("3+")) || f.owners.includes(String(n) as "1" | "2") ? 1 : 0;
    return table;
  },
  text: containsAll("text", (f) => f.textWords),
  features: hasEquipment,
};

/** The search's tables, bounds and shape. */
export function scanValuesOf(ix: ListingIndex, f: EffectiveFilters, luxuryMakes: string[]): { shape: ScanShape; values: ScanValues } {
  const tables = Object.fromEntries(Object.entries(TABLES).map(([name, build]) => [name, build(ix, f, luxuryMakes)])) as Record<TableName, Uint8Array | null>;
  const values: ScanValues = {
    ...tables,
    minYear: f.minYear ?? -1,
    maxYear: f.maxYear ?? 1e9,
    minKm: f.minKm ?? -1,
    maxKm: f.maxKm ?? 2e9,
    wantNew: f.condition === undefined ? -1 : f.condition === "new" ? 1 : 0,
    minPrice: f.minPrice ?? 0,
    maxPrice: f.maxPrice ?? Number.MAX_SAFE_INTEGER,
  };
  const rowOn: Record<RowFilterName, boolean> = {
    year: f.minYear !== undefined || f.maxYear !== undefined,
    km: f.minKm !== undefined || f.maxKm !== undefined,
    isNew: f.condition !== undefined,
    model: tables.model !== null,
    source: tables.source !== null,
    owners: tables.owners !== null,
    text: tables.text !== null,
    features: tables.features !== null,
  };
  // Keys in declaration order: the shape's JSON names its compiled loop.
  const shape: ScanShape = {
    ...(Object.fromEntries(ROW_FILTERS.map((filter) => [filter.name, rowOn[filter.name]])) as Record<RowFilterName, boolean>),
    facets: FACETS.map((facet) => (facet.test === "priceRange" ? f.minPrice !== undefined || f.maxPrice !== undefined : tables[facet.name] !== null)),
  };
  return { shape, values };
}
