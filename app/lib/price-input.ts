/**
 * The price range inputs of the filter panel (spec section 5): what a typed value becomes.
 * Commas are stripped and integers parsed; the minimum stays within the range and below the
 * maximum, the maximum within the range and above the minimum; non-numeric input is ignored.
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
  | { kind: "value"; value: number };

function parse(text: string): PriceInputResult {
  const stripped = text.replace(/,/g, "").trim();
  if (stripped === "") return { kind: "empty" };
  if (!/^\d+$/.test(stripped)) return { kind: "ignored" };
  return { kind: "value", value: Number.parseInt(stripped, 10) };
}

/** A typed minimum given the current maximum. */
export function applyMinPrice(text: string, currentMax: number, bounds: PriceBounds): PriceInputResult {
  const parsed = parse(text);
  if (parsed.kind !== "value") return parsed;
  let value = Math.max(parsed.value, bounds.rangeMin);
  if (value >= currentMax) value = currentMax - 1;
  return { kind: "value", value };
}

/** A typed maximum given the current minimum. */
export function applyMaxPrice(text: string, currentMin: number, bounds: PriceBounds): PriceInputResult {
  const parsed = parse(text);
  if (parsed.kind !== "value") return parsed;
  let value = Math.min(parsed.value, bounds.rangeMax);
  if (value <= currentMin) value = currentMin + 1;
  return { kind: "value", value };
}

/** The text an input shows after blur: Indian grouping (12,34,567), no currency sign. */
export function formatPriceInput(value: number): string {
  return groupIndian(value);
}
