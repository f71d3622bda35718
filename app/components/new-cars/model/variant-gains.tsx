import { Link } from "react-router";
import { formatInr } from "~/lib/format-inr";
import type { ModelIdentity } from "~/lib/new-cars/model-page";
import { variantPagePath } from "~/lib/new-cars/paths";
import type { VariantLadder } from "~/lib/new-cars/variant-gains";

interface VariantGainsProps {
  model: ModelIdentity;
  ladder: VariantLadder;
  chosenSlug: string;
}

/** Each step up the chosen variant's price ladder: what the extra money buys. */
export function VariantGains({ model, ladder, chosenSlug }: VariantGainsProps) {
  if (ladder.steps.length === 0) return null;
  return (
    <section aria-labelledby="variant-gains">
      <h2 id="variant-gains" className="text-2xl font-bold text-slate-900">
        What you gain going up a variant
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {ladder.line ? `${ladder.line} variants` : "All variants"} in price order, from the catalogue&apos;s standard equipment.
      </p>
      <ol className="mt-4 space-y-3">
        {ladder.steps.map((step) => {
          const mine = step.from.slug === chosenSlug || step.to.slug === chosenSlug;
          return (
            <li key={`${step.from.slug}-${step.to.slug}`} className={`rounded-xl border bg-white p-4 ${mine ? "border-brand-600" : "border-slate-200"}`}>
              <p className="font-medium text-slate-900">
                <Link to={variantPagePath(model, step.from)} className="text-brand-700 underline underline-offset-2">{step.from.name}</Link>
                {" → "}
                <Link to={variantPagePath(model, step.to)} className="text-brand-700 underline underline-offset-2">{step.to.name}</Link>
                <span className="ml-2 whitespace-nowrap text-sm font-normal text-slate-600">+{formatInr(step.priceDifference)} ex-showroom</span>
              </p>
              {step.gains.length ? (
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Added in ${step.to.name}`}>
                  {step.gains.map((g) => (
                    <li key={g} className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800">
                      + {g}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-slate-600">No equipment added that the catalogue lists (the difference may be engine or colour).</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
