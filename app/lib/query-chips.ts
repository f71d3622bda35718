/**
 * Removable chips describing how a shopper's text was understood (ParsedQuery -> labels).
 * Kept apart from the parser: the page needs the labels, the parser does not.
 */
import { groupIndian } from "./format-inr";
import { SORT_LABELS } from "./vehicle-vocabulary";
import { FEATURE_LABELS, OWNER_LABELS, SORT_HINT_LABELS } from "./query-parser-lexicon";
import type { ParsedQuery, QueryChip } from "./query-parser";

const LAKH = 100_000;
const CRORE = 10_000_000;
type ListKey = "make" | "model" | "fuel" | "transmission" | "bodyType" | "city" | "features";

function formatRupees(amount: number): string {
  const inUnits = (unit: number) => String(Math.round((amount / unit) * 100) / 100);
  if (amount >= CRORE) return `₹${inUnits(CRORE)} crore`;
  if (amount >= LAKH) return `₹${inUnits(LAKH)} lakh`;
  return `₹${groupIndian(amount)}`;
}

/** A chip for a min/max pair: key `price`/`year` when both ends are set, else `minPrice`, `maxYear`... */
function rangeChip(
  field: "Price" | "Year",
  min: number | undefined,
  max: number | undefined,
  labels: { both: (min: number, max: number) => string; min: (min: number) => string; max: (max: number) => string },
): QueryChip[] {
  if (min !== undefined && max !== undefined) return [{ key: field.toLowerCase(), label: labels.both(min, max) }];
  if (min !== undefined) return [{ key: `min${field}`, label: labels.min(min) }];
  if (max !== undefined) return [{ key: `max${field}`, label: labels.max(max) }];
  return [];
}

/**
 * Removable chips for the UI. Keys: `field:value` for list filters (`bodyType:SUV`), the field name
 * for single values (`maxKm`, `minSeats`, `condition`...), `price`/`year` for a two-sided range,
 * and `sort` for the sort or sort hint.
 */
export function describeParsedQuery(parsed: ParsedQuery): QueryChip[] {
  const f = parsed.filters;
  const list = (key: ListKey, label: (value: string) => string = (value) => value): QueryChip[] =>
    (f[key] ?? []).map((value) => ({ key: `${key}:${value}`, label: label(value) }));
  const featureLabel = (feature: string) => FEATURE_LABELS[feature] ?? feature.charAt(0).toUpperCase() + feature.slice(1);
  const chips: (QueryChip | false | undefined)[] = [
    ...list("make"),
    ...list("model"),
    ...list("bodyType"),
    ...list("fuel"),
    ...list("transmission"),
    ...rangeChip("Price", f.minPrice, f.maxPrice, {
      both: (min, max) => `${formatRupees(min)} – ${formatRupees(max)}`,
      min: (min) => `Above ${formatRupees(min)}`,
      max: (max) => `Under ${formatRupees(max)}`,
    }),
    ...rangeChip("Year", f.minYear, f.maxYear, {
      both: (min, max) => (min === max ? String(min) : `${min}–${max}`),
      min: (min) => `${min} or newer`,
      max: (max) => `${max} or older`,
    }),
    f.maxKm !== undefined && { key: "maxKm", label: `Under ${groupIndian(f.maxKm)} km` },
    f.minSeats !== undefined && { key: "minSeats", label: `${f.minSeats}+ seats` },
    ...list("city"),
    ...list("features", featureLabel),
    f.condition && { key: "condition", label: f.condition === "new" ? "New cars" : "Used cars" },
    f.luxury && { key: "luxury", label: "Luxury" },
    f.owner && { key: "owner", label: OWNER_LABELS[f.owner] },
    parsed.sort && { key: "sort", label: SORT_LABELS[parsed.sort] },
    parsed.sortHint && { key: "sort", label: SORT_HINT_LABELS[parsed.sortHint] },
  ];
  return chips.filter((chip): chip is QueryChip => Boolean(chip));
}
