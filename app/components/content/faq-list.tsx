import type { ReactNode } from "react";

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Native disclosure widgets: keyboard operable and announced by screen readers without JS. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-4">
          <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
            <span className="flex items-start justify-between gap-3">
              {item.question}
              <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <div className="mt-2 space-y-2 leading-relaxed text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
