/**
 * Listing search: filters, free text, sort, pagination and facet counts. The in-memory index
 * picks the page and counts; the page's cars are then read from the database by id. The same
 * function serves GET /api/vehicles and the search pages' loaders.
 */
import type { ListingQuery } from "~/lib/filters/listing-query";
import { parseQuery, type ParsedQuery } from "~/lib/query-parser";
import type { VehicleSearchResult } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { getListingIndex, queryIndex, type IndexAnswer, type ListingIndex, type SortKey } from "../search";
import { mergeFilters } from "./listing-filters";
import { loadVehicles } from "./load-vehicles";
import { getSearchVocabulary } from "./vocabulary";

export async function searchListings(db: Database, query: ListingQuery): Promise<VehicleSearchResult> {
  const { answer, index, parsed } = await findListings(db, query);
  return {
    items: await loadVehicles(db, answer.pageIds, index),
    total: answer.total,
    page: query.page,
    pageSize: query.pageSize,
    facets: answer.facets,
    ...(parsed
      ? { interpretedAs: { filters: compact(parsed.filters), sort: parsed.sort ?? parsed.sortHint ?? null, text: parsed.text } }
      : {}),
  };
}

/**
 * The search without reading its cars: the total, the facets and the page's ids. Anything that
 * states how many cars a search finds (a link's count, a headline) asks this, so it says what
 * the page it links to will show.
 */
export async function findListings(db: Database, query: ListingQuery): Promise<{ answer: IndexAnswer; index: ListingIndex; parsed: ParsedQuery | null }> {
  const [vocab, index] = await Promise.all([getSearchVocabulary(db), getListingIndex(db)]);
  const parsed = query.q ? parseQuery(query.q, vocab) : null;
  const filters = mergeFilters(query, parsed, vocab);
  const sort = sortKey(query.sort ?? parsed?.sort ?? "relevant", parsed);
  if (filters.features?.length) await index.featuresLoaded;
  return { answer: queryIndex(index, filters, vocab.luxuryMakes, sort, query.page, query.pageSize), index, parsed };
}

function sortKey(sort: string, parsed: ParsedQuery | null): SortKey {
  switch (sort) {
    case "price_asc":
    case "price_desc":
    case "year_desc":
    case "mileage_asc":
    case "best_deal":
      return sort;
  }
  if (parsed?.sortHint === "range_desc") return "range_desc";
  if (parsed?.sortHint === "fuel_economy_desc") return "economy_desc";
  // "Most relevant": text matches ranked first (see queryIndex), otherwise newest listings.
  return "listed_desc";
}

function compact(filters: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}
