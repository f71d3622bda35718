import { Link } from "react-router";
import { loadSavedPage, savedPageAction } from "./saved-listings.server";
import { RecentSearchList } from "~/components/account/recent-search-list";
import { SavedCarList } from "~/components/account/saved-car-list";
import type { Route } from "./+types/saved-listings";

export const meta: Route.MetaFunction = () => [{ title: "Saved cars and recent searches | CarSaathi" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  return loadSavedPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return savedPageAction(request);
}

export default function SavedListings({ loaderData }: Route.ComponentProps) {
  const { tab, name, cars, searches } = loaderData;
  const tabs = [
    { id: "saved", label: "Saved Cars", count: cars.length, to: "?tab=saved" },
    { id: "recent", label: "Recent Searches", count: searches.length, to: "?tab=recent" },
  ] as const;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Hello, {name}</h1>
          <p className="mt-1 text-slate-600">Your saved cars and recent searches, on every device you sign in on.</p>
        </div>
        <Link to="/search" className="inline-flex h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50">
          Find New Cars
        </Link>
      </div>
      <nav aria-label="Saved cars or recent searches" className="mt-6 flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <Link
            key={t.id}
            to={t.to}
            replace
            preventScrollReset
            aria-current={tab === t.id ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2.5 font-semibold ${tab === t.id ? "border-brand-700 text-brand-700" : "border-transparent text-slate-700 hover:text-slate-900"}`}
          >
            {t.label} <span className="text-sm font-normal text-slate-600">({t.count})</span>
          </Link>
        ))}
      </nav>
      <section aria-label={tab === "recent" ? "Recent Searches" : "Saved Cars"} className="mt-6">
        {tab === "recent" ? <RecentSearchList searches={searches} /> : <SavedCarList cars={cars} />}
      </section>
    </main>
  );
}
