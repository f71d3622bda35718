import { countNoun } from "~/lib/count-noun";
import { SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
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
        <Button variant="secondary" size="sm" hover={false} className="shrink-0 gap-2 lg:hidden">
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white" aria-label={`${activeCount} active`}>
              {activeCount}
            </span>
          )}
        </Button>
      }
      footer={(close) => (
        <Button onClick={close} size="none" className="h-11 w-full text-sm">
          Show {countNoun(total, "car")}
        </Button>
      )}
    >
      {children}
    </Sheet>
  );
}
