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

/**
 * New-car price bands of spec section 5: under5 below 5 lakh; 5to10 5-10 lakh inclusive;
 * 10to15 above 10 up to 15; 15to20 above 15 up to 20; above20 above 20 lakh.
 */
export const NEW_CAR_PRICE_BANDS = ["under5", "5to10", "10to15", "15to20", "above20"] as const;
export type NewCarPriceBand = (typeof NEW_CAR_PRICE_BANDS)[number];

export function isInNewCarPriceBand(price: number, band: NewCarPriceBand): boolean {
  switch (band) {
    case "under5":
      return price < 5 * LAKH;
    case "5to10":
      return price >= 5 * LAKH && price <= 10 * LAKH;
    case "10to15":
      return price > 10 * LAKH && price <= 15 * LAKH;
    case "15to20":
      return price > 15 * LAKH && price <= 20 * LAKH;
    case "above20":
      return price > 20 * LAKH;
  }
}
