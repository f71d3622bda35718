import { CityPicker } from "~/components/on-road/city-picker";
import OnRoadBreakdown from "~/components/on-road/on-road-breakdown";
import { formatInr } from "~/lib/format-inr";
import type { OnRoadFigures } from "~/lib/on-road/city-cookie";
import type { OnRoadCity } from "~/lib/on-road/cities";
import type { OnRoadSources } from "~/lib/on-road/on-road-price";
import { NO_CATALOGUE_PRICE, PRICES_AS_OF } from "~/lib/new-cars/price-note";

interface VariantPriceProps {
  carName: string;
  exShowroom: number | null;
  place: { city: OnRoadCity; sources: OnRoadSources } | null;
  onRoad: OnRoadFigures | null;
}

/**
 * The ex-showroom price and, for the chosen city, the on-road breakdown shown in full: on this
 * page the price is the point, so it is not behind a dialog as on the cards.
 */
export function VariantPrice({ carName, exShowroom, place, onRoad }: VariantPriceProps) {
  return (
    <section aria-labelledby="price-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="price-heading" className="text-2xl font-bold text-slate-900">
        Price
      </h2>
      {exShowroom === null ? (
        <p className="mt-2 text-slate-700" data-testid="no-price">
          {NO_CATALOGUE_PRICE}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Ex-showroom{" "}
            <strong className="text-2xl text-slate-900" data-testid="ex-showroom">
              {formatInr(exShowroom)}
            </strong>
          </p>
          <p className="text-sm text-slate-600">Catalogue {PRICES_AS_OF}: check today&apos;s price with a dealer.</p>
          <div className="mt-4">
            <CityPicker city={place?.city ?? null} id="variant-on-road-city" />
          </div>
          <div className="mt-4" data-testid="on-road-breakdown">
            {onRoad && place ? (
              <OnRoadBreakdown carName={`On-road price of the ${carName} in ${place.city}`} figures={onRoad} sources={place.sources} />
            ) : (
              <p className="text-sm text-slate-600">
                Choose your city to add road tax, registration, insurance and fees to the ex-showroom price.
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
