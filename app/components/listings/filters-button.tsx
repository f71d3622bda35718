import { SlidersHorizontal } from "lucide-react";
import type { ComponentPropsWithRef } from "react";

/**
 * The phone-width button that opens a filter page's sheet, with how many filters are on. The
 * Sheet clones it to attach its ref and handlers, so every prop is passed through.
 */
export function FiltersButton({ activeCount, ...props }: { activeCount: number } & ComponentPropsWithRef<"button">) {
  return (
    <button type="button" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold lg:hidden" {...props}>
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      Filters
      {activeCount > 0 && (
        <span className="rounded-full bg-brand-600 px-2 text-xs text-white">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </button>
  );
}
