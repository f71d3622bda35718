/**
 * The asking price against the fair-price range on one bar. The bar is a picture for sighted
 * readers (hidden from screen readers); the sentence under it says the same thing in words.
 */
import { formatInrShort } from "~/lib/format-inr";
import type { PriceRange } from "~/lib/pricing/deal-rating";
import { barPositions, describePosition } from "./price-position";

/** Below this share of the bar the range's end labels would collide: the sentence carries them. */
const MIN_LABELLED_RANGE = 40;

/** Keeps a centred label from spilling over the bar's ends. */
const clampLabel = (pct: number) => `clamp(1.75rem, ${pct}%, calc(100% - 1.75rem))`;

export function PriceRangeBar({ price, range, className = "" }: { price: number; range: PriceRange; className?: string }) {
  const at = barPositions(price, range);
  return (
    <div className={className}>
      <div aria-hidden="true" className="relative h-16 select-none text-xs">
        <span
          className="absolute top-0 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-1.5 py-0.5 font-semibold text-white"
          style={{ left: clampLabel(at.asking) }}
        >
          Asking
        </span>
        <span className="absolute inset-x-0 top-8 h-2 rounded-full bg-slate-200" />
        <span
          className="absolute top-7 h-4 rounded-sm border border-emerald-700 bg-emerald-100"
          style={{ left: `${at.low}%`, width: `${at.high - at.low}%` }}
        />
        <span className="absolute top-6 h-6 w-0.5 -translate-x-1/2 bg-emerald-800" style={{ left: `${at.estimate}%` }} />
        <span className="absolute top-6 h-6 w-1.5 -translate-x-1/2 rounded-full bg-slate-900 ring-2 ring-white" style={{ left: `${at.asking}%` }} />
        {at.high - at.low >= MIN_LABELLED_RANGE && (
          <>
            <span className="absolute top-12 -translate-x-1/2 text-slate-600" style={{ left: clampLabel(at.low) }}>
              {formatInrShort(range.low)}
            </span>
            <span className="absolute top-12 -translate-x-1/2 font-semibold text-emerald-900" style={{ left: clampLabel(at.estimate) }}>
              {formatInrShort(range.estimate)}
            </span>
            <span className="absolute top-12 -translate-x-1/2 text-slate-600" style={{ left: clampLabel(at.high) }}>
              {formatInrShort(range.high)}
            </span>
          </>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">{describePosition(price, range)}</p>
    </div>
  );
}
