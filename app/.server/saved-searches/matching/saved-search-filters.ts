/**
 * A saved search's filters: its query string read exactly as GET /api/vehicles reads one (the
 * URL parser, then the phrases understood in `q` merged in: search-listings.ts), so the matcher
 * filters on what the search page shows for the same query. Sort and page mean nothing here.
 * The query was checked when it was saved; should a parameter ever fail to read, it is left
 * out, as the search pages leave it out.
 */
import { parseListingQuery, searchParamsToObject } from "~/lib/filters/listing-query";
import { parseQuery } from "~/lib/query-parser";
import { mergeFilters } from "../../listings/listing-filters";
import type { SearchVocabulary } from "../../listings/vocabulary";
import type { EffectiveFilters } from "../../search";

export function savedSearchFilters(query: string, vocab: SearchVocabulary): EffectiveFilters {
  const { query: listingQuery } = parseListingQuery(searchParamsToObject(new URLSearchParams(query)));
  const parsed = listingQuery.q ? parseQuery(listingQuery.q, vocab) : null;
  return mergeFilters(listingQuery, parsed, vocab);
}

/** Whether a query's meaning can change with the vocabulary (the makes, models and cities `q` is read against). */
export function readsVocabulary(query: string): boolean {
  return new URLSearchParams(query).has("q");
}
