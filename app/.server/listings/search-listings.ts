/**
 * Listing search: filters, free text, sort, pagination and facet counts in three queries.
 * The same function serves GET /api/vehicles and the search pages' loaders.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ListingQuery } from "~/lib/listing-query";
import { parseQuery, type ParsedQuery } from "~/lib/query-parser";
import { PRICE_BANDS } from "~/lib/price-bands";
import type { FacetCount, VehicleFacets, VehicleSearchResult } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { buildConditions, FACET_KEYS, mergeFilters, whereClause, type EffectiveFilters, type FacetKey } from "./listing-filters";
import { toVehicles, VEHICLE_COLUMNS, type ListingRow } from "./serialize-vehicle";
import { getSearchVocabulary } from "./vocabulary";

const FACET_COLUMN: Record<FacetKey, string> = {
  make: "make",
  fuelType: "fuel_type",
  bodyType: "body_type",
  transmission: "transmission",
  city: "city",
  priceBand: "price_band",
};
const MAX_CITY_FACETS = 30;

export async function searchListings(db: Database, query: ListingQuery): Promise<VehicleSearchResult> {
  const vocab = await getSearchVocabulary(db);
  const parsed = query.q ? parseQuery(query.q, vocab) : null;
  const filters = mergeFilters(query, parsed, vocab);
  const conditions = buildConditions(filters, vocab);
  const where = whereClause(conditions);
  const orderBy = orderClause(query.sort ?? parsed?.sort ?? "relevant", parsed, filters);
  const offset = (query.page - 1) * query.pageSize;

  const [rows, total, facets] = await Promise.all([
    db.execute<ListingRow>(sql`select ${VEHICLE_COLUMNS} from listings where ${where}
      order by ${orderBy} limit ${query.pageSize} offset ${offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from listings where ${where}`),
    loadFacets(db, conditions),
  ]);

  return {
    items: await toVehicles(db, rows.rows),
    total: total.rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    facets,
    ...(parsed
      ? { interpretedAs: { filters: compact(parsed.filters), sort: parsed.sort ?? parsed.sortHint ?? null, text: parsed.text } }
      : {}),
  };
}

function orderClause(sort: string, parsed: ParsedQuery | null, filters: EffectiveFilters): SQL {
  switch (sort) {
    case "price_asc":
      return sql`price asc, id asc`;
    case "price_desc":
      return sql`price desc, id asc`;
    case "year_desc":
      return sql`year desc, listed_at desc, id asc`;
    case "mileage_asc":
      return sql`km asc, id asc`;
  }
  if (parsed?.sortHint === "range_desc") return sql`range_km desc nulls last, fuel_economy desc nulls last, id asc`;
  if (parsed?.sortHint === "fuel_economy_desc") return sql`fuel_economy desc nulls last, id asc`;
  if (filters.textWords.length > 0) {
    const text = filters.textWords.join(" ");
    return sql`word_similarity(${text}, search_text) desc, listed_at desc, id asc`;
  }
  return sql`listed_at desc, id asc`;
}

async function loadFacets(db: Database, conditions: ReturnType<typeof buildConditions>): Promise<VehicleFacets> {
  const parts = FACET_KEYS.map(
    (key) => sql`(select ${key}::text as facet, ${sql.raw(FACET_COLUMN[key])}::text as value, count(*)::int as count
      from listings where ${whereClause(conditions, key)} group by 2)`,
  );
  const result = await db.execute<{ facet: FacetKey; value: string; count: number }>(
    sql.join(parts, sql` union all `),
  );
  const facets = Object.fromEntries(FACET_KEYS.map((k) => [k, [] as FacetCount[]])) as unknown as VehicleFacets;
  for (const row of result.rows) facets[row.facet].push({ value: row.value, count: row.count });
  for (const key of FACET_KEYS) facets[key].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  facets.city = facets.city.slice(0, MAX_CITY_FACETS);
  // Price bands read best in ascending order, with empty bands shown as 0.
  const bandCounts = new Map(facets.priceBand.map((b) => [b.value, b.count]));
  facets.priceBand = PRICE_BANDS.map((b) => ({ value: b.key, count: bandCounts.get(b.key) ?? 0 }));
  return facets;
}

function compact(filters: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}
