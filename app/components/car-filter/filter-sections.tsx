import { useId, useState, type ReactNode } from "react";
import { formatPriceShort } from "~/lib/filters/used-car-filters";
import { CheckboxGroup } from "../used-cars/filter-section";
import { RangeSlider } from "../used-cars/range-slider";
import { CAR_OWNERS, CAR_PRICE, CAR_PRICE_STOPS, CAR_TRANSMISSIONS, CAR_YEAR_MIN, MAIN_BRANDS, type CarFilterState } from "~/lib/filters/car-filter-state";
import { FILTER_FUELS, SEAT_CHOICES, seatsLabel } from "~/lib/vehicle-vocabulary";
import { SECTIONS, type CarFilterUpdate, type MakeOption, type SectionKey } from "./filter-section-list";

interface FilterSectionsProps {
  filters: CarFilterState;
  makes: MakeOption[];
  newestYear: number;
  open: SectionKey | null;
  setOpen: (key: SectionKey | null) => void;
  update: CarFilterUpdate;
}

const toggle = (list: string[], v: string) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/** The accordion of filter sections: one open at a time. */
export function FilterSections({ filters, makes, newestYear, open, setOpen, update }: FilterSectionsProps) {
  const body: Record<SectionKey, ReactNode> = {
    price: (
      <RangeSlider label="Price" min={CAR_PRICE.min} max={CAR_PRICE.max} step={CAR_PRICE.step} stops={CAR_PRICE_STOPS} value={filters.price}
        format={formatPriceShort} onCommit={(price) => update({ price })} />
    ),
    brand: <BrandPicker filters={filters} makes={makes} update={update} />,
    fuel: <CheckboxGroup legend="Fuel type" options={FILTER_FUELS} selected={filters.fuels} onToggle={(v) => update({ fuels: toggle(filters.fuels, v) })} />,
    transmission: (
      <>
        <CheckboxGroup legend="Transmission" options={CAR_TRANSMISSIONS} selected={filters.transmissions}
          onToggle={(v) => update({ transmissions: toggle(filters.transmissions, v) })} />
        <p className="mt-2 text-xs text-slate-600">CVT and AMT are automatic gearboxes: choosing them shows all automatic cars.</p>
      </>
    ),
    year: (
      <RangeSlider label="Year" min={CAR_YEAR_MIN} max={newestYear} step={1} value={filters.year} format={String}
        onCommit={(year) => update({ year })} />
    ),
    seats: (
      <CheckboxGroup legend="Seats" options={SEAT_CHOICES} selected={filters.seats} labelOf={seatsLabel}
        onToggle={(v) => update({ seats: toggle(filters.seats, v) })} />
    ),
    owner: (
      <CheckboxGroup legend="Owner" options={CAR_OWNERS.map((o) => o.value)} selected={filters.owners}
        labelOf={(v) => CAR_OWNERS.find((o) => o.value === v)?.label ?? v} onToggle={(v) => update({ owners: toggle(filters.owners, v) })} />
    ),
  };
  return (
    <div>
      {SECTIONS.map(({ key, title, icon: Icon }) => {
        const expanded = open === key;
        return (
          <div key={key} className="border-b border-slate-200 last:border-b-0">
            <h3>
              <button type="button" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : key)}
                className="flex w-full items-center gap-3 py-3 text-left text-sm font-semibold text-slate-900">
                <Icon className="size-5 text-brand-600" aria-hidden="true" />
                {title}
              </button>
            </h3>
            {expanded && <div className="pb-4">{body[key]}</div>}
          </div>
        );
      })}
    </div>
  );
}

function BrandPicker({ filters, makes, update }: { filters: CarFilterState; makes: MakeOption[]; update: CarFilterUpdate }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  // The main brands always show; typing finds any other make we have.
  const shown = needle
    ? makes.filter((m) => m.name.toLowerCase().includes(needle)).map((m) => m.name)
    : MAIN_BRANDS.filter((b) => makes.some((m) => m.name === b));
  const models = makes.find((m) => m.name === filters.brand)?.models ?? [];
  const chip = "rounded-full border px-3 py-1.5 text-sm font-medium";
  return (
    <div className="space-y-3">
      <label htmlFor={`${id}-search`} className="sr-only">Search brands</label>
      <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search other brands"
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Brand">
        {shown.map((name) => (
          <button key={name} type="button" aria-pressed={filters.brand === name}
            onClick={() => update({ brand: filters.brand === name ? "" : name, model: "" })}
            className={`${chip} border-slate-300 text-slate-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white`}>
            {name}
          </button>
        ))}
        {shown.length === 0 && <p className="text-sm text-slate-600">No brand matches “{search}”.</p>}
      </div>
      <label htmlFor={`${id}-model`} className="block text-sm font-medium text-slate-700">Model</label>
      <select id={`${id}-model`} disabled={!filters.brand} value={filters.model} onChange={(e) => update({ model: e.target.value })}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500">
        <option value="">{filters.brand ? `All ${filters.brand} models` : "Choose a brand first"}</option>
        {models.map((m) => (
          <option key={m.name} value={m.name}>{m.name} ({m.listingCount})</option>
        ))}
      </select>
    </div>
  );
}
