import { Search } from "lucide-react";
import { memo, type FormEvent } from "react";
import { HydrateLater } from "~/components/layout/hydrate-later";
import { loadedLater } from "~/components/layout/loaded-later";
import { Pagination } from "~/components/listings/pagination";
import { useSiteNavigate } from "~/components/navigation/site-navigation";
import { Button, buttonClass } from "~/components/ui/button";
import { groupIndian } from "~/lib/format-inr";
import type { FilterBounds } from "~/lib/filters/filter-bounds";
import type { ListingQuery } from "~/lib/filters/listing-query";
import type { ParsedQuery } from "~/lib/query-parser";
import type { SaveSearchOffer } from "~/lib/saved-search-offer";
import type { SearchPageResult } from "~/lib/vehicle";
import { SaveSearchButton } from "~/components/saved-searches/save-search-button";
import { FilterDrawer } from "./filter-drawer";
import { QueryChips } from "./query-chips";
import { SearchResults } from "./search-results";
import { SortSelect } from "./sort-select";
import { useSearchLocation } from "./use-search-navigation";
import { ViewToggle, type ResultsView } from "./view-toggle";

// The filters (and the Radix tabs they use, 14 KB gzip) are fetched when their part hydrates,
// not before the page is interactive (loaded-later.tsx); the server renders them at once.
const FilterPanel = loadedLater(() => import("./filter-panel").then((m) => m.FilterPanel));
if (import.meta.env.SSR) await FilterPanel.preload();

export interface SearchPageData {
  result: SearchPageResult;
  query: ListingQuery;
  parsed: ParsedQuery | null;
  view: ResultsView;
  bounds: FilterBounds;
  saveOffer: SaveSearchOffer;
}

/**
 * The page both /search and /car-listings render: search box, filters, results, pages.
 * Memoised: while a filter's results load, only the parts showing that (the panel's ticks, the
 * drawer's count, the loading note) render again, not the whole page.
 */
export const SearchPage = memo(function SearchPage({ heading, data }: { heading: string; data: SearchPageData }) {
  const { result, query, parsed, view, bounds, saveOffer } = data;
  const navigate = useSiteNavigate();
  // A new text search starts afresh (the filters of the last one do not carry over), as the GET
  // form does without JavaScript; a plain form because React Router's Form renders again on
  // every router state change.
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("q");
    const params = new URLSearchParams(typeof text === "string" && text.trim() ? { q: text.trim() } : {});
    void navigate(`${window.location.pathname}${params.size ? `?${params}` : ""}`);
  }
  const panel = <FilterPanel query={query} facets={result.facets} bounds={bounds} />;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h1>
      <form method="get" role="search" onSubmit={search} className="mt-4 flex max-w-2xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search cars
        </label>
        <input
          id="search-q"
          key={query.q ?? ""}
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="Try “diesel automatic under 8L in pune”"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base"
        />
        <Button type="submit" className="gap-2">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>
      <QueryChips parsed={parsed} />

      <div className="mt-6 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-8">
        <HydrateLater as="aside" aria-label="Search filters" className="hidden lg:block" load={FilterPanel.preload}>
          <div className="sticky top-32 max-h-[calc(100vh-9rem)] overflow-y-auto">{panel}</div>
        </HydrateLater>
        <div>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              {/* The results' heading: on phones the filters' h2 is hidden, and the cards' h3s need one above them. */}
              <h2 className="text-sm font-medium text-slate-700" aria-live="polite">
                {`Found ${groupIndian(result.total)} ${result.total === 1 ? "car" : "cars"} matching your search`}
              </h2>
              <SaveSearchButton offer={saveOffer} />
            </div>
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <FilterDrawer query={query} total={result.total}>
                {panel}
              </FilterDrawer>
              <SortSelect sort={query.sort} />
              <ViewToggle view={view} page={result.page} />
            </div>
          </div>
          <SearchResults items={result.items} view={view} />
          <SearchPagination page={result.page} total={result.total} pageSize={result.pageSize} />
        </div>
      </div>
    </main>
  );
});

/** Page links keeping the other parameters; reads the location only (see use-search-navigation). */
function SearchPagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { hrefFor } = useSearchLocation();
  const href = (p: number) => hrefFor({ page: p === 1 ? null : p });
  return <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={href} edges="labels" />;
}

/** The route ErrorBoundary's content (spec section 8, listing search failure). */
export function SearchError() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Search unavailable</h1>
      <p role="alert" className="mt-3 text-slate-700">
        Sorry, we encountered an error while searching. Please try again.
      </p>
      <a href="" className={buttonClass({ size: "compact", hover: false, className: "mt-6" })}>
        Try again
      </a>
    </main>
  );
}
