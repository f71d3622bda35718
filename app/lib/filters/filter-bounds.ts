/**
 * The price and model-year range of the cars on sale, which the filter pickers offer (the
 * server reads it from the search index: app/.server/listings/filter-bounds.ts). Fixed
 * ranges fought the user (issue 34): year pickers ran to the current year over data whose
 * newest car is older, and price boxes clamped a typed ₹1,00,000 up to ₹5,00,000.
 */
export interface Span {
  min: number;
  max: number;
}

export interface FilterBounds {
  price: Span;
  year: Span;
}

/** What the pickers offer before any car is on sale (an empty database). */
export const EMPTY_MARKET_BOUNDS: FilterBounds = { price: { min: 0, max: 0 }, year: { min: 0, max: 0 } };

/** The model years a picker lists, newest first: the market's, plus any the URL asks for outside it. */
export function yearChoices(bounds: FilterBounds, ...selected: (number | undefined)[]): number[] {
  const wanted = selected.filter((y): y is number => y !== undefined && Number.isInteger(y));
  const newest = Math.max(bounds.year.max, ...wanted);
  const oldest = Math.min(bounds.year.min || newest, ...wanted);
  const years: number[] = [];
  for (let y = newest; y >= oldest && y > 0; y--) years.push(y);
  return years;
}
