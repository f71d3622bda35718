/**
 * "Used alternatives" on a new car's page (issue 33): the model's used cars on sale, best deals
 * first, on the site's own listing cards (so each deal rating is the one every page shows),
 * a link to all of them whose count is the count /search shows, "Save this search" for that
 * search (mailed when another one is listed), and the used-price curve.
 */
import { Link } from "react-router";
import { ListingCard } from "~/components/listings/listing-card";
import { countNoun } from "~/lib/count-noun";
import type { UsedAlternatives as Data } from "~/lib/new-cars/used-alternatives";
import type { SaveSearchOffer } from "~/lib/saved-search-offer";
import { SaveSearchButton } from "~/components/saved-searches/save-search-button";
import { UsedPriceCurveView } from "./used-price-curve";

export function UsedAlternatives({ make, model, total, searchHref, cars, curve, saveOffer }: Data & { saveOffer?: SaveSearchOffer }) {
  const carName = `${make} ${model}`;
  return (
    <section aria-labelledby="used-alternatives-heading" className="py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="used-alternatives-heading" className="text-2xl font-bold text-slate-900">
          Used {carName} for sale
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {saveOffer && <SaveSearchButton offer={saveOffer} />}
          {total > 0 && (
            <Link to={searchHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
              View all {countNoun(total, `used ${model}`, `used ${model} cars`)} →
            </Link>
          )}
        </div>
      </div>
      {total === 0 ? (
        <p className="mt-3 text-slate-700">No used {carName} is on sale on CarSaathi right now.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">Best deals first, rated against our fair-price estimate.</p>
          <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {cars.map((car) => (
              <li key={car.id} className="flex">
                <ListingCard vehicle={car} />
              </li>
            ))}
          </ul>
        </>
      )}
      <UsedPriceCurveView carName={carName} curve={curve} />
    </section>
  );
}
