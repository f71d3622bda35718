/**
 * A saved search's query: the query string of an `/api/vehicles` search (API.md "Saved
 * searches"), read by the very function `/api/vehicles` reads its URL with (apiListingQuery),
 * then written back in one canonical form: fixed parameter order, sorted lists, the catalogue's
 * spelling of makes and models, no page or page size, no default sort. So the same search saved
 * from /search, /used-cars or the API is stored the same way and recognised (decision 038).
 */
import { parseListingQuery, searchParamsToObject, type ListingQuery } from "~/lib/filters/listing-query";
import { BODY_TYPES, FUEL_TYPES, OWNER_FILTERS, TRANSMISSIONS } from "~/lib/vehicle-vocabulary";
import { DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import { AppError, badRequest } from "../http/app-error";
import { apiListingQuery } from "../listings/api-listing-query";

/** Far above any real search (every field at its own maximum is about 1,500 characters). */
export const MAX_QUERY_CHARS = 2_000;

/** The query a client sent, checked by /api/vehicles's rules: a 400 names `query.<field>`. */
export function readSavedSearchQuery(raw: string): ListingQuery {
  const text = raw.trim().replace(/^\?/, "");
  if (text.length > MAX_QUERY_CHARS) throw badRequest([{ field: "query", message: `must be at most ${MAX_QUERY_CHARS} characters` }]);
  try {
    return apiListingQuery(new URLSearchParams(text));
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    throw badRequest(error.details.map((d) => ({ field: `query.${d.field}`, message: d.message })));
  }
}

/**
 * A stored query read for showing it (chips, names): leniently, as the search pages read URLs,
 * so a value today's rules would refuse (a year that was still in the future) hides a chip
 * instead of the whole list.
 */
export function storedSavedSearchQuery(canonical: string): ListingQuery {
  return parseListingQuery(searchParamsToObject(new URLSearchParams(canonical))).query;
}

/** The catalogue's spelling of makes and models ("hyundai" is stored as "Hyundai"). */
export interface KnownNames {
  makes: readonly string[];
  models: readonly string[];
}

const byLowerCase = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

function inVocabularyOrder<T extends string>(values: readonly T[] | undefined, vocabulary: readonly T[]): T[] | undefined {
  return values && [...values].sort((a, b) => vocabulary.indexOf(a) - vocabulary.indexOf(b));
}

function spelled(values: readonly string[] | undefined, known: readonly string[]): string[] | undefined {
  if (!values) return undefined;
  const canonical = new Map(known.map((name) => [name.toLowerCase(), name]));
  return [...new Set(values.map((v) => canonical.get(v.toLowerCase()) ?? v))].sort(byLowerCase);
}

const encode = (value: string | number) => encodeURIComponent(String(value)).replace(/%20/g, "+");

/** The query string a saved search stores; parsing it gives back the same search. */
export function canonicalQuery(query: ListingQuery, names: KnownNames = { makes: [], models: [] }): string {
  const fields: [string, string | number | readonly (string | number)[] | undefined][] = [
    ["q", query.q?.trim().replace(/\s+/g, " ") || undefined],
    ["make", spelled(query.make, names.makes)],
    ["model", spelled(query.model, names.models)],
    ["city", query.city?.trim() || undefined],
    ["minPrice", query.minPrice],
    ["maxPrice", query.maxPrice],
    ["minYear", query.minYear],
    ["maxYear", query.maxYear],
    ["minKm", query.minKm],
    ["maxKm", query.maxKm],
    ["fuel", inVocabularyOrder(query.fuel, FUEL_TYPES)],
    ["transmission", inVocabularyOrder(query.transmission, TRANSMISSIONS)],
    ["bodyType", inVocabularyOrder(query.bodyType, BODY_TYPES)],
    ["owners", inVocabularyOrder(query.owners, OWNER_FILTERS)],
    ["condition", query.condition],
    ["source", query.source && [...query.source].sort(byLowerCase)],
    ["deal", inVocabularyOrder(query.deal, DEAL_RATINGS)],
    ["seats", query.seats && [...query.seats].sort((a, b) => a - b)],
    ["features", query.features && [...query.features].sort(byLowerCase)],
    // How the results are ordered when opened; not part of what the search finds (searchKey).
    ["sort", query.sort === "relevant" ? undefined : query.sort],
  ];
  const parts: string[] = [];
  for (const [key, value] of fields) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    parts.push(`${key}=${Array.isArray(value) ? value.map(encode).join(",") : encode(value as string | number)}`);
  }
  return parts.join("&");
}

/**
 * What makes two saved searches the same: the cars they find. Matching is case-insensitive
 * and the sort only orders the page, so both are left out of the comparison.
 */
export function searchKey(canonical: string): string {
  return canonical
    .split("&")
    .filter((part) => part !== "" && !part.startsWith("sort="))
    .join("&")
    .toLowerCase();
}
