import { ResultsStructuredData } from "~/components/search/results-structured-data";
import { searchCanonicalPath } from "~/lib/seo/canonical";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { loadSearchPage } from "./search-page.server";
import { SearchError, SearchPage } from "~/components/search/search-page";
import type { Route } from "./+types/car-listings";
import { PUBLIC_SHORT_CACHE } from "~/.server/http/cache-control";

// The same results as /search for the same query, so /search is the canonical.
export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Find Your Perfect Car | CarSaathi",
    description: "Browse new and used car listings from India's marketplaces, filter by budget, fuel and body type.",
    path: searchCanonicalPath(location.search),
    origin: siteOrigin(matches),
  });

export function loader({ request }: Route.LoaderArgs) {
  return loadSearchPage(request, { recordSearch: false });
}

export function headers() {
  return { "Cache-Control": PUBLIC_SHORT_CACHE };
}

export default function CarListings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResultsStructuredData result={loaderData.result} />
      <SearchPage heading="Find Your Perfect Car" data={loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  return <SearchError />;
}
