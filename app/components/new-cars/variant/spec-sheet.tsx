import { Table, Td, Th } from "~/components/ui/table";
import type { SpecGroup } from "~/lib/new-cars/spec-sheet";

/** The variant's full specification, one table per group; unknown values read "N/A". */
export function SpecSheet({ sheet }: { sheet: SpecGroup[] }) {
  return (
    <section aria-labelledby="specs-heading" className="space-y-6">
      <h2 id="specs-heading" className="text-2xl font-bold text-slate-900">
        Specifications
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {sheet.map((group) => (
          <div key={group.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`spec-group-${group.id}`}>
            <h3 id={`spec-${group.id}`} className="text-lg font-semibold text-slate-900">
              {group.title}
            </h3>
            <Table caption={group.title} captionHidden className="mt-2">
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.key} className="border-b border-slate-100 last:border-0 align-top">
                    <Th scope="row" className="w-1/2 font-medium">
                      {row.label}
                    </Th>
                    <Td className={row.value === "N/A" ? "text-slate-600" : undefined}>{row.value}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ))}
      </div>
    </section>
  );
}
