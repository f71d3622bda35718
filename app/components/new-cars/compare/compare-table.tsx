import { Link } from "react-router";
import type { PageLink } from "~/lib/new-cars/page-links";
import type { ComparisonSection } from "~/lib/new-cars/variant-comparison";

interface CompareTableProps {
  caption: string;
  columns: PageLink[];
  sections: ComparisonSection[];
}

/**
 * Variants in columns, one row per spec or equipment item. A differing row is tinted and
 * flagged, and its header says "differs" to screen readers (colour alone tells them nothing).
 * The table scrolls inside its own focusable region so a phone's page never scrolls sideways;
 * the row labels stay put while it does.
 */
export function CompareTable({ caption, columns, sections }: CompareTableProps) {
  const stickyCell = "sticky left-0 z-10 border-r border-slate-200";
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-50">
            <th scope="col" className={`${stickyCell} w-40 bg-slate-50 px-3 py-3 text-left font-semibold text-slate-700 sm:w-56`}>
              Variant
            </th>
            {columns.map((c) => (
              <th key={c.path} scope="col" className="px-3 py-3 text-left align-bottom">
                <Link to={c.path} className="text-base font-bold text-brand-700 hover:underline">
                  {c.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.id} data-testid={`compare-section-${section.id}`}>
            <tr className="bg-slate-100">
              <th scope="colgroup" colSpan={columns.length + 1} className="px-3 py-2 text-left">
                {/* The title stays in view while the columns scroll. */}
                <span className="sticky left-3 text-base font-bold text-slate-900">{section.title}</span>
              </th>
            </tr>
            {section.rows.map((row) => (
                <tr key={row.key} data-differs={row.differs ? "true" : undefined} className={`border-b border-slate-100 align-top ${row.differs ? "bg-amber-50" : "bg-white"}`}>
                  <th scope="row" className={`${stickyCell} px-3 py-2 text-left font-medium text-slate-800 ${row.differs ? "border-l-4 border-l-amber-500 bg-amber-50" : "bg-white"}`}>
                    {row.label}
                    {row.differs && (
                      <span className="ml-1 inline-block rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
                        <span aria-hidden="true">≠</span>
                        <span className="sr-only">, differs</span>
                      </span>
                    )}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={columns[i].path} className={`px-3 py-2 ${value === "N/A" || value === "No" ? "text-slate-600" : "text-slate-900"}`}>
                      {value}
                    </td>
                  ))}
                </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
