import { StructuredData } from "~/components/details/structured-data";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { homeStructuredData } from "~/lib/seo/json-ld";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { getDb } from "~/.server/db/client";
import { getHomePage } from "~/.server/home/get-home-page";
import { searchListings } from "~/.server/listings/search-listings";
import { BrandBrowser } from "~/components/home/brand-browser";
import { HeroSlideshow } from "~/components/home/hero-slideshow";
import { HomeCallToAction, PartnerStrip } from "~/components/home/home-call-to-action";
import { HomeSearch } from "~/components/home/home-search";
import { MostSearchedCars } from "~/components/home/most-searched-cars";
import { PopularCars } from "~/components/home/popular-cars";
import { ValueProps } from "~/components/home/value-props";
import { ListingCard } from "~/components/listings/listing-card";
import { toCardVehicle } from "~/lib/vehicle";
import type { Route } from "./+types/home";
import { PUBLIC_SHORT_CACHE } from "~/.server/http/cache-control";

const LATEST_COUNT = 4;

// /home shows the same page: both name / as canonical.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "CarSaathi: compare new and used car prices across India",
    description: "Search new and used cars from CarWale, Cars24, Spinny, OLX and more in one place, with honest prices in rupees.",
    path: "/",
    origin: siteOrigin(matches),
  });

export async function loader() {
  const db = await getDb();
  const [home, latest] = await Promise.all([
    getHomePage(db),
    searchListings(db, { page: 1, pageSize: LATEST_COUNT }),
  ]);
  return { ...home, latest: latest.items.map(toCardVehicle) };
}

export function headers() {
  return { "Cache-Control": PUBLIC_SHORT_CACHE };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, popularCars, trendingCars, popularBrands, allBrands, latest } = loaderData;
  const origin = useSiteOrigin();
  return (
    <main id="main" className="flex-1">
      {origin && <StructuredData data={homeStructuredData(origin)} />}
      <HeroSlideshow slides={slides} />
      <HomeSearch />
      <PopularCars cars={popularCars} />
      <MostSearchedCars cars={trendingCars} />
      {latest.length > 0 && (
        <section aria-labelledby="latest-heading" className="mx-auto w-full max-w-7xl px-4 pt-12">
          <h2 id="latest-heading" className="text-2xl font-bold text-slate-900">
            Recently listed cars
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {latest.map((vehicle) => (
              <li key={vehicle.id} className="render-when-near flex">
                <ListingCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <BrandBrowser popular={popularBrands} all={allBrands} />
      <ValueProps />
      <HomeCallToAction />
      <PartnerStrip />
    </main>
  );
}
