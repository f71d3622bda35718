/**
 * The name a saved search is offered under, said the way a shopper would: "Hyundai, petrol,
 * under ₹5 lakh", "Used Maruti Suzuki Swift", "SUV, automatic, 2019 or newer, in Pune". Prices
 * in the site's words (format-inr.ts); anything not understood as a filter is quoted.
 */
import type { ListingQuery } from "~/lib/filters/listing-query";
import { formatInrWords, formatPriceRange, groupIndian } from "~/lib/format-inr";
import { DEAL_LABELS } from "~/lib/pricing/deal-rating";
import { FEATURE_LABELS, OWNER_LABELS } from "~/lib/query-parser-lexicon";
import type { ParsedQuery } from "~/lib/query-parser";
import { sourceLabel } from "~/lib/vehicle-vocabulary";
import { searchTerms } from "./search-terms";

export const MAX_NAME_CHARS = 80;

/** "Petrol" reads "petrol" inside a name; "SUV", "CNG" and "ABS" stay as they are. */
const inSentence = (word: string) => (/^[A-Z]{2}/.test(word) ? word : word.charAt(0).toLowerCase() + word.slice(1));
const either = (words: readonly string[]) => words.join(" or ");
/** "₹5 lakh", "₹1.2 crore", "₹80,000". */
const rupees = (amount: number) => formatInrWords(amount).replace(/ (Lakh|Crore)$/, (unit) => unit.toLowerCase());

function priceWords(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return formatPriceRange(min, max).replace(" - ", "–").replace(/ (Lakh|Crore)/g, (unit) => unit.toLowerCase());
  if (max !== undefined) return `under ${rupees(max)}`;
  if (min !== undefined) return `above ${rupees(min)}`;
  return undefined;
}

function rangeWords(min: number | undefined, max: number | undefined, unit: string, show: (n: number) => string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${show(min)}${unit}` : `${show(min)}–${show(max)}${unit}`;
  if (max !== undefined) return `under ${show(max)}${unit}`;
  if (min !== undefined) return `over ${show(min)}${unit}`;
  return undefined;
}

function yearWords(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min}–${max}`;
  if (min !== undefined) return `${min} or newer`;
  if (max !== undefined) return `${max} or older`;
  return undefined;
}

/** Cut at the last whole part that fits, so a long name never ends mid-word. */
function fit(parts: string[]): string {
  let name = "";
  for (const part of parts) {
    const next = name ? `${name}, ${part}` : part;
    if (next.length > MAX_NAME_CHARS) return name ? `${name}…` : `${part.slice(0, MAX_NAME_CHARS - 1)}…`;
    name = next;
  }
  return name;
}

export function suggestSearchName(query: ListingQuery, parsed: ParsedQuery | null): string {
  const terms = searchTerms(query, parsed);
  const f = terms.filters;
  const condition = f.condition === "new" ? "New" : f.condition === "used" ? "Used" : "";
  const car = [f.make && either(f.make), f.model && either(f.model), f.bodyType && either(f.bodyType.map(inSentence))].filter(Boolean).join(" ");
  // "Used Hyundai Creta", "Used cars" when the condition is all there is to say.
  const head = condition ? `${condition} ${car || "cars"}` : car;
  const parts = [
    head,
    f.luxury ? "luxury" : "",
    f.fuel && either(f.fuel.map(inSentence)),
    f.transmission && either(f.transmission.map(inSentence)),
    priceWords(f.minPrice, f.maxPrice),
    yearWords(f.minYear, f.maxYear),
    rangeWords(terms.minKm, f.maxKm, " km", groupIndian),
    terms.owners && either(terms.owners.map((o) => OWNER_LABELS[o])),
    terms.seats ? `${either(terms.seats.map(String))} seats` : f.minSeats ? `${f.minSeats}+ seats` : "",
    terms.deal && either(terms.deal.map((d) => inSentence(DEAL_LABELS[d]))),
    f.features && `with ${f.features.map((k) => FEATURE_LABELS[k] ?? k).join(", ")}`,
    f.city && `in ${either(f.city.map((c) => c.charAt(0).toUpperCase() + c.slice(1)))}`,
    terms.source && `on ${either(terms.source.map(sourceLabel))}`,
    terms.text && `“${terms.text}”`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return "All cars";
  const name = fit(parts);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
