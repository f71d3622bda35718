import type { ReactNode } from "react";

export interface BarRow {
  label: string;
  value: number;
  /** The value as shown: "₹7,50,000", "1,204". */
  display: string;
  extra?: ReactNode;
}

interface BarTableProps {
  id: string;
  caption: string;
  labelHeader: string;
  valueHeader: string;
  extraHeader?: string;
  rows: BarRow[];
}

/** A real table (screen readers read the numbers) with a CSS bar behind each value. */
export function BarTable({ id, caption, labelHeader, valueHeader, extraHeader, rows }: BarTableProps) {
  const max = Math.max(...rows.map((r) => r.value), 1);
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {caption}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-600">No active listings yet.</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-sm" aria-labelledby={id}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="w-3/5 py-2 font-medium">
                {valueHeader}
              </th>
              {extraHeader ? (
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {extraHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                  {row.label}
                </th>
                <td className="py-2">
                  <div className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-3 rounded-sm bg-brand-600"
                      style={{ width: `${Math.max((row.value / max) * 70, 1)}%` }}
                    />
                    <span className="whitespace-nowrap font-semibold tabular-nums text-slate-900">{row.display}</span>
                  </div>
                </td>
                {extraHeader ? <td className="py-2 pl-3 text-right tabular-nums text-slate-600">{row.extra}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
