import { Link } from "react-router";
import { formatInr } from "~/lib/format-inr";
import type { CatalogueNotFound } from "~/lib/new-cars/page-links";

/** The 404 of a research page: what is missing and the catalogue pages nearest to it. */
export function CatalogueNotFoundPage({ page }: { page: CatalogueNotFound }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{page.heading}</h1>
      <p className="mt-3 text-slate-700">{page.intro}</p>
      {page.links.length > 0 && (
        <nav aria-label={page.linksHeading} className="mt-6">
          <ul className="grid gap-2 sm:grid-cols-2">
            {page.links.map((l) => (
              <li key={l.path}>
                <Link
                  to={l.path}
                  className="flex flex-wrap justify-between gap-x-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                >
                  <span>{l.name}</span>
                  {l.exShowroom != null && <span className="text-slate-700">{formatInr(l.exShowroom)}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link to={page.back.path} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {page.back.name}
      </Link>
    </main>
  );
}
