import { Link } from "react-router";
import { STATUS_TABS, type StatusTab } from "~/lib/selling/my-listings";

/** My Listings by status, each tab with its count; plain links, so they work before JavaScript. */
export function StatusTabs({ current, counts }: { current: StatusTab; counts: Record<StatusTab, number> }) {
  return (
    <nav aria-label="Listings by status" className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1 border-b border-slate-200">
        {STATUS_TABS.map((tab) => (
          <li key={tab.value} className="shrink-0">
            <Link
              to={tab.value === "all" ? "/seller" : `/seller?status=${tab.value}`}
              preventScrollReset
              aria-current={current === tab.value ? "page" : undefined}
              className={`-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-semibold ${
                current === tab.value ? "border-brand-700 text-brand-700" : "border-transparent text-slate-700 hover:text-slate-900"
              }`}
            >
              {tab.label} <span className="ml-1 text-sm font-normal text-slate-600">({counts[tab.value]})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
