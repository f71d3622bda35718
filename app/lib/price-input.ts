/**
 * The price range inputs of the filter panel (spec section 5): what a typed value becomes.
 * Commas are stripped and integers parsed; the minimum stays within the range and below the
 * maximum, the maximum within the range and above the minimum; non-numeric input is ignored.
 * The range is the prices of the cars on sale (filter-bounds.ts), not fixed numbers that hid
 * half the used cars, and a value changed from what was typed says why (issue 34).
 */
import { groupIndian } from "./format-inr";

export interface PriceBounds {
  /** Lowest and highest value the range allows. */
  rangeMin: number;
  rangeMax: number;
}

export type PriceInputResult =
  /** Typing in progress: keep the text, change nothing. */
  | { kind: "empty" }
  /** Not a number: ignore the keystroke. */
  | { kind: "ignored" }
  /** `note`: why the value differs from what was typed (absent when it does not). */
  | { kind: "value"; value: number; note?: string };

function parse(text: string): PriceInputResult {
  const stripped = text.replace(/,/g, "").trim();
  if (stripped === "") return { kind: "empty" };
  if (!/^\d+$/.test(stripped)) return { kind: "ignored" };
  return { kind: "value", value: Number.parseInt(stripped, 10) };
}

const changed = (value: number, note: string): PriceInputResult => ({ kind: "value", value, note });

/** A typed minimum given the current maximum. */
export function applyMinPrice(text: string, currentMax: number, bounds: PriceBounds): PriceInputResult {
  const parsed = parse(text);
  if (parsed.kind !== "value") return parsed;
  if (parsed.value < bounds.rangeMin) return changed(bounds.rangeMin, `No car on sale costs less than ₹${groupIndian(bounds.rangeMin)}, so the minimum is that.`);
  if (parsed.value >= currentMax) return changed(currentMax - 1, `The minimum must be below the maximum of ₹${groupIndian(currentMax)}.`);
  return { kind: "value", value: parsed.value };
}

/** A typed maximum given the current minimum. */
export function applyMaxPrice(text: string, currentMin: number, bounds: PriceBounds): PriceInputResult {
  const parsed = parse(text);
  if (parsed.kind !== "value") return parsed;
  if (parsed.value > bounds.rangeMax) return changed(bounds.rangeMax, `No car on sale costs more than ₹${groupIndian(bounds.rangeMax)}, so the maximum is that.`);
  if (parsed.value <= currentMin) return changed(currentMin + 1, `The maximum must be above the minimum of ₹${groupIndian(currentMin)}.`);
  return { kind: "value", value: parsed.value };
}

/** The text an input shows after blur: Indian grouping (12,34,567), no currency sign. */
export function formatPriceInput(value: number): string {
  return groupIndian(value);
}
