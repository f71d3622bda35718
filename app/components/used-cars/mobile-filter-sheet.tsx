import { SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";

/** Phones: the sidebar becomes a sheet from the left; filters apply as they change, Apply closes it. */
export function MobileFilterSheet({ activeCount, onReset, children }: { activeCount: number; onReset: () => void; children: ReactNode }) {
  return (
    <Sheet
      title="Filters"
      closeLabel="Close filters"
      trigger={
        <button type="button" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold lg:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-600 px-2 text-xs text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </button>
      }
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
