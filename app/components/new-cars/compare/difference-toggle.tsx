import { Link } from "react-router";

interface DifferenceToggleProps {
  onlyDiff: boolean;
  allPath: string;
  diffPath: string;
  differing: number;
  total: number;
}

const option = "inline-flex min-h-11 items-center px-4 text-sm font-semibold";

/** "All rows" or "Only differences": two links (`only=diff`), so it works without JavaScript. */
export function DifferenceToggle({ onlyDiff, allPath, diffPath, differing, total }: DifferenceToggleProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <nav aria-label="Rows shown" className="inline-flex overflow-hidden rounded-lg border border-brand-700">
        <Link to={allPath} aria-current={onlyDiff ? undefined : "page"} preventScrollReset className={`${option} ${onlyDiff ? "bg-white text-brand-700" : "bg-brand-700 text-white"}`}>
          All rows
        </Link>
        <Link to={diffPath} aria-current={onlyDiff ? "page" : undefined} preventScrollReset className={`${option} ${onlyDiff ? "bg-brand-700 text-white" : "bg-white text-brand-700"}`}>
          Show only differences
        </Link>
      </nav>
      <p className="text-sm text-slate-700" data-testid="difference-count">
        {differing} of {total} rows differ
        <span aria-hidden="true" className="ml-2 inline-block rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
          ≠
        </span>
        <span aria-hidden="true"> marks a difference</span>
      </p>
    </div>
  );
}
