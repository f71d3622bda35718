import type { ReactNode } from "react";
import { Disclosure } from "~/components/ui/disclosure";
import { Table } from "~/components/ui/table";
import { rowDiffers, type CompareSection } from "~/lib/compare";

interface SpecTableProps {
  sections: CompareSection[];
  carNames: string[];
  highlight: boolean;
}

/** Collapsible spec sections, Engine & Performance open at first; differing rows marked. */
export function SpecTable({ sections, carNames, highlight }: SpecTableProps) {
  return (
    <div className="space-y-3">
      {sections.map((section) => (
        <CollapsibleSection key={section.id} title={section.title} defaultOpen={section.id === "engine"}>
          <CompareTable caption={section.title} carNames={carNames}>
            {section.rows.map((row) => (
              <CompareRowView key={row.key} label={row.label} differs={highlight && rowDiffers(row.values)}>
                {row.values.map((value, i) => (
                  <td key={i} className={`px-3 py-2 ${value === "N/A" ? "text-slate-600" : "text-slate-900"}`}>
                    {value}
                  </td>
                ))}
              </CompareRowView>
            ))}
          </CompareTable>
        </CollapsibleSection>
      ))}
    </div>
  );
}

/** A comparison section whose body folds away (ui/disclosure.tsx). */
export function CollapsibleSection({ title, defaultOpen, children }: { title: string; defaultOpen: boolean; children: ReactNode }) {
  return (
    <Disclosure
      title={title}
      defaultOpen={defaultOpen}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      buttonClassName="flex w-full items-center justify-between px-4 py-3 text-left font-semibold"
      iconClassName="h-5 w-5 transition-transform"
      bodyClassName="border-t border-slate-200"
    >
      {children}
    </Disclosure>
  );
}

/** A table with one column per car; scrolls sideways on narrow screens. */
export function CompareTable({ caption, carNames, rowHeader = "Specification", children }: { caption: string; carNames: string[]; rowHeader?: string; children: ReactNode }) {
  return (
    <Table caption={caption} captionHidden className="min-w-[32rem]">
      <thead>
        <tr className="bg-slate-50 text-left">
          <th scope="col" className="w-1/4 px-3 py-2 font-semibold text-slate-700">
            {rowHeader}
          </th>
          {carNames.map((name, i) => (
            <th key={i} scope="col" className="px-3 py-2 font-semibold text-slate-900">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </Table>
  );
}

export function CompareRowView({ label, differs, children }: { label: string; differs: boolean; children: ReactNode }) {
  return (
    <tr data-differs={differs || undefined} className={differs ? "bg-amber-50" : undefined}>
      <th scope="row" className={`px-3 py-2 text-left font-medium text-slate-700 ${differs ? "shadow-[inset_4px_0_0_var(--color-amber-500)]" : ""}`}>
        {label}
        {differs && <span className="sr-only"> (differs)</span>}
      </th>
      {children}
    </tr>
  );
}
