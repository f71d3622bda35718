import * as Tabs from "@radix-ui/react-tabs";
import { ChevronDown, RotateCcw } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { ListingQuery } from "~/lib/filters/listing-query";
import { yearChoices, type FilterBounds } from "~/lib/filters/filter-bounds";
import { activeFilterCount } from "~/lib/filters/search-url";
import { DEAL_LABELS, DEAL_RATINGS } from "~/lib/pricing/deal-rating";
import type { PanelFacets } from "~/lib/vehicle";
import { FILTER_FUELS, SEAT_CHOICES, seatsLabel, type FuelType } from "~/lib/vehicle-vocabulary";
import { CheckboxGroup, KmLimit, OwnershipRadios, YearRange } from "./filter-options";
import { PriceRangeInputs } from "./price-range-inputs";
import { useApplySearch, usePendingQuery } from "./use-search-navigation";

/** Spec section 9 (home filters) plus MUV, which our listings have. */
const BODY_TYPES = ["SUV", "Sedan", "Hatchback", "MUV", "Coupe", "Convertible", "Pickup"] as const;
const TRANSMISSIONS = ["Automatic", "Manual"] as const;
const POPULAR_BODY_TYPES = ["SUV", "Sedan", "Hatchback"] as const;
const POPULAR_FUELS: readonly FuelType[] = ["Petrol", "Diesel", "Electric"];

/** Every parameter the panel sets; Reset removes these and keeps the search text, make, city... */
const PANEL_PARAMS = ["minPrice", "maxPrice", "minYear", "maxYear", "minKm", "maxKm", "bodyType", "fuel", "transmission", "owners", "deal", "seats"];

const NONE: readonly string[] = [];

/** The usual seat counts, and any other the results have or the search asks for, in order, with their labels. */
function seatOptions(counts: readonly { value: string }[], selected: readonly number[] | undefined) {
  const all = new Set<string>([...SEAT_CHOICES, ...counts.map((c) => c.value), ...(selected ?? []).map(String)]);
  const options = [...all].sort((a, b) => Number(a) - Number(b));
  return { options, labels: Object.fromEntries(options.map((seats) => [seats, seatsLabel(seats)])) };
}

export function FilterPanel({ query: loaded, facets, bounds }: { query: ListingQuery; facets: PanelFacets; bounds: FilterBounds }) {
  const apply = useApplySearch();
  const query = usePendingQuery(loaded);
  const [open, setOpen] = useState(true);
  const regionId = useId();
  const count = activeFilterCount(query);
  // Stable while a change loads, so the memoised groups that did not change skip that render.
  const onPick = useMemo(
    () => ({
      bodyType: (next: string[]) => apply({ bodyType: next }),
      fuel: (next: string[]) => apply({ fuel: next }),
      transmission: (next: string[]) => apply({ transmission: next }),
      owners: (owners: string | null) => apply({ owners }),
      deal: (next: string[]) => apply({ deal: next }),
      seats: (next: string[]) => apply({ seats: next }),
    }),
    [apply],
  );
  const seats = useMemo(() => seatOptions(facets.seats, query.seats), [facets.seats, query.seats]);
  const [priceNote, setPriceNote] = useState("");
  const years = useMemo(() => yearChoices(bounds, query.minYear, query.maxYear), [bounds, query.minYear, query.maxYear]);
  const tab = "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm";
  const group = (legend: string, field: "bodyType" | "fuel" | "transmission", options: readonly string[], facet: keyof PanelFacets) => (
    <CheckboxGroup
      legend={legend}
      options={options}
      selected={query[field] ?? NONE}
      counts={facets[facet]}
      onChange={onPick[field]}
    />
  );

  return (
    <section aria-labelledby={`${regionId}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${regionId}-title`} className="flex items-center gap-2 text-base font-bold">
          Filters
          {count > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" aria-label={`${count} active`}>
              {count}
            </span>
          )}
        </h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => apply(Object.fromEntries(PANEL_PARAMS.map((key) => [key, null])))}
            disabled={count === 0}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
            Reset
          </button>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${regionId}-body`}
            onClick={() => setOpen(!open)}
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100"
          >
            <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
            <span className="sr-only">{open ? "Collapse filters" : "Expand filters"}</span>
          </button>
        </div>
      </div>
      <div id={`${regionId}-body`} hidden={!open}>
        <Tabs.Root defaultValue="all" className="mt-3">
          <Tabs.List aria-label="Filter sets" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="all" className={tab}>
              All Filters
            </Tabs.Trigger>
            <Tabs.Trigger value="popular" className={tab}>
              Popular
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="all" className="mt-4 space-y-5">
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">Price</legend>
              <div className="mt-2">
                <PriceRangeInputs
                  key={`${query.minPrice}-${query.maxPrice}`}
                  minPrice={query.minPrice}
                  maxPrice={query.maxPrice}
                  range={bounds.price}
                  note={priceNote}
                  onNote={setPriceNote}
                  onApply={apply}
                />
              </div>
            </fieldset>
            <YearRange minYear={query.minYear} maxYear={query.maxYear} years={years} onChange={apply} />
            <KmLimit maxKm={query.maxKm} onChange={apply} />
            {group("Body type", "bodyType", BODY_TYPES, "bodyType")}
            {group("Fuel", "fuel", FILTER_FUELS, "fuelType")}
            {group("Transmission", "transmission", TRANSMISSIONS, "transmission")}
            <OwnershipRadios owners={query.owners ?? NONE} onChange={onPick.owners} />
            <CheckboxGroup
              legend="Seats"
              options={seats.options}
              labels={seats.labels}
              selected={query.seats?.map(String) ?? NONE}
              counts={facets.seats}
              onChange={onPick.seats}
            />
            <CheckboxGroup
              legend="Deal rating"
              options={DEAL_RATINGS}
              labels={DEAL_LABELS}
              selected={query.deal ?? NONE}
              counts={facets.deal}
              onChange={onPick.deal}
            />
          </Tabs.Content>
          <Tabs.Content value="popular" className="mt-4 space-y-5">
            {group("Popular body types", "bodyType", POPULAR_BODY_TYPES, "bodyType")}
            {group("Popular fuels", "fuel", POPULAR_FUELS, "fuelType")}
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </section>
  );
}
