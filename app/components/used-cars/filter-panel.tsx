import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { groupIndian } from "~/lib/format-inr";
import {
  applyQuickBudget,
  formatPriceShort,
  OWNER_LABELS,
  QUICK_BUDGETS_LAKH,
  suggestCities,
  toggleValue,
  USED_BODY_TYPES,
  USED_FUELS,
  USED_KM,
  USED_PRICE,
  USED_TRANSMISSIONS,
  USED_YEAR_MIN,
  type UsedCarFilters,
} from "~/lib/filters/used-car-filters";
import { DEAL_LABELS, DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import { SEAT_CHOICES, seatsLabel } from "~/lib/vehicle-vocabulary";
import { CheckboxGroup, FilterSection } from "./filter-section";
import { RangeSlider } from "./range-slider";

const SEARCH_DEBOUNCE_MS = 300;
const capitalise = (v: string) => (v.length <= 3 ? v.toUpperCase() : v[0].toUpperCase() + v.slice(1));

export type FilterUpdate = (change: (f: UsedCarFilters) => UsedCarFilters) => void;

interface FilterPanelProps {
  filters: UsedCarFilters;
  cities: readonly string[];
  newestYear: number;
  update: FilterUpdate;
}

/** Text typed into a box, applied 300 ms after the last key; follows outside resets. */
function useDebouncedText(value: string, apply: (text: string) => void) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => applyRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText] as const;
}

export function FilterPanel({ filters, cities, newestYear, update }: FilterPanelProps) {
  const id = useId();
  const [q, setQ] = useDebouncedText(filters.q, (text) => update((s) => ({ ...s, q: text })));
  const [city, setCity] = useDebouncedText(filters.city, (text) => update((s) => ({ ...s, city: text })));
  const suggestions = suggestCities(city, cities);

  return (
    <div>
      <FilterSection title="Search" defaultOpen>
        <label htmlFor={`${id}-q`} className="sr-only">
          Search make, model or variant
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Make, model or variant"
            className="w-full rounded-lg border border-slate-300 py-2 pl-9 pr-3 text-sm"
          />
        </div>
      </FilterSection>
      <FilterSection title="Price Range" defaultOpen>
        <RangeSlider
          label="Price"
          min={USED_PRICE.min}
          max={USED_PRICE.max}
          step={USED_PRICE.step}
          value={filters.price}
          format={formatPriceShort}
          onCommit={(price) => update((s) => ({ ...s, price, budget: null }))}
        />
      </FilterSection>
      <FilterSection title="Quick Budget" defaultOpen>
        <div className="flex flex-wrap gap-2">
          {QUICK_BUDGETS_LAKH.map((lakh) => (
            <button
              key={lakh}
              type="button"
              aria-pressed={filters.budget === lakh}
              onClick={() => update((s) => applyQuickBudget(s, lakh))}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              Under {lakh} Lakh
            </button>
          ))}
        </div>
      </FilterSection>
      <FilterSection title="Year">
        <RangeSlider
          label="Year"
          min={USED_YEAR_MIN}
          max={newestYear}
          step={1}
          value={filters.year}
          format={String}
          onCommit={(year) => update((s) => ({ ...s, year }))}
        />
      </FilterSection>
      <FilterSection title="Kilometres Driven">
        <RangeSlider
          label="Kilometres"
          min={USED_KM.min}
          max={USED_KM.max}
          step={USED_KM.step}
          value={filters.km}
          format={(n) => `${groupIndian(n)} km`}
          onCommit={(km) => update((s) => ({ ...s, km }))}
        />
      </FilterSection>
      <FilterSection title="Fuel Type">
        <CheckboxGroup legend="Fuel type" options={USED_FUELS} selected={filters.fuels} labelOf={capitalise}
          onToggle={(v) => update((s) => ({ ...s, fuels: toggleValue(s.fuels, v) }))} />
      </FilterSection>
      <FilterSection title="Transmission">
        <CheckboxGroup legend="Transmission" options={USED_TRANSMISSIONS} selected={filters.transmissions} labelOf={capitalise}
          onToggle={(v) => update((s) => ({ ...s, transmissions: toggleValue(s.transmissions, v) }))} />
      </FilterSection>
      <FilterSection title="Body Type">
        <CheckboxGroup legend="Body type" options={USED_BODY_TYPES} selected={filters.bodyTypes} labelOf={capitalise}
          onToggle={(v) => update((s) => ({ ...s, bodyTypes: toggleValue(s.bodyTypes, v) }))} />
      </FilterSection>
      <FilterSection title="Seats">
        <CheckboxGroup legend="Seats" options={SEAT_CHOICES} selected={filters.seats} labelOf={seatsLabel}
          onToggle={(v) => update((s) => ({ ...s, seats: toggleValue(s.seats, v) }))} />
      </FilterSection>
      <FilterSection title="Owner">
        <CheckboxGroup legend="Owner" options={OWNER_LABELS} selected={filters.owners} labelOf={(o) => `${o} Owner`}
          onToggle={(v) => update((s) => ({ ...s, owners: toggleValue(s.owners, v) }))} />
      </FilterSection>
      <FilterSection title="Deal Rating">
        <CheckboxGroup legend="Deal rating" options={DEAL_RATINGS} selected={filters.deals} labelOf={(d) => DEAL_LABELS[d]}
          onToggle={(v) => update((s) => ({ ...s, deals: toggleValue(s.deals, v) }))} />
      </FilterSection>
      <FilterSection title="City">
        <label htmlFor={`${id}-city`} className="sr-only">
          City
        </label>
        <input
          id={`${id}-city`}
          type="text"
          value={city}
          autoComplete="off"
          onChange={(e) => setCity(e.target.value)}
          placeholder="Type a city"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        {suggestions.length > 0 && (
          <ul aria-label="City suggestions" className="mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white">
            {suggestions.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  onClick={() => {
                    setCity(c);
                    update((s) => ({ ...s, city: c }));
                  }}
                  className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-100"
                >
                  {c}
                </button>
              </li>
            ))}
          </ul>
        )}
      </FilterSection>
    </div>
  );
}
