import { getDb } from "~/.server/db/client";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { apiListingQuery } from "~/.server/listings/api-listing-query";
import { searchListings } from "~/.server/listings/search-listings";
import type { Route } from "./+types/vehicles";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    return jsonResponse(await searchListings(await getDb(), apiListingQuery(new URL(request.url).searchParams)), { headers: PUBLIC_CACHE });
  });
}
