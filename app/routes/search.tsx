import { loadSearchPage } from "./search-page.server";
import { SearchError, SearchPage } from "~/components/search/search-page";
import type { Route } from "./+types/search";
import { PUBLIC_SHORT_CACHE } from "~/.server/http/cache-control";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? searchHeading(data.query) : "Search"} | CarSaathi` },
  { name: "description", content: "Search new and used cars across India's marketplaces, with prices in rupees." },
];

export function loader({ request }: Route.LoaderArgs) {
  return loadSearchPage(request, { recordSearch: true });
}

export function headers() {
  return { "Cache-Control": PUBLIC_SHORT_CACHE };
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
