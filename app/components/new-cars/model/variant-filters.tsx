import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { VARIANT_SORTS, variantListParams, type VariantListQuery } from "~/lib/new-cars/variant-list";

interface VariantFiltersProps {
  query: VariantListQuery;
  fuels: string[];
  gearboxes: string[];
  /** The variant whose specs are shown, kept when the table changes. */
  chosenSlug: string;
}

/** Fuel, gearbox and sort for the variants table: a GET form, refiltering at once with JavaScript. */
export function VariantFilters({ query, fuels, gearboxes, chosenSlug }: VariantFiltersProps) {
  const navigate = useNavigate();
  const change = (name: string, value: string) => {
    const params = variantListParams(query);
    if (value && !(name === "sort" && value === "price")) params.set(name, value);
    else params.delete(name);
    params.set("variant", chosenSlug);
    void navigate(`?${params}`, { replace: true, preventScrollReset: true });
  };
  const selects = [
    { name: "fuel", label: "Fuel", value: query.fuel ?? "", options: fuels.map((f) => ({ value: f, label: f })), all: "All fuels" },
    { name: "gearbox", label: "Gearbox", value: query.gearbox ?? "", options: gearboxes.map((g) => ({ value: g, label: g })), all: "All gearboxes" },
    { name: "sort", label: "Sort by", value: query.sort, options: VARIANT_SORTS.map((s) => ({ value: s.value as string, label: s.label })), all: null },
  ] as const;
  return (
    <Form method="get" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <input type="hidden" name="variant" value={chosenSlug} />
      {selects.map((s) => (
        <div key={s.name} className={s.name === "sort" ? "col-span-2 sm:min-w-52" : "sm:min-w-40"}>
          <label htmlFor={`variants-${s.name}`} className="block text-sm font-medium text-slate-700">
            {s.label}
          </label>
          <select
            id={`variants-${s.name}`}
            name={s.name}
            value={s.value}
            onChange={(e) => change(s.name, e.target.value)}
            className={inputClass}
          >
            {s.all && <option value="">{s.all}</option>}
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <noscript>
        <Button type="submit" size="md">
          Apply
        </Button>
      </noscript>
    </Form>
  );
}
