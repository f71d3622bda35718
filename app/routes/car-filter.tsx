import { SearchX } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useRevalidator } from "react-router";
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
import { CarFilterMobilePanel, CarFilterSidebar } from "~/components/car-filter/car-filter-sidebar";
import { FilterChips } from "~/components/listings/filter-chips";
import { ListingCard } from "~/components/listings/listing-card";
import { Pagination } from "~/components/listings/pagination";
import { Button } from "~/components/ui/button";
import { pageHref } from "~/lib/filters/page-href";
import { groupIndian } from "~/lib/format-inr";
import type { Route } from "./+types/car-filter";

const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = () => [
  { title: "Find Your Premium Car | CarSaathi" },
  { name: "description", content: "Filter cars by price, brand, model, fuel, gearbox, year and owners, and sort the results." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const form = { parse: parseCarFilter, toListingQuery: carFilterListingQuery, pageSize: PAGE_SIZE };
  const { facets: _facets, extra: makes, ...page } = await loadFilterPage(request, form, listMakes);
  return {
    ...page,
    makes: makes
      .filter((m) => m.listingCount > 0)
      .map((m) => ({ name: m.name, models: m.models.filter((x) => x.listingCount > 0).map((x) => ({ name: x.name, listingCount: x.listingCount })) })),
  };
}

export default function CarFilter({ loaderData }: Route.ComponentProps) {
  const { filters, currentYear, page, items, total, makes } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const go = useCallback(
    (next: CarFilterState, toPage = 1) => {
      navigate(pageHref("/car-filter", carFilterToParams(next, currentYear, toPage)), { preventScrollReset: true });
    },
    [navigate, currentYear],
  );
  const update = useCallback((change: Partial<CarFilterState>) => go({ ...latest.current, ...change }), [go]);
  const applyChip = useCallback((remove: (f: CarFilterState) => CarFilterState) => go(remove(latest.current)), [go]);
  const clearAll = useCallback(() => go({ ...defaultCarFilter(currentYear), sort: latest.current.sort }), [go, currentYear]);
  // Filters already apply on change; 'Apply Filters' re-reads the results for the same choices.
  const apply = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const activeCount = (filters.brand ? 1 : 0) + filters.fuels.length + filters.transmissions.length + filters.owners.length;
  const sidebarProps = { filters, makes, currentYear, update, apply };

  return (
    <main id="main" className="flex-1">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-extrabold tracking-tight">Find Your Premium Car</h1>
        <p className="mt-2 text-slate-600">Narrow {groupIndian(total)} cars from our partner platforms down to the one you want.</p>
        <div className="mt-6 flex gap-8">
          <CarFilterSidebar {...sidebarProps} />
          <section aria-labelledby="results-heading" className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" className="text-xl font-bold">
                {groupIndian(total)} cars found
              </h2>
              <div className="flex items-center gap-3">
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
              <FilterChips chips={activeCarFilterChips(filters)} removeLabel="Clear" apply={applyChip} clearAll={clearAll} />
            </div>
            {items.length === 0 ? (
              <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold">No cars match your filters</h3>
                <p className="mt-1 text-slate-600">Try adjusting your filter criteria</p>
                <Button onClick={clearAll} variant="bright" size="compact" className="mt-5 text-sm">
                  Clear All Filters
                </Button>
              </div>
            ) : (
              <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {items.map((vehicle, i) => (
                  <li key={vehicle.id} className="render-when-near flex">
                    <ListingCard vehicle={vehicle} eager={i === 0} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} pageCount={pageCount} hrefFor={(p) => pageHref("/car-filter", carFilterToParams(filters, currentYear, p))} />
          </section>
        </div>
      </div>
    </main>
  );
}
