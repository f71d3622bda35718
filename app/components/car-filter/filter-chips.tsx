import { X } from "lucide-react";
import { CAR_OWNERS, type CarFilterState } from "~/lib/filters/car-filter-state";
import type { CarFilterUpdate } from "./filter-sections";

/** Chips for brand, model and each chosen value; Clear removes one, 'Clear All' resets. */
export function FilterChips({ filters, update, clearAll }: { filters: CarFilterState; update: CarFilterUpdate; clearAll: () => void }) {
  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (filters.brand) chips.push({ key: "brand", label: filters.brand, clear: () => update({ brand: "", model: "" }) });
  if (filters.model) chips.push({ key: "model", label: filters.model, clear: () => update({ model: "" }) });
  for (const f of filters.fuels) chips.push({ key: `fuel-${f}`, label: f, clear: () => update({ fuels: filters.fuels.filter((x) => x !== f) }) });
  for (const t of filters.transmissions) {
    chips.push({ key: `tr-${t}`, label: t, clear: () => update({ transmissions: filters.transmissions.filter((x) => x !== t) }) });
  }
  for (const o of filters.owners) {
    const label = `${CAR_OWNERS.find((x) => x.value === o)?.label ?? o} owner`;
    chips.push({ key: `owner-${o}`, label, clear: () => update({ owners: filters.owners.filter((x) => x !== o) }) });
  }
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <button key={chip.key} type="button" onClick={chip.clear} aria-label={`Clear ${chip.label}`}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100">
          {chip.label}
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ))}
      <button type="button" onClick={clearAll} className="px-2 py-1 text-sm font-semibold text-accent-700 hover:underline">
        Clear All
      </button>
    </div>
  );
}
