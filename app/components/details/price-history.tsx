import { TrendingDown, TrendingUp } from "lucide-react";
import { marketSentence } from "~/lib/days-on-market";
import { formatInr } from "~/lib/format-inr";
import type { PricePoint } from "~/lib/vehicle";
import { formatListedDate } from "./format-date";
import { PriceChart } from "./price-chart";
import { SectionCard } from "./section-card";

/**
 * How long the car has been on sale and every asking price it had: the sentence always; the
 * chart and the list (newest first, the chart's text alternative) when the price changed.
 */
export function PriceHistory({ history, daysOnMarket }: { history: PricePoint[]; daysOnMarket: number | undefined }) {
  const changed = history.some((point) => point.price !== history[0]?.price);
  // The server counted the days (Vehicle.daysOnMarket), so the server's and the browser's render agree.
  const sentence = marketSentence(daysOnMarket, history);
  if (!changed && !sentence) return null;
  const newestFirst = [...history].reverse();
  return (
    <SectionCard id="price-history" title="Price history">
      {sentence && (
        <p className="font-medium text-slate-900">
          {sentence}.
        </p>
      )}
      {changed && (
        <div className="mt-3">
          <PriceChart history={history} describedBy="price-history-list" />
        </div>
      )}
      {changed && <PriceList newestFirst={newestFirst} />}
    </SectionCard>
  );
}

function PriceList({ newestFirst }: { newestFirst: PricePoint[] }) {
  return (
    <ol id="price-history-list" aria-label="Every price, newest first" className="mt-3 divide-y divide-slate-100">
      {newestFirst.map((point, i) => {
        const previous = newestFirst[i + 1];
        const delta = previous ? point.price - previous.price : 0;
        return (
          <li key={`${point.date}-${i}`} className="flex items-center justify-between gap-3 py-2">
            <span className="text-slate-700">{formatListedDate(point.date)}</span>
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              {formatInr(point.price)}
              {delta < 0 && (
                <span className="inline-flex items-center gap-0.5 text-sm font-medium text-emerald-800">
                  <TrendingDown aria-hidden="true" className="size-4" /> {formatInr(-delta)} lower
                </span>
              )}
              {delta > 0 && (
                <span className="inline-flex items-center gap-0.5 text-sm font-medium text-red-700">
                  <TrendingUp aria-hidden="true" className="size-4" /> {formatInr(delta)} higher
                </span>
              )}
              {i === newestFirst.length - 1 && <span className="text-sm font-normal text-slate-600">first listed</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
