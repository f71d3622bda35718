import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FiltersButton } from "~/components/listings/filters-button";
import { Sheet } from "~/components/ui/sheet";

/** Phones: the sidebar becomes a sheet from the left; filters apply as they change, Apply closes it. */
export function MobileFilterSheet({ activeCount, onReset, children }: { activeCount: number; onReset: () => void; children: ReactNode }) {
  return (
    <Sheet
      title="Filters"
      closeLabel="Close filters"
      trigger={<FiltersButton activeCount={activeCount} />}
      footer={(close) => (
        <div className="flex gap-3">
          <button type="button" onClick={onReset} className="flex-1 rounded-lg border border-slate-300 py-2.5 text-sm font-semibold">
            Reset
          </button>
          <Button onClick={close} variant="bright" size="none" className="flex-1 py-2.5 text-sm">
            Apply
          </Button>
        </div>
      )}
    >
      {children}
    </Sheet>
  );
}
