/**
 * A seller's validated listing -> the listings row to write. Shared by the form (one car) and
 * a dealer's bulk CSV (many), so both produce the same row for the same input.
 */
import { randomUUID } from "node:crypto";
import { listingTitle } from "../../lib/listing-title";
import { priceBandOf } from "../../lib/price-bands";
import { stateOfCity } from "../../lib/indian-cities";
import type { ListingData } from "../../lib/selling/listing-form";
import { listingSellerType } from "../../lib/selling/seller-account";
import { DIRECT_SOURCE } from "../../lib/vehicle-vocabulary";
import type { listings } from "../db/schema";
import { catalogueCarFacts } from "./catalogue-facts";
import type { SellerCatalogue } from "./seller-catalogue";

export type NewListingRow = typeof listings.$inferInsert;

/** Who is listing: the account, and for dealers the business name buyers see. */
export interface SellerIdentity {
  userId: string;
  dealerName: string | null;
}

/** The columns a seller controls; shared by create and edit (edit keeps id, status, source). */
export function sellerListingColumns(catalogue: SellerCatalogue, data: ListingData) {
  // The same facts the listing form's fair price is estimated from (catalogue-facts.ts).
  const car = catalogueCarFacts(catalogue, data);
  const { make, model, variant, city } = car;
  const title = listingTitle(make, model, variant);
  return {
    title,
    make,
    model,
    variant,
    makeId: car.makeId,
    modelId: car.modelId,
    variantId: car.variantId,
    price: data.price,
    priceBand: priceBandOf(data.price).key,
    year: data.year,
    km: data.km,
    fuelType: data.fuelType,
    transmission: data.transmission,
    gearbox: car.gearbox,
    bodyType: data.bodyType,
    seats: car.seats,
    ownerCount: data.ownerCount,
    city,
    state: stateOfCity(city),
    description: data.description,
    features: data.features,
    engineCc: car.engineCc,
    powerBhp: car.powerBhp,
    fuelEconomy: car.fuelEconomy,
    rangeKm: car.rangeKm,
    registrationNumber: data.registrationNumber,
    platforms: data.platforms,
    searchText: [make, model, variant ?? "", title].join(" ").toLowerCase(),
  } satisfies Partial<NewListingRow>;
}

/** A new listing waits for an admin ('pending'); it is a used car whatever its year. */
export function newSellerListingRow(catalogue: SellerCatalogue, data: ListingData, seller: SellerIdentity): NewListingRow {
  return {
    ...sellerListingColumns(catalogue, data),
    sellerId: seller.userId,
    sellerType: listingSellerType(seller),
    dealerName: seller.dealerName,
    source: DIRECT_SOURCE,
    sourceId: randomUUID(),
    status: "pending",
    isNew: false,
    isSynthetic: false,
  };
}
