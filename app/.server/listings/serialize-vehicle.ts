/**
 * Maps listing rows onto the public Vehicle shape of API.md, with the other platforms that
 * list the same car and the listing's images (the seller's photos, else a generated illustration).
 */
import { sql } from "drizzle-orm";
import { daysOnMarket, firstSeenAt } from "~/lib/days-on-market";
import { isFeaturedListing } from "~/lib/featured";
import type { OtherSource, Vehicle } from "~/lib/vehicle";
import { assessDeal } from "../pricing/deal-assessment";
import { listingCarFacts, PRICING_COLUMNS, type ListingFactsRow } from "../pricing/listing-facts";
import type { PriceEstimator } from "../pricing/price-estimator";
import { listingImageUrls, PHOTO_VERSIONS_COLUMN } from "./listing-images";
import { activeListingIn } from "./active-listing";

/** The columns a Vehicle needs, in SQL, so list and detail queries select the same set. */
export const VEHICLE_COLUMNS = sql`id, title, make, model, variant, price, year, km, city, state,
  exterior_color, interior_color, fuel_type, transmission, body_type, owner_count, seats,
  description, features, seller_type, dealer_name, listed_at, source, source_url, is_new,
  fuel_economy, range_km, engine_cc, power_bhp, car_group, model_id, variant_id, price_band,
  (select coalesce(json_agg(json_build_object('source', o.source, 'price', o.price, 'id', o.id::text, 'url', o.source_url, 'listedAt', o.listed_at) order by o.price, o.id), '[]'::json)
     from listings o where o.car_group = listings.car_group and o.id <> listings.id and ${activeListingIn("o")}) as other_sources,
  ${PHOTO_VERSIONS_COLUMN}, ${PRICING_COLUMNS}`;

export type ListingRow = ListingFactsRow & {
  id: number;
  title: string;
  make: string;
  model: string;
  variant: string | null;
  price: number;
  year: number;
  km: number;
  city: string;
  state: string | null;
  exterior_color: string | null;
  interior_color: string | null;
  fuel_type: string;
  transmission: string;
  body_type: string;
  owner_count: number | null;
  seats: number | null;
  description: string | null;
  features: string[];
  seller_type: string;
  dealer_name: string | null;
  listed_at: Date | string;
  source: string;
  source_url: string | null;
  is_new: boolean;
  fuel_economy: number | null;
  range_km: number | null;
  engine_cc: number | null;
  power_bhp: number | null;
  car_group: string | null;
  model_id: number | null;
  variant_id: number | null;
  price_band: string;
  /** The same car on other platforms (same car_group), cheapest first, with when each listed it. */
  other_sources: ListedOtherSource[] | string;
  /** Uploaded photos' versions in order (json; text from PGlite). */
  photo_versions: string[] | string;
};

type ListedOtherSource = Omit<OtherSource, "url"> & { url: string | null; listedAt: string };

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** `estimator` rates the deal (null before a fair-price model exists: no rating, and why). */
export function toVehicle(row: ListingRow, estimator: PriceEstimator | null, now = new Date()): Vehicle {
  const listedAt = new Date(row.listed_at);
  // node-postgres parses json columns; PGlite may hand back the text.
  const listed = (typeof row.other_sources === "string" ? (JSON.parse(row.other_sources) as ListedOtherSource[]) : row.other_sources) ?? [];
  // The dates only count the days on market; the public shape is { source, price, id, url? }.
  const otherSources = listed.map(({ source, price, id, url }) => ({ source, price, id, ...(url ? { url } : {}) }));
  const deal = assessDeal(estimator, listingCarFacts(row), row.price, row.is_new);
  return {
    id: String(row.id),
    title: row.title,
    make: row.make,
    model: row.model,
    variant: orUndefined(row.variant),
    price: row.price,
    year: row.year,
    mileage: row.km,
    location: row.state ? `${row.city}, ${row.state}` : row.city,
    city: row.city,
    state: orUndefined(row.state),
    exteriorColor: orUndefined(row.exterior_color),
    interiorColor: orUndefined(row.interior_color),
    fuelType: row.fuel_type,
    transmission: row.transmission,
    bodyType: row.body_type,
    ownerCount: orUndefined(row.owner_count),
    seats: orUndefined(row.seats),
    description: orUndefined(row.description),
    features: row.features ?? [],
    images: listingImageUrls(row),
    dealer: orUndefined(row.dealer_name),
    sellerType: row.seller_type,
    listedDate: listedAt.toISOString(),
    daysOnMarket: daysOnMarket(firstSeenAt(listedAt, listed).toISOString(), now) ?? 0,
    source: row.source,
    sourceUrl: orUndefined(row.source_url),
    isNew: row.is_new,
    isFeatured: isFeaturedListing({ sellerType: row.seller_type, listedAt }, now),
    fuelEconomy: orUndefined(row.fuel_economy),
    rangeKm: orUndefined(row.range_km),
    engineCc: orUndefined(row.engine_cc),
    powerBhp: orUndefined(row.power_bhp),
    dealRating: deal.rating,
    estimatedPrice: deal.estimate?.estimate ?? null,
    dealRatingReason: deal.reason,
    otherSources,
  };
}

export function toVehicles(rows: ListingRow[], estimator: PriceEstimator | null): Vehicle[] {
  const now = new Date();
  return rows.map((row) => toVehicle(row, estimator, now));
}
