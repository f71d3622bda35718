import { getDb } from "~/.server/db/client";
import { searchListings } from "~/.server/listings/search-listings";
import { SearchError, SearchPage } from "~/components/search/search-page";
import { interpretedToParsed, readListingQuery } from "~/lib/search-url";
import type { Route } from "./+types/car-listings";

export const meta: Route.MetaFunction = () => [
  { title: "Find Your Perfect Car | CarSaathi" },
  { name: "description", content: "Browse new and used car listings from India's marketplaces, filter by budget, fuel and body type." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query } = readListingQuery(url.searchParams);
  const result = await searchListings(await getDb(), query);
  const view = url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const);
  return { result, query, parsed: interpretedToParsed(result.interpretedAs), view };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export default function CarListings({ loaderData }: Route.ComponentProps) {
  return <SearchPage heading="Find Your Perfect Car" data={loaderData} />;
}

export function ErrorBoundary() {
  return <SearchError />;
}
