import { Link } from "react-router";
import { OnRoadSummary } from "~/components/on-road/on-road-summary";
import { formatInr } from "~/lib/format-inr";
import { modelPagePath } from "~/lib/new-cars/paths";
import type { OnRoadFigures } from "~/lib/on-road/city-cookie";
import type { OnRoadSources } from "~/lib/on-road/on-road-price";

interface NewCarCardProps {
  make: string;
  makeSlug: string;
  name: string;
  slug: string;
  bodyType: string | null;
  minPrice: number;
  maxPrice: number;
  fuels: string[];
  variantCount: number;
  /** The cheapest variant on the road in the visitor's city, when they chose one. */
  onRoad: OnRoadFigures | null;
  sources: OnRoadSources | null;
}

export function NewCarCard({ make, makeSlug, name, slug, bodyType, minPrice, maxPrice, fuels, variantCount, onRoad, sources }: NewCarCardProps) {
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{make}</p>
      <h3 className="text-lg font-bold text-slate-900">
        <Link
          to={modelPagePath({ make: { slug: makeSlug }, slug })}
          className="after:absolute after:inset-0 focus:outline-none"
        >
          {make} {name}
        </Link>
      </h3>
      <p className="mt-2 text-lg font-bold text-slate-900">
        from <span data-testid="new-car-price">{formatInr(minPrice)}</span>
      </p>
      {maxPrice > minPrice && <p className="text-sm text-slate-600">up to {formatInr(maxPrice)}</p>}
      <p className="text-xs text-slate-600">Ex-showroom (catalogue)</p>
      {onRoad && sources && <OnRoadSummary figures={onRoad} sources={sources} carName={`${make} ${name}, cheapest variant`} prefix="from" className="mt-2" />}
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Details">
        {bodyType && <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{bodyType}</li>}
        {fuels.map((fuel) => (
          <li key={fuel} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {fuel}
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-3 text-xs text-slate-600">
        {variantCount} {variantCount === 1 ? "variant" : "variants"}
      </p>
    </article>
  );
}
