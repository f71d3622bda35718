import type { PopularCar } from "~/lib/home-cards";
import { Link, useNavigation } from "react-router";
import { formatInr, groupIndian } from "~/lib/format-inr";
import { CarThumbnail } from "./car-thumbnail";

/** Spec section 9: six skeletons while the cars load. */
const SKELETON_COUNT = 6;
const GRID = "mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6";

export function listingsHref(make: string, model: string): string {
  return `/car-listings?${new URLSearchParams({ make, model })}`;
}

export function PopularCars({ cars }: { cars: PopularCar[] }) {
  const navigation = useNavigation();
  // The data comes with the page; only a client-side reload of the home page shows skeletons.
  const reloading = navigation.state === "loading" && navigation.location.pathname === "/";
  return (
    <section aria-labelledby="popular-heading" className="mx-auto w-full max-w-7xl px-4 pt-12">
      <h2 id="popular-heading" className="text-2xl font-bold text-slate-900">
        Popular cars
      </h2>
      <p className="mt-1 text-slate-600">What buyers across India shortlist most, with today&apos;s listings.</p>
      {reloading ? (
        <ul className={GRID} aria-busy="true" aria-label="Loading popular cars">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="aspect-video bg-slate-200" />
              <div className="space-y-2 p-3">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={GRID}>
          {cars.map((car) => (
            <li key={car.id} className="render-when-near flex">
              <Link
                to={listingsHref(car.make, car.model)}
                className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
              >
                <CarThumbnail image={car.image} alt="" sizes="(min-width: 1024px) 200px, (min-width: 768px) 33vw, 50vw" />
                <span className="flex flex-1 flex-col gap-0.5 p-3">
                  <span className="font-semibold leading-snug text-slate-900 group-hover:text-brand-700">{car.name}</span>
                  <span className="text-sm text-slate-600">
                    {car.listingCount === 0
                      ? "No listings right now"
                      : `${groupIndian(car.listingCount)} ${car.listingCount === 1 ? "listing" : "listings"}`}
                  </span>
                  {car.lowestPrice !== null && (
                    <span className="mt-auto pt-1 text-sm font-semibold text-slate-900">from {formatInr(car.lowestPrice)}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
