import type { Ref } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatInr, formatKm } from "~/lib/format-inr";
import type { QuoteValues } from "~/lib/selling/quote-form";

export interface SellQuoteView {
  low: number;
  estimate: number;
  high: number;
  basis: string;
  assumedKm: number | null;
}

export interface QuotedCar {
  car: {
    make: string;
    model: string;
    year: number;
    city: string;
    owners: number | null;
  };
  quote: SellQuoteView | null;
  values: QuoteValues;
}

interface QuoteResultProps {
  /** The answer to the last request; before one, the panel explains how quotes work. */
  quoted: QuotedCar | null;
  signedIn: boolean;
  /** The heading, focused when the quote arrives. */
  ref?: Ref<HTMLHeadingElement>;
}

const NEXT_STEPS = [
  "We call you within one working day to confirm the details and answer your questions.",
  "A free inspection at your home or office, at a time that suits you (about 45 minutes).",
  "A final offer on the spot, based on what the inspection finds. You are free to say no.",
];

const PRICE_FACTORS = [
  ["Condition", "dents, scratches, rust, and the state of the interior."],
  ["Service history", "regular servicing with receipts supports the price; gaps lower it."],
  ["Accidents and repairs", "repainted or replaced panels and structural repairs lower the offer most."],
  ["Tyres and battery", "ones that need replacing soon are taken off the price."],
  ["Number of keys", "a missing spare key costs money to replace."],
  ["Insurance claims", "past claims and the no-claim bonus are checked."],
  ["Loan on the car", "an open loan is fine, but it is settled from the payment before the transfer."],
] as const;

function QuoteAnswer({ car, quote, ref }: QuotedCar & { ref?: Ref<HTMLHeadingElement> }) {
  const name = `${car.year} ${car.make} ${car.model}`;
  return (
    <div role="status">
      <h2 id="quote-result-heading" ref={ref} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {quote ? (
          <>
            Your car's estimated value: {formatInr(quote.low)} – {formatInr(quote.high)}
          </>
        ) : (
          <>Thanks, we have your {name}</>
        )}
      </h2>
      {quote ? (
        <p className="mt-2 text-slate-700">
          For your {name} in {car.city}; our best single guess is {formatInr(quote.estimate)}. Based on {quote.basis}.
          {quote.assumedKm !== null ? ` We assumed ${formatKm(quote.assumedKm)} driven; add the kilometres for a closer figure.` : ""}
          {car.owners === null ? " Telling us the number of owners also narrows it." : ""}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">
          We don't have enough sales of this model to give a fair instant figure, so we won't guess. A specialist will call you with a
          quote.
        </p>
      )}
    </div>
  );
}

/** The instant quote (once asked), what happens next, and plainly what can move the final price. */
export function QuoteResult({ quoted, signedIn, ref }: QuoteResultProps) {
  const signIn = quoted ? `/auth?redirectTo=${encodeURIComponent(`/sell?${new URLSearchParams(quoted.values)}`)}` : null;
  return (
    <section aria-labelledby="quote-result-heading" className="space-y-5 rounded-xl border border-brand-100 bg-brand-50 p-5">
      {quoted ? (
        <QuoteAnswer {...quoted} ref={ref} />
      ) : (
        <h2 id="quote-result-heading" className="text-xl font-bold text-slate-900">
          How your quote works
        </h2>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">What happens next</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">What can change the final price</h3>
        <p className="mt-1 text-slate-700">
          The instant range comes from asking prices of similar cars, not from seeing yours. The inspection checks these, and the offer can
          go down (or up) because of them:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {PRICE_FACTORS.map(([factor, detail]) => (
            <li key={factor}>
              <span className="font-medium text-slate-900">{factor}:</span> {detail}
            </li>
          ))}
        </ul>
      </div>
      {signIn && !signedIn ? (
        <div className="border-t border-brand-100 pt-4">
          <p className="text-slate-700">
            Want to list it for buyers too? Sign in and we'll bring you back here with your details filled in.
          </p>
          <Link to={signIn} className={buttonClass({ variant: "strong", className: "mt-3" })}>
            Sign in to list this car
          </Link>
        </div>
      ) : null}
    </section>
  );
}
