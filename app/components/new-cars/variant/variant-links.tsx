import { Link } from "react-router";
import { formatInr } from "~/lib/format-inr";
import type { PageLink } from "~/lib/new-cars/page-links";

interface VariantLinksProps {
  carName: string;
  variantName: string;
  model: PageLink & { variantCount: number };
  others: PageLink[];
  compareWith: PageLink[];
}

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** Where to go next: the variants around this one, a comparison with its neighbours, the model page. */
export function VariantLinks({ carName, variantName, model, others, compareWith }: VariantLinksProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      {compareWith.length > 0 && (
        <section aria-labelledby="compare-with-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="compare-with-heading" className="text-lg font-bold text-slate-900">
            Compare with
          </h2>
          <ul className="mt-3 space-y-2">
            {compareWith.map((v) => (
              <li key={v.path}>
                <Link to={v.path} className={linkClass}>
                  {variantName} vs {v.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="other-variants-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="other-variants-heading" className="text-lg font-bold text-slate-900">
          Other {carName} variants
        </h2>
        {others.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {others.map((v) => (
              <li key={v.path} className="flex flex-wrap justify-between gap-x-4">
                <Link to={v.path} className={linkClass}>
                  {v.name}
                </Link>
                <span className="text-slate-700">{v.exShowroom != null ? formatInr(v.exShowroom) : "No catalogue price"}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">This is the only variant in our catalogue.</p>
        )}
        <Link to={model.path} className={`mt-4 inline-block ${linkClass}`}>
          All {model.variantCount} variants of the {model.name}
        </Link>
      </section>
    </div>
  );
}
