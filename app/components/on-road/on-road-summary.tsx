import { lazy, Suspense } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatInr } from "~/lib/format-inr";
import type { OnRoadFigures } from "~/lib/on-road/city-cookie";
import type { OnRoadSources } from "~/lib/on-road/on-road-price";

// The table and its notes load when a breakdown is opened, not with the page.
const OnRoadBreakdown = lazy(() => import("./on-road-breakdown"));

interface OnRoadSummaryProps {
  figures: OnRoadFigures;
  sources: OnRoadSources;
  carName: string;
  /** "from" on a model card priced by its cheapest variant. */
  prefix?: string;
  className?: string;
}

/** The on-road total for the chosen city, and a button that opens its breakdown. */
export function OnRoadSummary({ figures, sources, carName, prefix, className }: OnRoadSummaryProps) {
  const place = figures.city ?? figures.state;
  return (
    <div className={className}>
      <p className="text-sm text-slate-700">
        On-road in {place} {prefix ? `${prefix} ` : ""}
        <strong className="text-base text-slate-900" data-testid="on-road-total">
          {formatInr(figures.total)}
        </strong>
      </p>
      <Dialog
        title={`On-road price in ${place}`}
        description={carName}
        trigger={
          <Button variant="secondary" size="sm" className="relative z-10 mt-2" aria-label={`Price breakdown: ${carName}`}>
            Price breakdown
          </Button>
        }
      >
        <Suspense fallback={<p className="text-sm text-slate-600">Loading the breakdown…</p>}>
          <OnRoadBreakdown carName={carName} figures={figures} sources={sources} />
        </Suspense>
      </Dialog>
    </div>
  );
}
