import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { countNoun } from "~/lib/count-noun";
import { modelPagePath } from "~/lib/new-cars/paths";

const VISIBLE_BRANDS = 8;

interface BrandEntry {
  name: string;
  slug: string;
  models: { name: string; slug: string }[];
}

/** Brands that open to their model pages; past eight brands the rest hide behind 'Show More Brands'. */
export function BrandList({ brands }: { brands: BrandEntry[] }) {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const shown = showAll ? brands : brands.slice(0, VISIBLE_BRANDS);
  return (
    <section aria-labelledby="brands-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="brands-heading" className="text-2xl font-bold">
        Browse by Brand
      </h2>
      {/* items-start: an opened brand grows alone instead of stretching its row's other cards. */}
      <ul className="mt-5 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((brand) => {
          const expanded = open === brand.name;
          const panelId = `brand-models-${brand.name.replace(/\W+/g, "-").toLowerCase()}`;
          return (
            <li key={brand.name} className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : brand.name)}
                className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left"
              >
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
                  {brand.name[0]}
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">{brand.name}</span>
                  <span className="block text-xs text-slate-600">{countNoun(brand.models.length, "model")}</span>
                </span>
                <ChevronDown className={`size-4 text-slate-500 transition ${expanded ? "rotate-180" : ""}`} aria-hidden="true" />
              </button>
              {expanded && (
                <ul id={panelId} aria-label={`${brand.name} models`} className="border-t border-slate-100 px-4 py-2">
                  {brand.models.map((model) => (
                    <li key={model.name}>
                      <Link
                        to={modelPagePath({ make: brand, slug: model.slug })}
                        className="block rounded py-1.5 text-sm text-brand-700 hover:underline"
                      >
                        {model.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {brands.length > VISIBLE_BRANDS && (
        <div className="mt-5 text-center">
          <button
            type="button"
            onClick={() => setShowAll(!showAll)}
            className="rounded-lg border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {showAll ? "Show Less Brands" : "Show More Brands"}
          </button>
        </div>
      )}
    </section>
  );
}
