import { badRequest } from "../http/app-error";
import { parseListingQuery, searchParamsToObject, type ListingQuery } from "~/lib/filters/listing-query";

/** The listing query of an API request: any bad parameter is a 400 naming it (API.md). */
export function apiListingQuery(request: Request): ListingQuery {
  const { query, issues } = parseListingQuery(searchParamsToObject(new URL(request.url).searchParams));
  if (issues.length > 0) throw badRequest(issues);
  return query;
}
