import { ChevronDown } from "lucide-react";
import { formatInr } from "~/lib/format-inr";
import { specSections } from "~/lib/spec-rows";
import type { VehicleDetail } from "~/lib/vehicle";
import { SectionCard } from "./section-card";

/**
 * The maker's catalogue figures for this car's variant (or the closest variant of its model),
 * in collapsible sections; Engine & Performance starts open. Native <details>, so it works
 * before the page's scripts load.
 */
export function Specifications({ specs }: { specs: NonNullable<VehicleDetail["specs"]> }) {
  return (
    <SectionCard id="specs" title="Specifications">
      <p className="text-sm text-slate-600">
        From the maker's catalogue for the {specs.variantName} variant
        {specs.exShowroomPrice ? <>, ex-showroom {formatInr(specs.exShowroomPrice)} when new</> : null}.
      </p>
      <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {specSections(specs).map((section) => (
          <details key={section.id} open={section.id === "engine"} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {section.title}
              <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
            </summary>
            <table className="w-full text-sm">
              <caption className="sr-only">{section.title}</caption>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.key} className="border-t border-slate-100">
                    <th scope="row" className="w-1/2 px-4 py-2 text-left font-normal text-slate-600">
                      {row.label}
                    </th>
                    <td className="px-4 py-2 font-medium text-slate-900">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ))}
      </div>
    </SectionCard>
  );
}
