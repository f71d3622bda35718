/**
 * Price bands: the used-car "Browse by Price Range" cards (spec section 9) and the priceBand
 * facet of the API share these keys. Bounds are inclusive of the upper limit, in rupees.
 */
export const LAKH = 100_000;
export const CRORE = 10_000_000;

export interface PriceBand {
  key: string;
  label: string;
  min: number;
  /** Inclusive upper bound; null for the open-ended top band. */
  max: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { key: "under-3l", label: "Under 3 Lakh", min: 0, max: 3 * LAKH },
  { key: "3-5l", label: "3-5 Lakh", min: 3 * LAKH + 1, max: 5 * LAKH },
  { key: "5-8l", label: "5-8 Lakh", min: 5 * LAKH + 1, max: 8 * LAKH },
  { key: "8-12l", label: "8-12 Lakh", min: 8 * LAKH + 1, max: 12 * LAKH },
  { key: "12-20l", label: "12-20 Lakh", min: 12 * LAKH + 1, max: 20 * LAKH },
  { key: "above-20l", label: "Above 20 Lakh", min: 20 * LAKH + 1, max: null },
];

export function priceBandOf(price: number): PriceBand {
  return PRICE_BANDS.find((b) => b.max === null || price <= b.max) ?? PRICE_BANDS[PRICE_BANDS.length - 1];
}
