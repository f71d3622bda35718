/** The canned shopper queries offered as suggestions (spec section 9). */
export const CANNED_QUERIES = [
  "SUVs with sunroof under 15 lakh",
  "7-seater cars with automatic transmission",
  "Electric vehicles with best range",
  "Hatchbacks with best mileage",
  "Luxury cars under 50 lakh",
  "Compact SUVs with diesel engine",
] as const;

/** Suggestion limits of spec section 9. */
export const SUGGESTION_LIMITS = { car: 4, make: 2, model: 2, query: 2, total: 8, minQueryLength: 2 } as const;
