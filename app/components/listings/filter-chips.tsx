/**
 * The active filters of /used-cars and /car-filter as removable chips, and 'Clear All'. Each
 * page's form lists its chips (app/lib/filters); the page applies a chip's removal.
 */
import { X } from "lucide-react";
import type { FilterChip } from "~/lib/filters/filter-chip";

interface FilterChipsProps<F> {
  chips: FilterChip<F>[];
  /** The chip button's accessible name before its label: "Remove filter", "Clear". */
  removeLabel: string;
  apply: (change: (filters: F) => F) => void;
  clearAll: () => void;
}

export function FilterChips<F>({ chips, removeLabel, apply, clearAll }: FilterChipsProps<F>) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => apply(chip.remove)}
          aria-label={`${removeLabel} ${chip.label}`}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
        >
          {chip.label}
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ))}
      <button type="button" onClick={clearAll} className="px-2 py-1 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline">
        Clear All
      </button>
    </div>
  );
}
