/** The spec's analytics ranges as links (they work without JavaScript and can be bookmarked). */
import { Link } from "react-router";
import { ANALYTICS_RANGES, RANGE_LABELS, type AnalyticsRange } from "~/lib/selling/analytics-range";

export function AnalyticsRangeTabs({ current }: { current: AnalyticsRange }) {
  return (
    <nav aria-label="Period" className="grid grid-cols-4 gap-2 sm:flex">
      {ANALYTICS_RANGES.map((range) => (
        <Link
          key={range}
          to={`?range=${range}`}
          preventScrollReset
          aria-current={range === current ? "page" : undefined}
          className={`inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-lg border px-2 text-sm font-semibold sm:px-4 ${
            range === current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
          }`}
        >
          {RANGE_LABELS[range]}
        </Link>
      ))}
    </nav>
  );
}
