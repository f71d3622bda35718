import { BookmarkPlus } from "lucide-react";
import { Link } from "react-router";
import { SavedSearchCard, type RowResult } from "~/components/saved-searches/saved-search-card";
import { buttonClass } from "~/components/ui/button";
import { loadSavedSearchesPage, savedSearchesAction } from "./saved-searches.server";
import type { Route } from "./+types/saved-searches";

export const meta: Route.MetaFunction = () => [{ title: "Saved searches | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadSavedSearchesPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return savedSearchesAction(request, context);
}

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Saved searches</h1>
      <p className="mt-1 text-slate-700">
        We email you when a car matching one of these is listed or drops into its budget, and show new matches under the bell. Up to 20 searches.
      </p>
      {items.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <BookmarkPlus aria-hidden="true" className="mx-auto size-8 text-brand-700" />
          <h2 className="mt-3 text-lg font-bold text-slate-900">No saved searches yet</h2>
          <p className="mt-2 text-slate-700">Search for cars, set your filters, then press “Save this search” above the results.</p>
          <Link to="/search" className={buttonClass({ className: "mt-5" })}>
            Search cars
          </Link>
        </div>
      ) : (
        <ul aria-label="Your saved searches" className="mt-6 space-y-4">
          {items.map((search) => (
            <SavedSearchCard key={search.id} search={search} pageResult={actionData as RowResult | undefined} />
          ))}
        </ul>
      )}
    </main>
  );
}
