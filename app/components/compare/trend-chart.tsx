import { TREND_LABELS } from "~/lib/compare-trend";
import { formatInr, formatInrShort } from "~/lib/format-inr";

const W = 320;
const H = 140;
const PAD = { left: 22, right: 22, top: 22, bottom: 24 };

/** A small inline-SVG line of up to seven prices (gaps where there is none), plus a table for screen readers. */
export function TrendChart({ points, label }: { points: (number | null)[]; label: string }) {
  const known = points.filter((p): p is number => p !== null);
  const min = Math.min(...known);
  const max = Math.max(...known);
  const span = max - min || 1;
  const first = points.findIndex((p) => p !== null);
  const last = points.length - 1 - [...points].reverse().findIndex((p) => p !== null);
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (points.length - 1);
  const y = (p: number) => PAD.top + (1 - (p - min) / span) * (H - PAD.top - PAD.bottom) * (max === min ? 0.5 : 1);
  // One path segment per run of known points, so a missing month is a gap, not a made-up line.
  const path = points
    .map((p, i) => (p === null ? null : `${i === 0 || points[i - 1] === null ? "M" : "L"}${x(i).toFixed(1)},${y(p).toFixed(1)}`))
    .filter(Boolean)
    .join(" ");
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-slate-300" />
        <path d={path} fill="none" className="stroke-brand-600" strokeWidth={2.5} strokeLinejoin="round" />
        {points.map((p, i) =>
          p === null ? null : <circle key={i} cx={x(i)} cy={y(p)} r={3.5} className="fill-brand-700" />,
        )}
        {TREND_LABELS.map((l, i) => (
          <text key={l} x={x(i)} y={H - 6} textAnchor="middle" className="fill-slate-600 text-[10px]">
            {l}
          </text>
        ))}
        {[first, last].map((i) => (
          <text key={i} x={x(i)} y={y(points[i] as number) - 8} textAnchor="middle" className="fill-slate-800 text-[10px] font-semibold">
            {formatInrShort(points[i] as number)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">{label}</figcaption>
      {/* sr-only on a wrapper: a table ignores width and overflow and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <th scope="row">{TREND_LABELS[i]}</th>
                <td>{p === null ? "No data" : formatInr(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
