import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import type { ChosenVariant } from "~/lib/new-cars/model-page";
import { variantListParams, type VariantListQuery } from "~/lib/new-cars/variant-list";

interface KeySpecsProps {
  chosen: ChosenVariant;
  choices: { slug: string; name: string }[];
  /** Kept when another variant is chosen, so the table above stays as it was. */
  query: VariantListQuery;
}

/** The chosen variant's key specifications in five groups, and its standard equipment. */
export function KeySpecs({ chosen, choices, query }: KeySpecsProps) {
  const navigate = useNavigate();
  const choose = (slug: string) => {
    const params = variantListParams(query);
    params.set("variant", slug);
    void navigate(`?${params}#key-specs`, { replace: true, preventScrollReset: true });
  };
  return (
    <section aria-labelledby="key-specs" className="scroll-mt-20">
      <h2 id="key-specs" className="text-2xl font-bold text-slate-900">
        Key specifications: {chosen.name}
      </h2>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        {[...variantListParams(query).entries()].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="key-specs-variant" className="block text-sm font-medium text-slate-700">
            Variant
          </label>
          <select id="key-specs-variant" name="variant" value={chosen.slug} onChange={(e) => choose(e.target.value)} className={inputClass}>
            {choices.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <Button type="submit" size="md">
            Show
          </Button>
        </noscript>
      </Form>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {chosen.specGroups.map((group) => (
          <div key={group.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{group.title}</h3>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              {group.rows.map((row) => (
                <div key={row.key} className="flex justify-between gap-4 py-1.5">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className={`text-right font-medium ${row.value === "N/A" ? "text-slate-500" : "text-slate-900"}`}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">Standard equipment</h3>
          {chosen.features.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {chosen.features.map((f) => (
                <li key={f} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800">
                  {f}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">The catalogue lists no equipment for this variant.</p>
          )}
        </div>
      </div>
    </section>
  );
}
