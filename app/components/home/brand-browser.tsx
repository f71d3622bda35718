import { useState } from "react";
import { Link } from "react-router";
import { groupIndian } from "~/lib/format-inr";
import type { BrandTile } from "~/lib/home-cards";

/** Browse By Brand: the 8 most-listed makes, or every make someone lists now (spec section 2). */
export function BrandBrowser({ popular, all }: { popular: BrandTile[]; all: BrandTile[] }) {
  const [showAll, setShowAll] = useState(false);
  const brands = showAll ? all : popular;
  return (
    <section aria-labelledby="brands-heading" className="mx-auto w-full max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="brands-heading" className="text-2xl font-bold text-slate-900">
            Browse By Brand
          </h2>
          <p className="mt-1 text-slate-600">
            {showAll ? `All ${all.length} brands with cars listed today.` : "The brands with the most cars listed today."}
          </p>
        </div>
        {all.length > popular.length && (
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls="brand-list"
            onClick={() => setShowAll((s) => !s)}
            className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {showAll ? "Show Popular Brands" : "View All Brands"}
          </button>
        )}
      </div>
      <ul id="brand-list" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {brands.map((brand) => (
          <li key={brand.name} className="flex">
            <Link
              to={`/search?${new URLSearchParams({ brand: brand.name })}`}
              className="flex w-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-xl font-extrabold text-brand-700"
              >
                {brand.name.charAt(0)}
              </span>
              <span className="text-sm font-semibold leading-tight text-slate-900">{brand.name}</span>
              <span className="text-xs text-slate-600">
                {groupIndian(brand.listingCount)} {brand.listingCount === 1 ? "car" : "cars"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
