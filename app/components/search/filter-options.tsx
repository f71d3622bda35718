import { memo, useId, type ChangeEvent } from "react";
import { formatKm, groupIndian } from "~/lib/format-inr";
import type { FacetCount } from "~/lib/vehicle";

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  counts: readonly FacetCount[];
  onChange: (next: string[]) => void;
  /** Display names when the values are codes ("great" -> "Great deal"). */
  labels?: Readonly<Record<string, string>>;
}

/**
 * The panel's parts are memoised with this: while a filter's results load, the panel shows the
 * pending filters, parsed afresh from the URL being loaded, and only the part that changed
 * should render again (each re-rendered input costs React a few DOM writes).
 */
function sameProps<P extends object>(a: P, b: P): boolean {
  return (Object.keys(a) as (keyof P)[]).every((key) => {
    const x = a[key];
    const y = b[key];
    return x === y || (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((item, i) => item === y[i]));
  });
}

/** Any-of options with the number of cars each would show (the facet leaves out its own filter). */
export const CheckboxGroup = memo(function CheckboxGroup({ legend, options, selected, counts, onChange, labels }: CheckboxGroupProps) {
  const id = useId();
  const countOf = (value: string) => counts.find((c) => c.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
  // The boxes as the visitor sees them, not `selected`: a filter is applied after the next
  // paint (useApplySearch), so two ticks in a row can come before `selected` has the first.
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const boxes = event.currentTarget.closest("fieldset")?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [];
    const ticked = options.filter((_, i) => boxes[i]?.checked);
    onChange([...selected.filter((value) => !options.includes(value)), ...ticked]);
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-2 space-y-1">
        {options.map((value) => (
          <li key={value}>
            <label htmlFor={`${id}-${value}`} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
              <input
                id={`${id}-${value}`}
                type="checkbox"
                checked={selected.includes(value)}
                onChange={pick}
                className="h-4 w-4 rounded border-slate-400 accent-brand-700"
              />
              <span className="flex-1 text-slate-800">{labels?.[value] ?? value}</span>
              <span className="text-xs tabular-nums text-slate-600">{groupIndian(countOf(value))}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}, sameProps);

interface YearRangeProps {
  minYear: number | undefined;
  maxYear: number | undefined;
  years: readonly number[];
  onChange: (changes: { minYear?: number | null; maxYear?: number | null }) => void;
}

export const YearRange = memo(function YearRange({ minYear, maxYear, years, onChange }: YearRangeProps) {
  const id = useId();
  const select = "mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm";
  const toNumber = (value: string) => (value === "" ? null : Number(value));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Year</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="text-xs font-medium text-slate-600">
            From
          </label>
          <select id={`${id}-from`} value={minYear ?? ""} onChange={(e) => onChange({ minYear: toNumber(e.target.value) })} className={select}>
            <option value="">Any</option>
            {years.map((y) => (
              <option key={y} value={y} disabled={maxYear !== undefined && y > maxYear}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="text-xs font-medium text-slate-600">
            To
          </label>
          <select id={`${id}-to`} value={maxYear ?? ""} onChange={(e) => onChange({ maxYear: toNumber(e.target.value) })} className={select}>
            <option value="">Any</option>
            {years.map((y) => (
              <option key={y} value={y} disabled={minYear !== undefined && y < minYear}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
});

const OWNERSHIP = [
  { label: "First Owner", value: "1" },
  { label: "Second Owner", value: "2" },
  { label: "Any", value: "" },
] as const;

/** Spec ownership choices: First Owner -> owners=1, Second Owner -> owners=2, Any -> no filter. */
export const OwnershipRadios = memo(function OwnershipRadios({ owners, onChange }: { owners: readonly string[]; onChange: (value: string | null) => void }) {
  const id = useId();
  const current = owners.length === 1 && (owners[0] === "1" || owners[0] === "2") ? owners[0] : owners.length ? owners.join(",") : "";
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Ownership</legend>
      <ul className="mt-2 space-y-1">
        {OWNERSHIP.map((o) => (
          <li key={o.label}>
            <label htmlFor={`${id}-${o.label}`} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
              <input
                id={`${id}-${o.label}`}
                type="radio"
                name={`${id}-owners`}
                checked={current === o.value}
                onChange={() => onChange(o.value || null)}
                className="h-4 w-4 accent-brand-700"
              />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}, sameProps);

/** Odometer ceilings a buyer thinks in (the home filter's "mileage"), in km. */
const KM_LIMITS = [10_000, 30_000, 50_000, 75_000, 100_000, 150_000];

export const KmLimit = memo(function KmLimit({ maxKm, onChange }: { maxKm: number | undefined; onChange: (change: { maxKm: number | null }) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        Kilometres driven
      </label>
      <select
        id={id}
        value={maxKm ?? ""}
        onChange={(e) => onChange({ maxKm: e.target.value === "" ? null : Number(e.target.value) })}
        className="mt-2 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="">Any</option>
        {maxKm !== undefined && !KM_LIMITS.includes(maxKm) && <option value={maxKm}>Up to {formatKm(maxKm)}</option>}
        {KM_LIMITS.map((km) => (
          <option key={km} value={km}>
            Up to {formatKm(km)}
          </option>
        ))}
      </select>
    </div>
  );
});
