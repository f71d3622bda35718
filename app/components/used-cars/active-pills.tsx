import { X } from "lucide-react";
import type { FilterPill, UsedCarFilters } from "~/lib/filters/used-car-filters";
import type { FilterUpdate } from "./filter-panel";

/** Removable chips for the filters in force, and 'Clear All' to return to the defaults. */
export function ActivePills({ pills, update, reset }: { pills: FilterPill[]; update: FilterUpdate; reset: () => void }) {
  if (pills.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {pills.map((pill) => (
        <button
          key={pill.key}
          type="button"
          onClick={() => update((s: UsedCarFilters) => pill.remove(s))}
          aria-label={`Remove filter ${pill.label}`}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
        >
          {pill.label}
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ))}
      <button type="button" onClick={reset} className="px-2 py-1 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline">
        Clear All
      </button>
    </div>
  );
}
