/**
 * A bar chart of one series over the range's buckets, plain server-rendered SVG (no chart
 * library: bars on a linear scale are a few lines, and the page ships no chart code). The SVG
 * stretches to its box and holds only bars; the axis labels are HTML, so they stay readable at
 * 390 px and at 1280 px. Its aria-label summarises it and a visually hidden table beside it
 * carries every value, so screen readers lose nothing.
 */
import { bucketLabel } from "~/lib/selling/analytics-range";
import { groupIndian } from "~/lib/format-inr";

/** Bar units: one per bucket, 100 tall; the SVG is stretched to fit, not scaled. */
const H = 100;

/** A round top for the axis (1, 2 or 5 times a power of ten) so its label reads well. */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

function summaryOf(title: string, keys: readonly string[], values: readonly number[], total: number): string {
  const span = `from ${bucketLabel(keys[0])} to ${bucketLabel(keys[keys.length - 1])}`;
  if (total === 0) return `${title}: none ${span}.`;
  const peak = values.indexOf(Math.max(...values));
  return `${title}: ${groupIndian(total)} in total ${span}, most on ${bucketLabel(keys[peak])} (${groupIndian(values[peak])}).`;
}

interface ChartProps {
  title: string;
  keys: readonly string[];
  values: readonly number[];
  /** Tailwind text colour of the bars. */
  tone: string;
}

export function AnalyticsChart({ title, keys, values, tone }: ChartProps) {
  const total = values.reduce((a, b) => a + b, 0);
  const top = niceMax(Math.max(0, ...values));
  const middle = keys[Math.floor((keys.length - 1) / 2)];
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">{groupIndian(total)} in total</span>
      </figcaption>
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="flex h-32 flex-col justify-between text-right text-xs text-slate-600">
          <span>{groupIndian(top)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${keys.length} ${H}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summaryOf(title, keys, values, total)}
            className={`block h-32 w-full border-b border-t border-dashed border-slate-300 ${tone}`}
          >
            <g fill="currentColor">
              {values.map((v, i) => (v > 0 ? <rect key={keys[i]} x={i + 0.15} y={H - (v / top) * H} width={0.7} height={(v / top) * H} /> : null))}
            </g>
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{bucketLabel(keys[0])}</span>
            <span>{bucketLabel(middle)}</span>
            <span>{bucketLabel(keys[keys.length - 1])}</span>
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{title} by period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key, i) => (
            <tr key={key}>
              <th scope="row">{bucketLabel(key)}</th>
              <td>{values[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
