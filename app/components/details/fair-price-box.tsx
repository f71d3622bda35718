/**
 * A used car's asking price against our fair-price estimate: the deal rating (or why there is
 * none), the estimate with its 80% range on a bar, what it is based on, and how we rate.
 * New cars have no box: they are sold at the maker's price (the on-road panel covers them).
 */
import { Link } from "react-router";
import { DealBadge } from "~/components/pricing/deal-badge";
import { DealLevels } from "~/components/pricing/deal-levels";
import { basisSentence } from "~/components/pricing/price-position";
import { PriceRangeBar } from "~/components/pricing/price-range-bar";
import { formatInr } from "~/lib/format-inr";
import type { VehicleDetail } from "~/lib/vehicle";
import { SectionCard } from "./section-card";

export function FairPriceBox({ vehicle }: { vehicle: VehicleDetail }) {
  const { fairPrice, dealRating } = vehicle;
  return (
    <SectionCard id="fair-price" title="Is this a fair price?">
      {dealRating ? (
        <p className="text-sm text-slate-700">
          Our rating: <DealBadge rating={dealRating} className="ml-1 align-middle text-sm" />
        </p>
      ) : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {vehicle.dealRatingReason ?? "Not rated"}
        </p>
      )}
      {fairPrice && (
        <>
          <p className="mt-3 text-slate-700">
            Fair price: <strong className="text-xl text-slate-900">{formatInr(fairPrice.estimate)}</strong>
          </p>
          <p className="text-sm text-slate-700">
            Range: {formatInr(fairPrice.low)} – {formatInr(fairPrice.high)}
            <span className="text-slate-600"> (8 in 10 similar cars are asked within it)</span>
          </p>
          <PriceRangeBar price={vehicle.price} range={fairPrice} className="mt-3" />
          <p className="mt-2 text-sm text-slate-600">{basisSentence(fairPrice.basis)}</p>
        </>
      )}
      <details className="mt-4 rounded-lg border border-slate-200">
        <summary className="cursor-pointer rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700">
          How we rate
        </summary>
        <div className="px-3 pb-3">
          <DealLevels className="text-sm text-slate-700" />
          <p className="mt-3 text-sm">
            <Link to="/guides/pricing-guide" className="font-medium text-brand-700 underline">
              How accurate our fair prices are
            </Link>
          </p>
        </div>
      </details>
    </SectionCard>
  );
}
