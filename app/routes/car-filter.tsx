import { countNoun } from "~/lib/count-noun";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { listMakes } from "~/.server/listings/list-makes";
import { loadFilterPage } from "./filter-page.server";
import {
  activeCarFilterChips,
  CAR_SORTS,
  carFilterListingQuery,
  carFilterToParams,
  defaultCarFilter,
  parseCarFilter,
  type CarFilterState,
  type CarSort,
} from "~/lib/filters/car-filter-state";
import { CarFilterMobilePanel, CarFilterSidebar, loadFilterSections } from "~/components/car-filter/car-filter-sidebar";
import { HydrateLater } from "~/components/layout/hydrate-later";
import { FilterChips } from "~/components/listings/filter-chips";
import { SaveSearchButton } from "~/components/saved-searches/save-search-button";
import { FilteredCars } from "~/components/listings/filtered-cars";
import { Pagination } from "~/components/listings/pagination";
import { useFilterNavigation } from "~/components/listings/use-filter-navigation";
import { Button } from "~/components/ui/button";
import { pageHref } from "~/lib/filters/page-href";
import type { Route } from "./+types/car-filter";

const PAGE_SIZE = 12;

// Filters and pages share the bare path as canonical (docs/decisions/013): the cars themselves
// are found through the listings sitemap, not through every filter combination.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Find Your Premium Car | CarSaathi",
    description: "Filter cars by price, brand, model, fuel, gearbox, year and owners, and sort the results.",
    path: "/car-filter",
    origin: siteOrigin(matches),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const form = { parse: parseCarFilter, defaults: defaultCarFilter, toListingQuery: carFilterListingQuery, pageSize: PAGE_SIZE };
  const { facets: _facets, extra: makes, ...page } = await loadFilterPage(request, form, listMakes);
  return {
    ...page,
    makes: makes
      .filter((m) => m.listingCount > 0)
      .map((m) => ({ name: m.name, models: m.models.filter((x) => x.listingCount > 0).map((x) => ({ name: x.name, listingCount: x.listingCount })) })),
  };
}

export default function CarFilter({ loaderData }: Route.ComponentProps) {
  const { filters, newestYear, page, items, total, makes, saveOffer } = loaderData;
  const revalidator = useRevalidator();
  const filtersHref = useCallback((next: CarFilterState) => pageHref("/car-filter", carFilterToParams(next, newestYear)), [newestYear]);
  const change = useFilterNavigation(filters, filtersHref);
  const update = useCallback((partial: Partial<CarFilterState>) => change((f) => ({ ...f, ...partial })), [change]);
  const clearAll = useCallback(() => change((f) => ({ ...defaultCarFilter(newestYear), sort: f.sort })), [change, newestYear]);
  // Filters already apply on change; 'Apply Filters' re-reads the results for the same choices.
  const apply = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const activeCount = (filters.brand ? 1 : 0) + filters.fuels.length + filters.transmissions.length + filters.owners.length;
  const sidebarProps = { filters, makes, newestYear, update, apply };

  return (
    <main id="main" className="flex-1">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-extrabold tracking-tight">Find Your Premium Car</h1>
        <p className="mt-2 text-slate-600">Narrow {countNoun(total, "car")} from our partner platforms down to the one you want.</p>
        <div className="mt-6 flex gap-8">
          {/* `contents`: the sidebar's own aside stays the row's first item. */}
          <HydrateLater className="contents" load={loadFilterSections}>
            <CarFilterSidebar {...sidebarProps} />
          </HydrateLater>
          <section aria-labelledby="results-heading" className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" className="text-xl font-bold">
                {countNoun(total, "car")} found
              </h2>
              <div className="flex flex-wrap items-center gap-3">
                <SaveSearchButton offer={saveOffer} />
                <CarFilterMobilePanel {...sidebarProps} activeCount={activeCount} />
                <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  Sort by
                  <select value={filters.sort} onChange={(e) => update({ sort: e.target.value as CarSort })}
                    className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900">
                    {CAR_SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
                  </select>
                </label>
              </div>
            </div>
            <div className="mt-4">
              <FilterChips chips={activeCarFilterChips(filters)} removeLabel="Clear" apply={change} clearAll={clearAll} />
            </div>
            <FilteredCars
              items={items}
              empty={{
                title: "No cars match your filters",
                hint: "Try adjusting your filter criteria",
                actions: (
                  <Button onClick={clearAll} variant="bright" size="compact" className="text-sm">
                    Clear All Filters
                  </Button>
                ),
              }}
            />
            <Pagination page={page} pageCount={pageCount} hrefFor={(p) => pageHref("/car-filter", carFilterToParams(filters, newestYear, p))} />
          </section>
        </div>
      </div>
    </main>
  );
}
