/**
 * The three /new-cars dropdowns (spec section 9): brand, price band and fuel, each 'all' by
 * default, read from and written to the URL, combined with AND.
 */
import { isInNewCarPriceBand, NEW_CAR_PRICE_BANDS, type NewCarPriceBand } from "~/lib/price-bands";

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

export const NEW_CAR_PRICE_OPTIONS: Option<NewCarPriceBand>[] = [
  { value: "under5", label: "Under 5 Lakh" },
  { value: "5to10", label: "5-10 Lakh" },
  { value: "10to15", label: "10-15 Lakh" },
  { value: "15to20", label: "15-20 Lakh" },
  { value: "above20", label: "Above 20 Lakh" },
];

export const NEW_CAR_FUELS = [
  { value: "petrol", label: "Petrol" },
  { value: "diesel", label: "Diesel" },
  { value: "electric", label: "Electric" },
  { value: "hybrid", label: "Hybrid" },
] as const;

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

interface Filterable {
  make: string;
  minPrice: number;
  fuels: string[];
}

/** Brand matches the make in lower case, price band tests the starting price, fuel any variant's. */
export function matchesNewCarFilters(model: Filterable, f: NewCarFilters): boolean {
  const make = NEW_CAR_BRANDS.find((b) => b.value === f.brand)?.make;
  if (make && model.make.toLowerCase() !== make.toLowerCase()) return false;
  if (f.price !== "all" && !isInNewCarPriceBand(model.minPrice, f.price)) return false;
  if (f.fuel !== "all" && !model.fuels.some((fuel) => fuel.toLowerCase() === f.fuel)) return false;
  return true;
}
