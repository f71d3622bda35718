/**
 * A bar chart of one series over the range's buckets, plain server-rendered SVG (no chart
 * library: bars on a linear scale are a few lines, and the page ships no chart code). The
 * picture is for sighted users; its aria-label summarises it and a visually hidden table
 * beside it carries every value, so screen readers lose nothing.
 */
import { bucketLabel } from "~/lib/selling/analytics-range";
import { groupIndian } from "~/lib/format-inr";

const W = 640;
const H = 180;
const PAD = { left: 40, right: 8, top: 10, bottom: 24 };

/** A round top for the axis (1, 2 or 5 times a power of ten) so its label reads well. */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
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
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / keys.length;
  const barW = Math.max(1, step * 0.7);
  const peak = values.indexOf(Math.max(...values));
  const summary =
    total === 0
      ? `${title}: none from ${bucketLabel(keys[0])} to ${bucketLabel(keys[keys.length - 1])}.`
      : `${title}: ${groupIndian(total)} in total from ${bucketLabel(keys[0])} to ${bucketLabel(keys[keys.length - 1])}, most on ${bucketLabel(keys[peak])} (${groupIndian(values[peak])}).`;
  const labelEvery = Math.ceil(keys.length / 6);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">{groupIndian(total)} in total</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className={`mt-2 h-auto w-full ${tone}`}>
        <g fill="#475569" fontSize="12">
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {groupIndian(top)}
          </text>
          <text x={PAD.left - 6} y={H - PAD.bottom} textAnchor="end">
            0
          </text>
          {keys.map((key, i) =>
            i % labelEvery === 0 ? (
              <text key={key} x={PAD.left + i * step + step / 2} y={H - 6} textAnchor="middle">
                {bucketLabel(key)}
              </text>
            ) : null,
          )}
        </g>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#cbd5e1" />
        <g fill="currentColor">
          {values.map((v, i) => {
            const h = (v / top) * plotH;
            return v > 0 ? <rect key={keys[i]} x={PAD.left + i * step + (step - barW) / 2} y={H - PAD.bottom - h} width={barW} height={h} rx="1" /> : null;
          })}
        </g>
      </svg>
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
