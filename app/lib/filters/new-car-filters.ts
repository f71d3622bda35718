/**
 * The three /new-cars dropdowns (spec section 9): brand, price band and fuel, each 'all' by
 * default, read from and written to the URL, combined with AND. They become a ListingQuery for
 * the catalogue (make, price range of the starting price, fuel), which pages the models itself.
 */
import { LAKH } from "../price-bands";
import { FILTER_FUELS, FUEL_TYPES } from "../vehicle-vocabulary";
import { toVocabulary, type ListingQuery } from "./listing-query";

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The spec's brand names, mapped to the catalogue's make names. */
export const NEW_CAR_BRANDS = [
  { value: "maruti", label: "Maruti", make: "Maruti Suzuki" },
  { value: "hyundai", label: "Hyundai", make: "Hyundai" },
  { value: "tata", label: "Tata", make: "Tata" },
  { value: "mahindra", label: "Mahindra", make: "Mahindra" },
  { value: "kia", label: "Kia", make: "Kia" },
  { value: "toyota", label: "Toyota", make: "Toyota" },
] as const;

/**
 * New-car price bands of spec section 5: under5 below 5 lakh; 5to10 5-10 lakh inclusive;
 * 10to15 above 10 up to 15; 15to20 above 15 up to 20; above20 above 20 lakh. As inclusive
 * rupee ranges: catalogue prices are whole rupees.
 */
export const NEW_CAR_PRICE_BANDS = ["under5", "5to10", "10to15", "15to20", "above20"] as const;
export type NewCarPriceBand = (typeof NEW_CAR_PRICE_BANDS)[number];

const PRICE_RANGES: Record<NewCarPriceBand, Pick<ListingQuery, "minPrice" | "maxPrice">> = {
  under5: { maxPrice: 5 * LAKH - 1 },
  "5to10": { minPrice: 5 * LAKH, maxPrice: 10 * LAKH },
  "10to15": { minPrice: 10 * LAKH + 1, maxPrice: 15 * LAKH },
  "15to20": { minPrice: 15 * LAKH + 1, maxPrice: 20 * LAKH },
  above20: { minPrice: 20 * LAKH + 1 },
};

export const NEW_CAR_PRICE_OPTIONS: Option<NewCarPriceBand>[] = [
  { value: "under5", label: "Under 5 Lakh" },
  { value: "5to10", label: "5-10 Lakh" },
  { value: "10to15", label: "10-15 Lakh" },
  { value: "15to20", label: "15-20 Lakh" },
  { value: "above20", label: "Above 20 Lakh" },
];

/** The filters' fuels but CNG, which the spec's new-car dropdown leaves out. */
export const NEW_CAR_FUELS: readonly Option<string>[] = FILTER_FUELS.filter((fuel) => fuel !== "CNG").map((fuel) => ({ value: fuel.toLowerCase(), label: fuel }));

export interface NewCarFilters {
  brand: string;
  price: NewCarPriceBand | "all";
  fuel: string;
}

export function parseNewCarFilters(params: URLSearchParams): NewCarFilters {
  const brand = params.get("brand") ?? "";
  const price = params.get("price") ?? "";
  const fuel = params.get("fuel") ?? "";
  return {
    brand: NEW_CAR_BRANDS.some((b) => b.value === brand) ? brand : "all",
    price: (NEW_CAR_PRICE_BANDS as readonly string[]).includes(price) ? (price as NewCarPriceBand) : "all",
    fuel: NEW_CAR_FUELS.some((f) => f.value === fuel) ? fuel : "all",
  };
}

/** URL form, 'all' and page 1 left out. */
export function newCarFiltersToParams(f: NewCarFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["brand", "price", "fuel"] as const) if (f[key] !== "all") params.set(key, f[key]);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The catalogue query: the brand's make, the band's price range and the fuel. */
export function newCarListingQuery(f: NewCarFilters, page: number, pageSize: number): ListingQuery {
  const make = NEW_CAR_BRANDS.find((b) => b.value === f.brand)?.make;
  return {
    ...(make && { make: [make] }),
    ...(f.price !== "all" && PRICE_RANGES[f.price]),
    ...(f.fuel !== "all" && { fuel: toVocabulary([f.fuel], FUEL_TYPES) }),
    page,
    pageSize,
  };
}
