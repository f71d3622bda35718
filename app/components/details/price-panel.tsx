import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { SaveButton } from "~/components/account/save-button";
import type { BuyerContact } from "~/lib/details-forms";
import { formatInr } from "~/lib/format-inr";
import { defaultLoanInputs, loanSummary } from "~/lib/loan";
import type { VehicleDetail } from "~/lib/vehicle";
import { PriceAlertButton } from "./price-alert-button";
import { PurchaseNow } from "./purchase-now";
import { ShareButton } from "./share-button";

interface PricePanelProps {
  vehicle: VehicleDetail;
  pageUrl: string;
  signedIn: boolean;
  buyer: BuyerContact | null;
  priceAlertSet: boolean;
  actionData: unknown;
}

/** The asking price with what a buyer does next: share, watch the price, save, book. */
export function PricePanel({ vehicle, pageUrl, signedIn, buyer, priceAlertSet, actionData }: PricePanelProps) {
  const defaults = defaultLoanInputs(vehicle.price);
  const emi = loanSummary(defaults)?.monthlyPayment;
  const cheapest = vehicle.otherSources?.[0];
  const carName = `${vehicle.year} ${vehicle.title}`;
  return (
    <section aria-label="Price and actions" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-slate-700">
          Price: <span className="block text-3xl font-extrabold text-slate-900">{formatInr(vehicle.price)}</span>
        </p>
        <SaveButton listingId={vehicle.id} title={carName} className="border border-slate-300" />
      </div>
      <p className="mt-1 text-sm text-slate-600">Asking price on {sourceLabel(vehicle.source)}</p>
      {emi !== undefined && (
        <p className="mt-2 text-sm text-slate-700">
          EMI about <strong>{formatInr(emi)}/month</strong> with 10% down over {defaults.termMonths} months at{" "}
          {defaults.annualRatePercent}%.{" "}
          <a href="#calculator-heading" className="font-medium text-brand-700 underline">
            Work it out
          </a>
        </p>
      )}
      {cheapest && cheapest.price < vehicle.price && (
        <p className="mt-2 rounded-md bg-emerald-50 px-2 py-1 text-sm text-emerald-900">
          Also on {cheapest.source} for {formatInr(cheapest.price)} ({formatInr(vehicle.price - cheapest.price)} less)
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ShareButton title={carName} url={pageUrl} />
        <PriceAlertButton listingId={vehicle.id} price={vehicle.price} signedIn={signedIn} alertSet={priceAlertSet} />
      </div>
      <div className="mt-4">
        <PurchaseNow buyer={buyer} actionData={actionData} />
      </div>
    </section>
  );
}
