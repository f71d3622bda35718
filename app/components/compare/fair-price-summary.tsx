/**
 * One compared car's deal rating and fair-price estimate with its 80% range, or the plain
 * reason it has none (new cars, too few similar listings, no model yet). The estimate is the
 * details page's (getVehicle's fairPrice), so both pages show one number for one car.
 */
import { DealBadge } from "~/components/pricing/deal-badge";
import { comparedToEstimate } from "~/components/pricing/price-position";
import { formatInr } from "~/lib/format-inr";
import type { CompareVehicle } from "~/lib/compare";
import { FAIR_PRICE_SCOPE } from "~/lib/compare-price-texts";

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
            {/* Says it is this car's, not its model's: the trend below is the market's median. */}
            <p className="text-slate-600">{FAIR_PRICE_SCOPE}</p>
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
