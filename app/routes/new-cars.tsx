import { StructuredData } from "~/components/details/structured-data";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { itemListStructuredData } from "~/lib/seo/json-ld";
import { modelPagePath } from "~/lib/new-cars/paths";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { data, Form, useNavigate } from "react-router";
import { listNewCars } from "~/.server/catalogue/list-new-cars";
import { getDb } from "~/.server/db/client";
import { readPageParam } from "~/lib/filters/listing-query";
import { BrandList } from "~/components/new-cars/brand-list";
import { BuyingGuide } from "~/components/new-cars/buying-guide";
import { NewCarCard } from "~/components/new-cars/new-car-card";
import { Pagination } from "~/components/listings/pagination";
import { pageHref } from "~/lib/filters/page-href";
import {
  NEW_CAR_BRANDS,
  NEW_CAR_FUELS,
  NEW_CAR_PRICE_OPTIONS,
  newCarFiltersToParams,
  newCarListingQuery,
  parseNewCarFilters,
  type NewCarFilters,
} from "~/lib/filters/new-car-filters";
import type { Route } from "./+types/new-cars";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { CityPicker } from "~/components/on-road/city-picker";
import { withoutSources } from "~/lib/on-road/city-cookie";
import { onRoadPrice } from "~/lib/on-road/on-road-price";
import { chosenPlace } from "~/.server/http/on-road-city";

const PAGE_SIZE = 24;

// Filters and pages share the bare path as canonical (docs/decisions/013): the cars themselves
// are found through the listings sitemap, not through every filter combination.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "New Cars in India: Brands, Models and Prices | CarSaathi",
    description: "Browse new-car models by brand, ex-showroom price band and fuel type.",
    path: "/new-cars",
    origin: siteOrigin(matches),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseNewCarFilters(params);
  const { brands, items, total, page, pageCount } = await listNewCars(
    await getDb(),
    newCarListingQuery(filters, readPageParam(params), PAGE_SIZE),
  );
  const { place, setCookie } = chosenPlace(request);
  const body = {
    filters,
    brands: brands.map((b) => ({ name: b.name, slug: b.models[0]?.makeSlug ?? "", models: b.models.map((m) => ({ name: m.name, slug: m.slug })) })),
    modelCount: brands.reduce((n, b) => n + b.models.length, 0),
    // Each model priced on the road by the variant that sets its starting price.
    cars: items.map(({ cheapest, ...car }) => ({
      ...car,
      onRoad: place && cheapest ? withoutSources(onRoadPrice({ ...cheapest, exShowroom: car.minPrice }, place.state, place.city)) : null,
    })),
    place,
    total,
    page,
    pageCount,
  };
  return setCookie ? data(body, { headers: { "Set-Cookie": setCookie } }) : body;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cookie = loaderHeaders.get("Set-Cookie");
  return { "Cache-Control": PUBLIC_LONGER_CACHE, ...(cookie ? { "Set-Cookie": cookie } : {}) };
}

const SELECTS = [
  { name: "brand", label: "Brand", all: "All Brands", options: NEW_CAR_BRANDS },
  { name: "price", label: "Price Range", all: "All Prices", options: NEW_CAR_PRICE_OPTIONS },
  { name: "fuel", label: "Fuel Type", all: "All Fuel Types", options: NEW_CAR_FUELS },
] as const;

const newCarsHref = (f: NewCarFilters, page = 1) => pageHref("/new-cars", newCarFiltersToParams(f, page));

export default function NewCars({ loaderData }: Route.ComponentProps) {
  const { filters, brands, modelCount, cars, place, total, page, pageCount } = loaderData;
  const navigate = useNavigate();
  const change = (name: keyof NewCarFilters, value: string) =>
    navigate(newCarsHref({ ...filters, [name]: value }), { preventScrollReset: true });
  const origin = useSiteOrigin();

  return (
    <main id="main" className="flex-1">
      {origin && (
        <StructuredData
          data={itemListStructuredData(origin, cars.map((c) => ({ name: `${c.make} ${c.name}`, path: modelPagePath({ make: { slug: c.makeSlug }, slug: c.slug }) })), (page - 1) * PAGE_SIZE + 1)}
        />
      )}
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Explore New Cars in India</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            {modelCount} models from {brands.length} brands with their ex-showroom price ranges from our catalogue
            (2019-2020 prices: check today&apos;s price with a dealer).
          </p>
        </div>
      </section>

      <BrandList brands={brands} />

      <section aria-labelledby="new-cars-heading" className="mx-auto max-w-7xl px-4 pb-10">
        <h2 id="new-cars-heading" className="text-2xl font-bold">
          New Cars ({total})
        </h2>
        {/* Works without JavaScript through the submit button; with it, each change refilters at once. */}
        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-3">
          {SELECTS.map((select) => (
            <div key={select.name}>
              <label htmlFor={`new-cars-${select.name}`} className="block text-sm font-medium text-slate-700">
                {select.label}
              </label>
              <select
                id={`new-cars-${select.name}`}
                name={select.name}
                value={filters[select.name]}
                onChange={(e) => change(select.name, e.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
              >
                <option value="all">{select.all}</option>
                {select.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <noscript>
            <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-white">
              Apply
            </button>
          </noscript>
        </Form>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-4">
          <CityPicker city={place?.city ?? null} />
          <p className="text-sm text-slate-600 sm:max-w-md">
            {place
              ? `On-road prices for ${place.city} (${place.state}): road tax, registration, insurance and fees added to each model's starting price.`
              : "Choose your city to see each model's on-road price: road tax, registration, insurance and fees."}
          </p>
        </div>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cars.map((car) => (
            <li key={`${car.makeSlug}-${car.slug}`}>
              <NewCarCard {...car} sources={place?.sources ?? null} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefFor={(p) => newCarsHref(filters, p)} />
      </section>

      <BuyingGuide />
    </main>
  );
}
