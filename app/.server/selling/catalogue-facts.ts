/**
 * A seller's make, model, variant and city -> the canonical names, catalogue links and variant
 * specifications a listing of that car is saved with. The saved listing row and the listing
 * form's fair-price estimate both read them here: when each mapped them itself, the form's
 * fair price and the saved car's drifted apart (issue 34: ₹5.82 L in the form, ₹6.01 L on its page).
 */
import { canonicalCity } from "../../lib/indian-cities";
import type { SellerCatalogue } from "./seller-catalogue";

/** A city as listings store it: the canonical spelling when we know the city, else as typed. */
export function listingCity(city: string): string {
  return canonicalCity(city) ?? city;
}

export interface CatalogueCarFacts<City extends string | null = string | null> {
  make: string;
  model: string;
  variant: string | null;
  makeId: number | null;
  modelId: number | null;
  variantId: number | null;
  city: City;
  /** The matched variant's specifications; null when the variant matched none. */
  gearbox: string | null;
  seats: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  fuelEconomy: number | null;
  rangeKm: number | null;
  /** Not a listing column: the fair price reads it through the listing's variant link. */
  exShowroom: number | null;
}

export function catalogueCarFacts<City extends string | null>(
  catalogue: SellerCatalogue,
  car: { make: string; model: string; variant: string | null; city: City },
): CatalogueCarFacts<City> {
  const links = catalogue.resolve(car);
  const spec = links?.variant ?? null;
  return {
    make: links?.make.name ?? car.make,
    model: links?.model?.name ?? car.model,
    variant: spec?.name ?? car.variant,
    makeId: links?.make.id ?? null,
    modelId: links?.model?.id ?? null,
    variantId: spec?.id ?? null,
    city: (car.city === null ? null : listingCity(car.city)) as City,
    gearbox: spec?.gearbox ?? null,
    seats: spec?.seats ?? null,
    engineCc: spec?.engineCc ?? null,
    powerBhp: spec?.powerBhp ?? null,
    fuelEconomy: spec?.fuelEconomy ?? null,
    rangeKm: spec?.rangeKm ?? null,
    exShowroom: spec?.exShowroom ?? null,
  };
}
