/**
 * A small step chart of the asking price over time, plain SVG (no chart library). It is a
 * picture for sighted users: its label summarises it and the list beside it carries every
 * value, so screen readers lose nothing.
 */
import { formatInrShort } from "~/lib/format-inr";
import type { PricePoint } from "~/lib/vehicle";
import { formatListedDate } from "./format-date";

const W = 320;
const H = 120;
const PAD = { left: 48, right: 12, top: 10, bottom: 22 };

interface Geometry {
  points: { x: number; y: number }[];
  /** The highest and lowest price with their heights: the axis labels real prices. */
  high: { price: number; y: number };
  low: { price: number; y: number };
}

/** Prices on a time axis from the first to the last change; the last price runs to the edge. */
function layout(history: readonly PricePoint[]): Geometry {
  const times = history.map((p) => new Date(p.date).getTime());
  const prices = history.map((p) => p.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
  const margin = (hi - lo) * 0.15 || hi * 0.05;
  const [bottom, top] = [lo - margin, hi + margin];
  const plotW = W - PAD.left - PAD.right - 16; // room for the line to run on after the last change
  const x = (t: number) => PAD.left + (t1 === t0 ? 0 : ((t - t0) / (t1 - t0)) * plotW);
  const y = (p: number) => PAD.top + ((top - p) / (top - bottom)) * (H - PAD.top - PAD.bottom);
  return {
    points: history.map((p, i) => ({ x: x(times[i]), y: y(p.price) })),
    high: { price: hi, y: y(hi) },
    low: { price: lo, y: y(lo) },
  };
}

export function PriceChart({ history, describedBy }: { history: readonly PricePoint[]; describedBy: string }) {
  const { points, high, low } = layout(history);
  const first = history[0];
  const last = history[history.length - 1];
  const steps = points.flatMap((p, i) => (i === 0 ? [`M${p.x},${p.y}`] : [`H${p.x}`, `V${p.y}`])).join(" ");
  const end = points[points.length - 1];
  const label = `Price chart: ${formatInrShort(first.price)} on ${formatListedDate(first.date)}, now ${formatInrShort(last.price)} since ${formatListedDate(last.date)}.`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="h-auto w-full max-w-md text-brand-700"
    >
      <g className="text-slate-500" fill="currentColor" fontSize="11">
        <text x={PAD.left - 6} y={high.y + 4} textAnchor="end">
          {formatInrShort(high.price)}
        </text>
        <text x={PAD.left - 6} y={low.y + 4} textAnchor="end">
          {formatInrShort(low.price)}
        </text>
        <text x={PAD.left} y={H - 6}>
          {formatListedDate(first.date)}
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end">
          {formatListedDate(last.date)}
        </text>
      </g>
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#cbd5e1" />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} stroke="#cbd5e1" />
      <path d={`${steps} H${W - PAD.right}`} fill="none" stroke="currentColor" strokeWidth="2" />
      {points.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r="3.5" fill="currentColor" />
      ))}
      <circle cx={end.x} cy={end.y} r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
