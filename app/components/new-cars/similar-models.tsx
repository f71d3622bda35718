/**
 * "Similar models" on a new car's page (issue 33): same body type, near in price. Each card is
 * one link (the name), stretched over the card so the whole card is clickable.
 */
import { Link } from "react-router";
import { formatInr } from "~/lib/format-inr";
import type { SimilarModelCard } from "~/lib/new-cars/similar-model";

interface SimilarModelsProps {
  /** "Hyundai Creta": the model the page is about. */
  carName: string;
  models: SimilarModelCard[];
}

export function SimilarModels({ carName, models }: SimilarModelsProps) {
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="similar-models-heading" className="py-8">
      <h2 id="similar-models-heading" className="text-2xl font-bold text-slate-900">
        Similar to the {carName}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Same body type, close in starting ex-showroom price.</p>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {models.map((m) => (
          <li key={m.id}>
            <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{m.make}</p>
              <h3 className="text-lg font-bold text-slate-900">
                <Link to={m.href} className="after:absolute after:inset-0 focus:outline-none">
                  {m.make} {m.name}
                </Link>
              </h3>
              <p className="mt-2 text-lg font-bold text-slate-900">
                from <data value={m.fromPrice}>{formatInr(m.fromPrice)}</data>
              </p>
              <p className="text-xs text-slate-600">Ex-showroom (catalogue)</p>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Details">
                <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{m.bodyType}</li>
                {m.fuels.map((fuel) => (
                  <li key={fuel} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                    {fuel}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
