import { ResultsStructuredData } from "~/components/search/results-structured-data";
import { groupIndian } from "~/lib/format-inr";
import { searchCanonicalPath } from "~/lib/seo/canonical";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { loadSearchPage } from "./search-page.server";
import { SearchError, SearchPage } from "~/components/search/search-page";
import type { Route } from "./+types/search";
import { PUBLIC_SHORT_CACHE } from "~/.server/http/cache-control";

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  const heading = data ? metaHeading(data.query) : "Search";
  const total = data?.result.total;
  return pageMeta({
    title: `${heading} | CarSaathi`,
    description: `${total ? `${groupIndian(total)} ` : ""}${heading.toLowerCase()} for sale across India's marketplaces, with prices in rupees.`,
    path: searchCanonicalPath(location.search),
    origin: siteOrigin(matches),
    // An empty result is a thin page: shown, never indexed.
    noindex: total === 0,
  });
};

/** The heading, with the model and condition too, so each model's page has its own title. */
function metaHeading(query: { q?: string; make?: string[]; model?: string[]; condition?: "new" | "used" }): string {
  if (query.q || !query.make?.length) return searchHeading(query);
  const condition = query.condition === "new" ? "New " : query.condition === "used" ? "Used " : "";
  return `${condition}${query.make.join(", ")}${query.model?.length ? ` ${query.model.join(", ")}` : ""} cars`;
}

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
  return (
    <>
      <ResultsStructuredData result={loaderData.result} />
      <SearchPage heading={searchHeading(loaderData.query)} data={loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  return <SearchError />;
}
