import { StructuredData } from "~/components/details/structured-data";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { itemListStructuredData } from "~/lib/seo/json-ld";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { useCallback } from "react";
import { Link, useLocation } from "react-router";
import { loadFilterPage } from "./filter-page.server";
import { getSearchVocabulary } from "~/.server/listings/vocabulary";
import { FilterChips } from "~/components/listings/filter-chips";
import { SaveSearchButton } from "~/components/saved-searches/save-search-button";
import { FilteredCars } from "~/components/listings/filtered-cars";
import { Pagination } from "~/components/listings/pagination";
import { useFilterNavigation } from "~/components/listings/use-filter-navigation";
import { Button } from "~/components/ui/button";
import { HydrateLater } from "~/components/layout/hydrate-later";
import { loadedLater } from "~/components/layout/loaded-later";
import { MobileFilterSheet } from "~/components/used-cars/mobile-filter-sheet";
import { PriceBandCards } from "~/components/used-cars/price-band-cards";
import { UsedCarInfo } from "~/components/used-cars/used-car-info";
import { pageHref } from "~/lib/filters/page-href";
import { groupIndian } from "~/lib/format-inr";
import {
  activePills,
  defaultUsedCarFilters,
  parseUsedCarFilters,
  usedCarFiltersToParams,
  withPriceBand,
  usedCarListingQuery,
  type UsedCarFilters,
} from "~/lib/filters/used-car-filters";
import type { Route } from "./+types/used-cars";

const PAGE_SIZE = 24;

// Filters and pages share the bare path as canonical (docs/decisions/013): the cars themselves
// are found through the listings sitemap, not through every filter combination.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Certified Used Cars in India | CarSaathi",
    description: "Filter used cars from India's listing platforms by price, year, kilometres, fuel, owners and city.",
    path: "/used-cars",
    origin: siteOrigin(matches),
  });

// The filters (and the Radix slider and switch they use) are fetched when their part hydrates,
// not before the page is interactive (loaded-later.tsx); the server renders them at once.
const FilterPanel = loadedLater(() => import("~/components/used-cars/filter-panel").then((m) => m.FilterPanel));
if (import.meta.env.SSR) await FilterPanel.preload();

export async function loader({ request }: Route.LoaderArgs) {
  const form = { parse: parseUsedCarFilters, defaults: defaultUsedCarFilters, toListingQuery: usedCarListingQuery, pageSize: PAGE_SIZE };
  const { facets, extra: vocab, ...page } = await loadFilterPage(request, form, getSearchVocabulary);
  return { ...page, priceBands: facets.priceBand, cities: [...vocab.cities].sort((a, b) => a.localeCompare(b)) };
}

export default function UsedCars({ loaderData }: Route.ComponentProps) {
  const { filters, newestYear, items, total, page, priceBands, cities, saveOffer } = loaderData;
  const location = useLocation();
  const filtersHref = useCallback((next: UsedCarFilters) => pageHref(location.pathname, usedCarFiltersToParams(next, newestYear)), [location.pathname, newestYear]);
  const update = useFilterNavigation(filters, filtersHref);
  const reset = useCallback(() => update(() => defaultUsedCarFilters(newestYear)), [update, newestYear]);
  const pills = activePills(filters, newestYear);
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const origin = useSiteOrigin();
  const hrefFor = (p: number) => pageHref(location.pathname, usedCarFiltersToParams(filters, newestYear, p));
  const panel = <FilterPanel filters={filters} cities={cities} newestYear={newestYear} update={update} />;

  return (
    <main id="main" className="flex-1">
      {origin && (
        <StructuredData
          data={itemListStructuredData(origin, items.map((v) => ({ name: `${v.year} ${v.title}`, path: `/details/${v.id}` })), (page - 1) * PAGE_SIZE + 1)}
        />
      )}
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find Certified Used Cars in India</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Used cars from partner platforms in one place, with every price we have seen for each car.
          </p>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
        <HydrateLater as="aside" aria-label="Filters" className="hidden w-72 shrink-0 lg:block" load={FilterPanel.preload}>
          <div className="sticky top-4 rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
            <div className="flex items-center justify-between pt-2">
              <h2 className="text-lg font-bold">Filters</h2>
              <button type="button" onClick={reset} className="text-sm font-semibold text-brand-700 hover:underline">
                Reset
              </button>
            </div>
            {panel}
          </div>
        </HydrateLater>

        <section aria-labelledby="results-heading" className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-2xl font-bold">
              Used Cars ({groupIndian(total)})
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <SaveSearchButton offer={saveOffer} />
              <Link to="/search?filter=used" className="text-sm font-semibold text-brand-700 hover:underline">
                View All Listings →
              </Link>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <MobileFilterSheet activeCount={pills.length} onReset={reset}>
              {panel}
            </MobileFilterSheet>
            <FilterChips chips={pills} removeLabel="Remove filter" apply={update} clearAll={reset} />
          </div>

          <FilteredCars
            items={items}
            empty={{
              title: "No cars found",
              hint: "Try adjusting your filters to see more results",
              actions: (
                <>
                  <Button onClick={reset} variant="bright" size="compact" className="text-sm">
                    Clear All Filters
                  </Button>
                  <Link to="/used-cars" reloadDocument className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold">
                    View All Cars
                  </Link>
                </>
              ),
            }}
          />
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </section>
      </div>

      <PriceBandCards counts={priceBands} hrefFor={(band) => pageHref(location.pathname, usedCarFiltersToParams(withPriceBand(filters, band), newestYear))} />
      <UsedCarInfo />
    </main>
  );
}
