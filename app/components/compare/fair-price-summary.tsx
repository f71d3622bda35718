/**
 * One compared car's deal rating and fair-price estimate with its 80% range, or the plain
 * reason it has none (new cars, too few similar listings, no model yet).
 */
import { DealBadge } from "~/components/pricing/deal-badge";
import { comparedToEstimate } from "~/components/pricing/price-position";
import { formatInr } from "~/lib/format-inr";
import type { CompareVehicle } from "~/lib/compare";

export function FairPriceSummary({ vehicle, fairPrice }: Pick<CompareVehicle, "vehicle" | "fairPrice">) {
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold text-slate-800">Our fair-price check</h4>
      <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <DealBadge rating={vehicle.dealRating} reason={vehicle.dealRatingReason} />
        {fairPrice && (
          <>
            <p className="mt-2">
              Fair price: <strong className="text-slate-900">{formatInr(fairPrice.estimate)}</strong>
            </p>
            <p>
              Range: {formatInr(fairPrice.low)} – {formatInr(fairPrice.high)}
            </p>
            <p className="mt-1 text-slate-600">Asking price is {comparedToEstimate(vehicle.price, fairPrice.estimate)}.</p>
          </>
        )}
      </div>
    </>
  );
}
