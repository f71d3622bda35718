import { useState, type FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Table, Td, Th } from "~/components/ui/table";
import { formatInr, groupIndianDecimal } from "~/lib/format-inr";
import type { ModelIdentity, ModelPlace, VariantRow } from "~/lib/new-cars/model-page";
import { modelPagePath, variantComparePath, variantPagePath } from "~/lib/new-cars/paths";
import { variantListParams, type VariantListQuery } from "~/lib/new-cars/variant-list";

const MAX_COMPARED = 3;
const COMPARE_FORM = "compare-variants";

interface VariantsTableProps {
  model: ModelIdentity;
  rows: VariantRow[];
  query: VariantListQuery;
  place: ModelPlace | null;
  chosenSlug: string;
  /** False for a one-variant model: nothing to compare it with. */
  canCompare: boolean;
}

const figure = (value: number | null, unit: string, digits = 0) => (value === null ? "N/A" : `${groupIndianDecimal(value, digits)} ${unit}`);

function mileage(row: VariantRow): string {
  if (row.fuel === "Electric") return row.rangeKm === null ? "N/A" : `${row.rangeKm} km/charge`;
  return figure(row.fuelEconomy, row.fuel === "CNG" ? "km/kg" : "km/l", 1);
}

/**
 * Every variant with its figures and prices; ticking two or three opens the comparison. Without
 * JavaScript the form sends repeated `variants`, which the compare page accepts; with it we go
 * to the canonical `variants=a,b` address and keep the count between two and three.
 */
export function VariantsTable({ model, rows, query, place, chosenSlug, canCompare }: VariantsTableProps) {
  const navigate = useNavigate();
  const [ticked, setTicked] = useState<string[]>([]);
  const [message, setMessage] = useState("");
  const toggle = (slug: string, on: boolean) => {
    setMessage("");
    setTicked((now) => (on ? [...now, slug] : now.filter((s) => s !== slug)));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ticked.length < 2) return setMessage("Tick two or three variants to compare them.");
    void navigate(variantComparePath(model, ticked.map((slug) => ({ slug }))));
  };
  const specsHref = (slug: string) => {
    const params = variantListParams(query);
    params.set("variant", slug);
    return `${modelPagePath(model)}?${params}#key-specs`;
  };
  const sorted = { price: "Ex-showroom", mileage: "Mileage", power: "Power" }[query.sort];
  const ariaSort = (label: string) => (label === sorted ? (query.sort === "price" ? "ascending" : "descending") : undefined);
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600 lg:hidden" id="variants-scroll-hint">
        Scroll the table sideways to see every column.
      </p>
      <Table caption={`${model.make.name} ${model.name} variants and prices`} captionHidden className="min-w-[56rem]">
        {/* Prices right after the name: a phone shows them before the table has to scroll. */}
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200">
            {canCompare && <Th className="w-12">Compare</Th>}
            <Th>Variant</Th>
            <Th aria-sort={ariaSort("Ex-showroom")} className="text-right">Ex-showroom</Th>
            <Th className="text-right">{place ? `On-road in ${place.city}` : "On-road"}</Th>
            <Th>Fuel</Th>
            <Th>Gearbox</Th>
            <Th>Engine</Th>
            <Th aria-sort={ariaSort("Power")}>Power</Th>
            <Th aria-sort={ariaSort("Mileage")}>Mileage</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slug} className={`border-b border-slate-100 align-top ${row.slug === chosenSlug ? "bg-brand-50" : ""}`} data-testid="variant-row">
              {canCompare && (
                <Td>
                  <input
                    type="checkbox"
                    form={COMPARE_FORM}
                    name="variants"
                    value={row.slug}
                    aria-label={`Compare ${row.name}`}
                    checked={ticked.includes(row.slug)}
                    disabled={ticked.length >= MAX_COMPARED && !ticked.includes(row.slug)}
                    onChange={(e) => toggle(row.slug, e.target.checked)}
                    className="size-5 accent-brand-700"
                  />
                </Td>
              )}
              <Td className="min-w-36">
                <Link to={variantPagePath(model, row)} className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline">
                  {row.name}
                </Link>
                <Link to={specsHref(row.slug)} preventScrollReset className="flex min-h-6 items-center text-xs text-slate-600 underline" aria-label={`Key specs of ${row.name} on this page`}>
                  Key specs
                </Link>
              </Td>
              <Td className="whitespace-nowrap text-right" data-testid="variant-ex-showroom">{formatInr(row.exShowroom)}</Td>
              <Td className="whitespace-nowrap text-right font-semibold" data-testid="variant-on-road">
                {row.onRoad !== null ? formatInr(row.onRoad) : place ? "N/A" : "Choose a city"}
              </Td>
              <Td>{row.fuel ?? "N/A"}</Td>
              <Td data-testid="variant-gearbox">{row.gearbox ?? "N/A"}</Td>
              <Td className="whitespace-nowrap">{figure(row.engineCc, "cc")}</Td>
              <Td className="whitespace-nowrap">{figure(row.powerBhp, "bhp", 1)}</Td>
              <Td className="whitespace-nowrap">{mileage(row)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {rows.length === 0 && <p className="mt-3 text-slate-700">No variant has that fuel and gearbox together. Choose another.</p>}
      {canCompare && (
        <Form id={COMPARE_FORM} method="get" action={`${modelPagePath(model)}/compare`} onSubmit={submit} className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" size="md">
            Compare ticked variants
          </Button>
          <p className="text-sm text-slate-600" role="status">
            {message || `Tick two or three variants (${ticked.length} ticked).`}
          </p>
        </Form>
      )}
    </div>
  );
}
