/**
 * A listing's deal rating as a small label (cards, compare, details). Tones run from green
 * (below the fair range) to red (above it); the words carry the meaning, not the colour.
 * No rating shows the plain reason instead, never a made-up level.
 */
import { DEAL_LABELS } from "~/lib/pricing/deal-rating";
import type { DealRating } from "~/lib/vehicle";

const TONES: Record<DealRating, string> = {
  great: "bg-emerald-700 text-white",
  good: "bg-emerald-100 text-emerald-900",
  fair: "bg-sky-100 text-sky-900",
  high: "bg-amber-100 text-amber-900",
  overpriced: "bg-red-100 text-red-900",
};

interface DealBadgeProps {
  rating: DealRating | null | undefined;
  /** Shown (in small grey text) when there is no rating; omit to show nothing. */
  reason?: string | null;
  className?: string;
}

export function DealBadge({ rating, reason, className = "" }: DealBadgeProps) {
  if (!rating) {
    return reason ? <span className={`text-xs text-slate-600 ${className}`}>{reason}</span> : null;
  }
  return (
    <span className={`inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs font-semibold ${TONES[rating]} ${className}`}>
      {DEAL_LABELS[rating]}
    </span>
  );
}
