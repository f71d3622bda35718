import { Link } from "react-router";
import { HeaderSearch } from "./header-search";

const DESTINATIONS = [
  { to: "/search", label: "Search all cars" },
  { to: "/new-cars", label: "New cars" },
  { to: "/used-cars", label: "Used cars" },
  { to: "/guides", label: "Buying guides" },
  { to: "/help", label: "Help centre" },
];

/** What a visitor sees for an address we don't have: a way on rather than a dead end. */
export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">This page doesn't exist</h1>
      <p className="mt-3 text-slate-600">
        The address may be mistyped, or the page may have moved. Search for a car instead, or pick one of the pages
        below.
      </p>
      <HeaderSearch className="mt-6 max-w-lg" />
      <h2 className="mt-10 text-lg font-semibold">Popular pages</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {DESTINATIONS.map((d) => (
          <li key={d.to}>
            <Link
              to={d.to}
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
            >
              {d.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Back to home
      </Link>
    </main>
  );
}
