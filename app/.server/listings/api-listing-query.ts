import { badRequest } from "../http/app-error";
import { parseListingQuery, searchParamsToObject, type ListingQuery } from "~/lib/filters/listing-query";

/** The listing query of an API request's parameters: any bad one is a 400 naming it (API.md). */
export function apiListingQuery(params: URLSearchParams): ListingQuery {
  const { query, issues } = parseListingQuery(searchParamsToObject(params));
  if (issues.length > 0) throw badRequest(issues);
  return query;
}
