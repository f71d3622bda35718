import { getDb } from "~/.server/db/client";
import { recordSearch } from "~/.server/listings/record-search";
import { searchListings } from "~/.server/listings/search-listings";
import { SearchError, SearchPage } from "~/components/search/search-page";
import { interpretedToParsed, readListingQuery } from "~/lib/search-url";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? searchHeading(data.query) : "Search"} | CarSaathi` },
  { name: "description", content: "Search new and used cars across India's marketplaces, with prices in rupees." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query } = readListingQuery(url.searchParams);
  const db = await getDb();
  const result = await searchListings(db, query);
  // Counted for "Most Searched Cars"; not awaited, and it never fails the page.
  if (query.page === 1) void recordSearch(db, query);
  const view = url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const);
  return { result, query, parsed: interpretedToParsed(result.interpretedAs), view };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

function searchHeading(query: { q?: string; make?: string[]; condition?: "new" | "used" }): string {
  if (query.q) return `Results for "${query.q}"`;
  if (query.make?.length) return `${query.make.join(", ")} cars`;
  if (query.condition) return query.condition === "new" ? "New cars" : "Used cars";
  return "All cars";
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage heading={searchHeading(loaderData.query)} data={loaderData} />;
}

export function ErrorBoundary() {
  return <SearchError />;
}
