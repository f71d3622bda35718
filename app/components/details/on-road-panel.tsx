import { CityPicker } from "~/components/on-road/city-picker";
import { OnRoadSummary } from "~/components/on-road/on-road-summary";
import type { DetailsViewData } from "~/lib/details-page";

/** A new catalogue car's on-road price in the visitor's city, with the city picker. */
export function OnRoadPanel({ onRoad, carName }: { onRoad: NonNullable<DetailsViewData["onRoad"]>; carName: string }) {
  return (
    <section aria-labelledby="on-road-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="on-road-heading" className="text-lg font-bold text-slate-900">
        On-road price
      </h2>
      <div className="mt-3">
        <CityPicker city={onRoad.city} id="details-on-road-city" />
      </div>
      {onRoad.figures && onRoad.sources ? (
        <OnRoadSummary figures={onRoad.figures} sources={onRoad.sources} carName={carName} className="mt-3" />
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Choose your city to add road tax, registration, insurance and fees to the catalogue&apos;s ex-showroom price.
        </p>
      )}
    </section>
  );
}
