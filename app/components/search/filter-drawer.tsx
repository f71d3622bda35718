import { SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Sheet } from "~/components/ui/sheet";
import { groupIndian } from "~/lib/format-inr";
import type { ListingQuery } from "~/lib/filters/listing-query";
import { activeFilterCount } from "~/lib/filters/search-url";
import { usePendingQuery } from "./use-search-navigation";

/** Small screens: the filter panel slides in from the left, opened by a 'Filters' button. */
export function FilterDrawer({ query, total, children }: { query: ListingQuery; total: number; children: ReactNode }) {
  const activeCount = activeFilterCount(usePendingQuery(query));
  return (
    <Sheet
      title="Filter cars"
      closeLabel="Close filters"
      trigger={
        <button
          type="button"
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 lg:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white" aria-label={`${activeCount} active`}>
              {activeCount}
            </span>
          )}
        </button>
      }
      footer={(close) => (
        <button type="button" onClick={close} className="h-11 w-full rounded-lg bg-brand-700 text-sm font-semibold text-white hover:bg-brand-600">
          Show {groupIndian(total)} cars
        </button>
      )}
    >
      {children}
    </Sheet>
  );
}
