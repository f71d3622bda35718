/**
 * Maps listing rows onto the public Vehicle shape of API.md, with the other platforms that
 * list the same car and the listing's images (generated illustrations until sellers upload).
 */
import { sql } from "drizzle-orm";
import { isFeaturedListing } from "~/lib/featured";
import type { OtherSource, Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { listingImageUrls } from "./listing-images";

/** The columns a Vehicle needs, in SQL, so list and detail queries select the same set. */
export const VEHICLE_COLUMNS = sql.raw(`id, title, make, model, variant, price, year, km, city, state,
  exterior_color, interior_color, fuel_type, transmission, body_type, owner_count, seats,
  description, features, seller_type, dealer_name, listed_at, source, source_url, is_new,
  fuel_economy, range_km, engine_cc, power_bhp, car_group, model_id, variant_id, price_band`);

export type ListingRow = {
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
};

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export function toVehicle(row: ListingRow, otherSources?: OtherSource[], now = new Date()): Vehicle {
  const listedAt = new Date(row.listed_at);
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
    source: row.source,
    sourceUrl: orUndefined(row.source_url),
    isNew: row.is_new,
    isFeatured: isFeaturedListing({ sellerType: row.seller_type, listedAt }, now),
    fuelEconomy: orUndefined(row.fuel_economy),
    rangeKm: orUndefined(row.range_km),
    engineCc: orUndefined(row.engine_cc),
    powerBhp: orUndefined(row.power_bhp),
    // Deal ratings and estimates come from the pricing service (a later issue): never faked.
    dealRating: null,
    estimatedPrice: null,
    otherSources: otherSources ?? [],
  };
}

/** The same car on other platforms, for a page of listings in one query. */
export async function loadOtherSources(db: Database, rows: ListingRow[]): Promise<Map<number, OtherSource[]>> {
  const groups = [...new Set(rows.map((r) => r.car_group).filter((g): g is string => g !== null))];
  const byListing = new Map<number, OtherSource[]>();
  if (groups.length === 0) return byListing;
  const result = await db.execute<{ id: number; source: string; price: number; car_group: string }>(sql`
    select id, source, price, car_group from listings
    where status = 'active' and car_group in (${sql.join(groups.map((g) => sql`${g}`), sql`, `)})
    order by price`);
  for (const row of rows) {
    if (!row.car_group) continue;
    byListing.set(
      row.id,
      result.rows
        .filter((o) => o.car_group === row.car_group && o.id !== row.id)
        .map((o) => ({ source: o.source, price: o.price, id: String(o.id) })),
    );
  }
  return byListing;
}

export async function toVehicles(db: Database, rows: ListingRow[]): Promise<Vehicle[]> {
  const others = await loadOtherSources(db, rows);
  const now = new Date();
  return rows.map((row) => toVehicle(row, others.get(row.id), now));
}
