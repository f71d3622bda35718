import OnRoadBreakdown from "~/components/on-road/on-road-breakdown";
import { formatInr, groupIndianDecimal } from "~/lib/format-inr";
import type { ChosenVariant, ModelIdentity, ModelPlace } from "~/lib/new-cars/model-page";

interface PriceAndEmiProps {
  model: ModelIdentity;
  chosen: ChosenVariant;
  place: ModelPlace | null;
}

/** The chosen variant's on-road price, what its parts are, and the EMI at the loan defaults. */
export function PriceAndEmi({ model, chosen, place }: PriceAndEmiProps) {
  const carName = `${model.make.name} ${model.name} ${chosen.name}`;
  const emi = chosen.emi;
  return (
    <section aria-labelledby="price-emi" className="space-y-4">
      <h2 id="price-emi" className="text-2xl font-bold text-slate-900">
        Price and EMI: {chosen.name}
      </h2>
      {emi && (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="model-emi">
          <p className="text-sm text-slate-700">EMI from</p>
          <p className="text-2xl font-bold text-slate-900">{formatInr(emi.monthlyPayment)} a month</p>
          <p className="mt-1 text-sm text-slate-700">
            On the {emi.basis === "on-road" ? `on-road price in ${place?.city}` : "ex-showroom price"} of {formatInr(emi.price)}, with{" "}
            {formatInr(emi.downPayment)} (10%) down, {groupIndianDecimal(emi.annualRatePercent, 1)}% interest a year over {emi.termMonths / 12} years. Your
            bank&apos;s rate and terms decide the real figure.
          </p>
        </div>
      )}
      {chosen.onRoad && place ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <OnRoadBreakdown carName={carName} figures={chosen.onRoad} sources={place.sources} />
        </div>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {chosen.exShowroom === null ? "The catalogue has no price for this variant." : "Choose your city above to see this variant's on-road price and an EMI on it."}
        </p>
      )}
      <div className="text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">What the on-road price adds</h3>
        <p className="mt-1">
          <strong>Road tax</strong> is paid once to your state when the car is registered, a share of the ex-showroom price that
          depends on the state, the fuel, the engine and the price; electric cars pay little or none.{" "}
          <strong>Insurance</strong> is the first year&apos;s own-damage cover plus the third-party cover the law requires, with GST.
          Registration, FASTag and, on a loan, the hypothecation fee are small fixed amounts.
        </p>
      </div>
    </section>
  );
}
