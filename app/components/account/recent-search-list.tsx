import { Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export interface RecentSearch {
  id: number;
  label: string;
  href: string;
  searchedAt: string;
}

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** The Recent Searches tab: newest first, each with 'Search Again' and a remove button. */
export function RecentSearchList({ searches }: { searches: RecentSearch[] }) {
  if (searches.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-semibold text-slate-900">No recent searches</p>
        <p className="mt-1 text-slate-600">Searches you run while signed in show up here.</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {searches.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-slate-900">{s.label}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={s.searchedAt}>{DATE.format(new Date(s.searchedAt))}</time>
            </p>
          </div>
          <Link to={s.href} className={buttonClass({ size: "sm" })}>
            Search Again<span className="sr-only">: {s.label}</span>
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-search" />
            <input type="hidden" name="searchId" value={s.id} />
            <button
              type="submit"
              aria-label={`Remove search ${s.label}`}
              className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 hover:text-red-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
