import { ArrowRight, TrendingUp } from "lucide-react";
import type { TrendingCar } from "~/lib/home-cards";
import { Link } from "react-router";
import { formatInrWords, groupIndian } from "~/lib/format-inr";
import { CarThumbnail } from "./car-thumbnail";
import { PartnerBadge } from "./partner-badge";
import { listingsHref } from "./popular-cars";

export function MostSearchedCars({ cars }: { cars: TrendingCar[] }) {
  return (
    <section aria-labelledby="trending-heading" className="mx-auto w-full max-w-7xl px-4 pt-12">
      <h2 id="trending-heading" className="text-2xl font-bold text-slate-900">
        Most Searched Cars
      </h2>
      <p className="mt-1 text-slate-600">The models buyers look for most, and where you can buy them today.</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <li key={car.id} className="render-when-near flex">
            <article
              aria-labelledby={`trending-${car.id}`}
              className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <div className="relative">
                <CarThumbnail image={car.image} alt="" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
                <span className="absolute bottom-3 left-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-slate-800 shadow">
                  {car.category}
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 id={`trending-${car.id}`} className="text-lg font-semibold text-slate-900">
                  {car.name}
                </h3>
                <p className="flex items-center gap-1.5 text-sm text-slate-600">
                  <TrendingUp aria-hidden="true" size={16} className="text-brand-700" />
                  <span data-testid="search-count">{groupIndian(car.searchCount)}</span> searches
                </p>
                <p className="text-sm text-slate-600">
                  Starting from{" "}
                  <span className="text-base font-bold text-slate-900">{formatInrWords(car.startingPrice)}</span>
                  {car.startingPriceSource === "catalogue" && <span className="text-slate-600"> ex-showroom</span>}
                </p>
                <div>
                  <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Compare across platforms</h4>
                  {car.platforms.length > 0 ? (
                    <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`Platforms listing the ${car.name}`}>
                      {car.platforms.map((source) => (
                        <li key={source}>
                          <PartnerBadge source={source} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-1 text-sm text-slate-600">No platform lists it right now.</p>
                  )}
                </div>
                <Link
                  to={listingsHref(car.make, car.model)}
                  className="mt-auto inline-flex items-center gap-1 self-start pt-2 font-semibold text-brand-700 hover:underline"
                  aria-label={`View Listings: ${car.name}`}
                >
                  View Listings <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
