/**
 * A partner's accepted row -> the listings row it is on sale as. The car's names, catalogue
 * links, specifications, canonical city, title, price band and search text come from
 * sellerListingColumns, the seller's form's own mapping, so a partner's Creta and a seller's
 * Creta are the same car to search and to the fair-price model.
 */
import { createHash } from "node:crypto";
import { stateOfCity } from "../../lib/indian-cities";
import type { PartnerRow } from "../../lib/partners/partner-listing";
import type { ListingData } from "../../lib/selling/listing-form";
import { BODY_TYPES, type BodyType } from "../../lib/vehicle-vocabulary";
import { sellerListingColumns, type NewListingRow } from "../selling/seller-listing-row";
import type { SellerCatalogue } from "../selling/seller-catalogue";

export interface PartnerIdentity {
  id: number;
  name: string;
  source: string;
}

/** The listing's source_id: the partner's id and its own key, so two partners' ids never clash. */
export const partnerSourceId = (partnerId: number, externalId: string) => `${partnerId}:${externalId}`;

/** A hash of the accepted row: the same car sent again is 'unchanged' and costs no write. */
export function contentHashOf(row: PartnerRow): string {
  return createHash("sha256").update(JSON.stringify(row)).digest("base64url");
}

/** The row's body type, else its catalogue model's; null when neither says (the row is refused). */
export function bodyTypeOf(catalogue: SellerCatalogue, row: PartnerRow): BodyType | null {
  if (row.bodyType) return row.bodyType;
  const known = catalogue.resolve({ make: row.make, model: row.model, variant: null })?.model?.bodyType;
  return BODY_TYPES.find((type) => type === known) ?? null;
}

export function partnerListingRow(catalogue: SellerCatalogue, partner: PartnerIdentity, row: PartnerRow, bodyType: BodyType, now: Date): NewListingRow {
  const data: ListingData = {
    make: row.make,
    model: row.model,
    variant: row.variant,
    year: row.year,
    km: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    bodyType,
    // The form requires owners; a partner may not know them (overridden below).
    ownerCount: row.ownerCount ?? 1,
    city: row.city,
    price: row.price,
    description: row.description,
    features: row.features,
    registrationNumber: row.registrationNumber,
    platforms: [],
  };
  const columns = sellerListingColumns(catalogue, data);
  return {
    ...columns,
    ownerCount: row.ownerCount,
    state: stateOfCity(columns.city) ?? row.state,
    exteriorColor: row.exteriorColor,
    sellerType: row.sellerType,
    dealerName: row.dealerName,
    sellerId: null,
    source: partner.source,
    sourceId: partnerSourceId(partner.id, row.externalId),
    sourceUrl: row.url,
    status: "active",
    isNew: false,
    isSynthetic: false,
    updatedAt: now,
  };
}
