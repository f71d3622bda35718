/** The bulk CSV's columns explained: what each takes and an example, plus the makes we know. */
import { Table, Td, Th } from "~/components/ui/table";
import { BULK_COLUMNS } from "~/lib/selling/bulk-csv";

export function BulkColumnGuide({ makes }: { makes: readonly string[] }) {
  return (
    <section aria-labelledby="bulk-columns" className="space-y-3">
      <h3 id="bulk-columns" className="text-lg font-semibold text-slate-900">
        The columns
      </h3>
      <p className="text-sm text-slate-700">
        Column names are not case-sensitive, and common alternatives work too (for example “Brand” for make, “Kms Driven” for km).
      </p>
      {/* Two columns, so the guide reads on a phone without scrolling sideways. */}
      <Table caption="Columns of the bulk upload file" captionHidden>
        <thead className="bg-slate-50">
          <tr>
            <Th>Column</Th>
            <Th>Allowed values and an example</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {BULK_COLUMNS.map((column) => (
            <tr key={column.header}>
              <Th scope="row" className="align-top">
                <span className="block font-mono text-slate-900">{column.header}</span>
                <span className="block text-xs font-normal text-slate-700">{column.required ? "Required" : "Optional"}</span>
              </Th>
              <Td>
                {column.allowed}
                <span className="block text-slate-700">
                  Example: <span className="font-mono">{column.example}</span>
                </span>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {makes.length > 0 ? (
        <details className="rounded-lg border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-900">Makes we know ({makes.length})</summary>
          <p className="mt-2 text-slate-700">{makes.join(", ")}</p>
        </details>
      ) : null}
    </section>
  );
}
