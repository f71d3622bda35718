/**
 * A validated listing fact + its catalogue identity + the deterministic assignment -> the rows
 * to write: the listing, its cross-listed copies, and each one's price history.
 */
import { equipmentNamedInVariant } from "../../lib/equipment";
import { formatKm } from "../../lib/format-inr";
import { listingTitle } from "../../lib/listing-title";
import { priceBandOf } from "../../lib/price-bands";
import { deriveCategory } from "../../lib/vehicle-category";
import type { listings } from "../db/schema";
import { assignListing, type PricePoint } from "./assign";
import type { ListingIdentity } from "./catalogue-match";
import { crossListingsFor } from "./cross-listing";
import type { ListingFact } from "./listing-rows";

export type NewListing = typeof listings.$inferInsert;

export interface PreparedListing {
  row: NewListing & { source: string; sourceId: string; price: number; listedAt: Date };
  history: PricePoint[];
}

const NEW_CAR_FROM_YEAR = 2023;

const OWNER_WORDS = ["test-drive car, no previous owner", "first owner", "second owner", "third owner", "fourth owner or more"];

/** A short sentence from the row's own facts only. */
export function describeListing(p: {
  year: number;
  title: string;
  fuelType: string;
  transmission: string;
  km: number;
  ownerCount: number | null;
  city: string;
  state: string | null;
}): string {
  const owner = p.ownerCount === null ? "" : `, ${OWNER_WORDS[Math.min(p.ownerCount, 4)]}`;
  const place = p.state && p.state !== p.city ? `${p.city}, ${p.state}` : p.city;
  return `${p.year} ${p.title}: ${p.fuelType.toLowerCase()}, ${p.transmission.toLowerCase()}, ${formatKm(p.km)} driven${owner}. In ${place}.`;
}

export interface BuildOptions {
  now: Date;
  makeId: number | null;
  isSynthetic: boolean;
  crossList: boolean;
}

export function buildListings(fact: ListingFact, identity: ListingIdentity, options: BuildOptions): PreparedListing[] {
  const { now } = options;
  const a = assignListing(
    { file: fact.file, key: fact.key, make: identity.make, price: fact.price, city: fact.city, sellerType: fact.sellerType },
    now,
  );
  const v = identity.variantRef;
  const title = listingTitle(identity.make, identity.model, identity.variant);
  const bodyType = identity.modelRef?.bodyType ?? deriveCategory(identity.model, [identity.variant ?? ""]);
  const copies = options.crossList
    ? crossListingsFor(fact.file, fact.key, identity.make, fact.price, a.source, now)
    : [];
  const base = {
    title,
    make: identity.make,
    model: identity.model,
    variant: identity.variant,
    makeId: options.makeId,
    modelId: identity.modelRef?.id ?? null,
    variantId: v?.id ?? null,
    year: fact.year,
    km: fact.km,
    fuelType: fact.fuelType,
    transmission: fact.transmission,
    gearbox: v?.gearbox ?? null,
    bodyType,
    seats: fact.seats ?? v?.seats ?? null,
    ownerCount: fact.ownerCount,
    city: a.city,
    state: a.state,
    exteriorColor: a.exteriorColor,
    interiorColor: a.interiorColor,
    description: describeListing({ ...fact, title, city: a.city, state: a.state }),
    // The catalogue variant's kit, and what the source's own variant name states it has.
    features: [...new Set([...(v?.features ?? []), ...equipmentNamedInVariant(identity.variant)])],
    engineCc: fact.engineCc,
    powerBhp: fact.powerBhp,
    fuelEconomy: fact.fuelEconomy,
    rangeKm: null,
    sellerType: a.sellerType,
    dealerName: a.dealerName,
    sourceUrl: null,
    status: "active",
    isNew: fact.year >= NEW_CAR_FROM_YEAR,
    isSynthetic: options.isSynthetic,
    searchText: [identity.make, identity.model, identity.variant ?? "", title].join(" ").toLowerCase(),
  };
  const original: PreparedListing = {
    row: { ...base, price: fact.price, priceBand: priceBandOf(fact.price).key, source: a.source, sourceId: fact.key, listedAt: a.listedAt },
    history: a.priceHistory,
  };
  return [
    original,
    ...copies.map((c) => ({
      row: { ...base, price: c.price, priceBand: priceBandOf(c.price).key, source: c.source, sourceId: c.sourceId, listedAt: c.listedAt },
      history: [{ price: c.price, at: c.listedAt }],
    })),
  ];
}
