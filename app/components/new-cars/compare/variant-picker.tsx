import { Button } from "~/components/ui/button";
import type { PageLink } from "~/lib/new-cars/page-links";
import { MAX_COMPARED, MIN_COMPARED } from "~/lib/new-cars/compare-params";
import { formatInr } from "~/lib/format-inr";

interface VariantPickerProps {
  action: string;
  variants: (PageLink & { slug: string })[];
  chosen: string[];
}

/** Tick 2 or 3 variants and compare: a plain GET form (repeated `variants`), no JavaScript needed. */
export function VariantPicker({ action, variants, chosen }: VariantPickerProps) {
  return (
    <form method="get" action={action} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="text-lg font-bold text-slate-900">
          Choose {MIN_COMPARED} or {MAX_COMPARED} variants
        </legend>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {variants.map((v) => (
            <li key={v.slug}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:border-brand-600">
                <input type="checkbox" name="variants" value={v.slug} defaultChecked={chosen.includes(v.slug)} className="size-5 accent-brand-700" />
                <span className="flex-1 font-medium text-slate-900">{v.name}</span>
                <span className="text-sm text-slate-700">{v.exShowroom != null ? formatInr(v.exShowroom) : "No price"}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" className="mt-4">
        Compare
      </Button>
    </form>
  );
}
