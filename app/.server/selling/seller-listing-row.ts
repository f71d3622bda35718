/**
 * A seller's validated listing -> the listings row to write. Shared by the form (one car) and
 * a dealer's bulk CSV (many), so both produce the same row for the same input.
 */
import { randomUUID } from "node:crypto";
import { listingTitle } from "../../lib/listing-title";
import { priceBandOf } from "../../lib/price-bands";
import { canonicalCity, stateOfCity } from "../../lib/indian-cities";
import type { ListingData } from "../../lib/selling/listing-form";
import { listingSellerType } from "../../lib/selling/seller-account";
import { DIRECT_SOURCE } from "../../lib/vehicle-vocabulary";
import type { listings } from "../db/schema";
import type { SellerCatalogue } from "./seller-catalogue";

export type NewListingRow = typeof listings.$inferInsert;

/** Who is listing: the account, and for dealers the business name buyers see. */
export interface SellerIdentity {
  userId: string;
  dealerName: string | null;
}

/** The columns a seller controls; shared by create and edit (edit keeps id, status, source). */
export function sellerListingColumns(catalogue: SellerCatalogue, data: ListingData) {
  const links = catalogue.resolve(data);
  const make = links?.make.name ?? data.make;
  const model = links?.model?.name ?? data.model;
  const variant = links?.variant?.name ?? data.variant;
  const spec = links?.variant ?? null;
  const city = canonicalCity(data.city) ?? data.city;
  const title = listingTitle(make, model, variant);
  return {
    title,
    make,
    model,
    variant,
    makeId: links?.make.id ?? null,
    modelId: links?.model?.id ?? null,
    variantId: spec?.id ?? null,
    price: data.price,
    priceBand: priceBandOf(data.price).key,
    year: data.year,
    km: data.km,
    fuelType: data.fuelType,
    transmission: data.transmission,
    gearbox: spec?.gearbox ?? null,
    bodyType: data.bodyType,
    seats: spec?.seats ?? null,
    ownerCount: data.ownerCount,
    city,
    state: stateOfCity(city),
    description: data.description,
    features: data.features,
    engineCc: spec?.engineCc ?? null,
    powerBhp: spec?.powerBhp ?? null,
    fuelEconomy: spec?.fuelEconomy ?? null,
    rangeKm: spec?.rangeKm ?? null,
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
