/**
 * One route's field Core Web Vitals on /admin/vitals: a row for the whole range, then one per
 * day, a column per metric with its p75, rating (as words, the colour only repeats them) and
 * sample count. Scrolls inside its own labelled, focusable region on a phone.
 */
import { Table, Td, Th } from "~/components/ui/table";
import { groupIndian } from "~/lib/format-inr";
import { METRIC_NAMES, type DeviceClass } from "~/lib/web-vitals/vitals-rules";
import { formatMetric, RATING_LABEL, type MetricFigures, type Rating, type RouteVitals } from "~/lib/web-vitals/vitals-summary";

const RATING_STYLE: Record<Rating, string> = {
  good: "bg-emerald-50 text-emerald-900 ring-emerald-600",
  "needs-improvement": "bg-amber-50 text-amber-900 ring-amber-600",
  poor: "bg-red-50 text-red-900 ring-red-600",
};

const DAY = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

function FigureCells({ figures }: { figures: MetricFigures }) {
  return METRIC_NAMES.map((metric) => {
    const figure = figures[metric];
    return (
      <Td key={metric} className="whitespace-nowrap align-top">
        {figure ? (
          <>
            <span className="font-semibold tabular-nums">{formatMetric(metric, figure.p75)}</span>{" "}
            <span className={`ml-1 rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${RATING_STYLE[figure.rating]}`}>{RATING_LABEL[figure.rating]}</span>
            <span className="block text-xs text-slate-600">n = {groupIndian(figure.samples)}</span>
          </>
        ) : (
          <span className="text-slate-600">No reports</span>
        )}
      </Td>
    );
  });
}

export function RouteVitalsTable({ vitals, device }: { vitals: RouteVitals; device: DeviceClass }) {
  const { route, overall, days } = vitals;
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">
        <code className="rounded bg-slate-100 px-1.5 py-0.5">{route}</code>
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white">
        <Table caption={`p75 per day for ${route} on ${device}`} captionHidden className="min-w-[52rem]">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <Th>Day</Th>
              {METRIC_NAMES.map((metric) => (
                <Th key={metric}>{metric}</Th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            <tr className="bg-slate-50/60">
              <Th scope="row" className="whitespace-nowrap">
                All {days.length === 1 ? "1 day" : `${days.length} days`}
              </Th>
              <FigureCells figures={overall} />
            </tr>
            {days.map(({ day, figures }) => (
              <tr key={day}>
                <Th scope="row" className="whitespace-nowrap font-normal">
                  <time dateTime={day}>{dayLabel(day)}</time>
                </Th>
                <FigureCells figures={figures} />
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
