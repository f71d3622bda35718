/**
 * Why: data tables (specifications, the admin review queue) need a caption, header cells with
 * scope, and a keyboard-scrollable wrapper on narrow screens; this puts them in one place.
 */
import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

interface TableProps {
  /** Names the table and its scrolling region. */
  caption: string;
  /** Keep the caption for screen readers only (a visible heading already says it). */
  captionHidden?: boolean;
  /** Extra table classes, e.g. a `min-w-[32rem]` that makes narrow screens scroll. */
  className?: string;
  /** thead, tbody and tfoot. */
  children: ReactNode;
}

/** A table that scrolls sideways on its own when too wide; focusable so the keyboard can scroll it. */
export function Table({ caption, captionHidden = false, className, children }: TableProps) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className={className ? `w-full ${className} text-sm` : "w-full text-sm"}>
        <caption className={captionHidden ? "sr-only" : "mb-2 text-left font-semibold text-slate-900"}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A header cell: a column header unless `scope="row"`. */
export function Th({ scope = "col", className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={["px-3 py-2 text-left font-semibold text-slate-700", className].filter(Boolean).join(" ")} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={["px-3 py-2 text-slate-900", className].filter(Boolean).join(" ")} {...props} />;
}
