import { getDb } from "~/.server/db/client";
import { parseOrThrow } from "~/.server/http/app-error";
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { searchListings } from "~/.server/listings/search-listings";
import { listingQuerySchema, searchParamsToObject } from "~/lib/listing-query";
import type { Route } from "./+types/vehicles";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseOrThrow(listingQuerySchema, searchParamsToObject(new URL(request.url).searchParams));
    return jsonResponse(await searchListings(await getDb(), query), { headers: PUBLIC_CACHE });
  });
}
