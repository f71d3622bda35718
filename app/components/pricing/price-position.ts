/**
 * Where an asking price sits against a fair-price range: positions along the range bar
 * (percent of its width) and the same fact in words, so the bar is never the only way to read it.
 */
import { formatInr } from "~/lib/format-inr";
import type { PriceRange } from "~/lib/pricing/deal-rating";

export interface BarPositions {
  low: number;
  estimate: number;
  high: number;
  asking: number;
}

/** Room either side of the outermost point, as a share of the span, so markers never sit on the edge. */
const PAD = 0.12;

/** Percent positions on a linear scale that holds the range and the asking price. */
export function barPositions(price: number, range: PriceRange): BarPositions {
  const min = Math.min(range.low, price);
  const max = Math.max(range.high, price);
  const pad = Math.max((max - min) * PAD, 1);
  const from = min - pad;
  const span = max + pad - from;
  const at = (value: number) => Math.round(((value - from) / span) * 1000) / 10;
  return { low: at(range.low), estimate: at(range.estimate), high: at(range.high), asking: at(price) };
}

export type RangeSide = "below" | "within" | "above";

export function rangeSide(price: number, range: PriceRange): RangeSide {
  if (price < range.low) return "below";
  return price > range.high ? "above" : "within";
}

/** "₹45,000 (6%) below our estimate", or "the same as our estimate" within half a percent. */
export function comparedToEstimate(price: number, estimate: number): string {
  const diff = price - estimate;
  const pct = Math.round((Math.abs(diff) / estimate) * 100);
  if (Math.abs(diff) / estimate < 0.005) return "the same as our estimate";
  return `${formatInr(Math.abs(diff))} (${pct}%) ${diff < 0 ? "below" : "above"} our estimate`;
}

/** The whole picture in one sentence: the bar's text alternative and its visible caption. */
export function describePosition(price: number, range: PriceRange): string {
  const side = rangeSide(price, range);
  const where = side === "within" ? "inside" : side;
  return `Asking price ${formatInr(price)} is ${comparedToEstimate(price, range.estimate)}, ${where} the fair-price range of ${formatInr(range.low)} to ${formatInr(range.high)}.`;
}

/** The estimator's basis ("27 comparable Hyundai Creta listings, 2017-2021") as a sentence. */
export function basisSentence(basis: string): string {
  const text = /^No /.test(basis) ? basis : `Based on ${basis}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
