import type { ReactNode } from "react";

interface ResultPanelProps {
  headline: string;
  value: string;
  rows: [string, string][];
  note: ReactNode;
}

/** The calculator's answer: one headline figure, the details, and how it was worked out. */
export function ResultPanel({ headline, value, rows, note }: ResultPanelProps) {
  return (
    <div className="rounded-lg bg-brand-50 p-4" aria-live="polite">
      <p className="text-sm font-medium text-brand-900">{headline}</p>
      <p className="text-3xl font-extrabold text-brand-900" data-testid="calculator-result">
        {value}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        {rows.map(([label, text]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-700">{note}</p>
    </div>
  );
}
