/**
 * "People also considered" (similar cars) and "Smart upgrade" suggestions, from the listings
 * themselves: same body type and price band first; an upgrade is newer or less driven, a
 * little dearer, of the same body type.
 */
import { sql } from "drizzle-orm";
import type { UpgradeRecommendation, Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { notFound } from "../http/app-error";
import { findActiveListingRow, parseListingId } from "./get-vehicle";
import { toVehicles, VEHICLE_COLUMNS, type ListingRow } from "./serialize-vehicle";
import { activeListing } from "./active-listing";
import { peekPriceEstimator } from "../pricing/model-store";

async function requireListing(db: Database, rawId: string | undefined): Promise<ListingRow> {
  const id = parseListingId(rawId);
  const row = id === null ? null : await findActiveListingRow(db, id);
  if (!row) throw notFound(`No vehicle with id ${rawId ?? ""}`);
  return row;
}

export async function similarVehicles(db: Database, rawId: string | undefined, limit: number): Promise<Vehicle[]> {
  const car = await requireListing(db, rawId);
  // Only cars within a wide price window are candidates, so the sort stays cheap at scale.
  const result = await db.execute<ListingRow>(sql`
    select ${VEHICLE_COLUMNS} from listings
    where ${activeListing} and id <> ${car.id}
      and price between ${Math.floor(car.price * 0.5)} and ${Math.ceil(car.price * 1.6)}
      and (car_group is null or car_group is distinct from ${car.car_group})
    order by (body_type = ${car.body_type}) desc, (price_band = ${car.price_band}) desc,
      (make = ${car.make} and model = ${car.model}) desc, abs(price - ${car.price}), id
    limit ${limit}`);
  return toVehicles(result.rows, peekPriceEstimator(db));
}

export async function upgradeFor(db: Database, rawId: string | undefined): Promise<UpgradeRecommendation> {
  const car = await requireListing(db, rawId);
  const result = await db.execute<ListingRow>(sql`
    select ${VEHICLE_COLUMNS} from listings
    where ${activeListing} and id <> ${car.id} and body_type = ${car.body_type}
      and (car_group is null or car_group is distinct from ${car.car_group})
      and price between ${Math.ceil(car.price * 1.05)} and ${Math.floor(car.price * 1.5)}
      and year >= ${car.year} and km <= ${car.km}
      and (year > ${car.year} or km < ${Math.floor(car.km * 0.8)})
    order by (make = ${car.make} and model = ${car.model}) desc, (make = ${car.make}) desc,
      year desc, km asc, price asc, id
    limit 1`);
  const upgrade = result.rows[0];
  if (!upgrade) throw notFound("No sensible upgrade for this vehicle");
  const [currentVehicle, upgradedVehicle] = toVehicles([car, upgrade], peekPriceEstimator(db));
  const percent = (better: number, base: number) => (base > 0 ? Math.round(((better - base) / base) * 100) : 0);
  return {
    vehicleId: String(car.id),
    currentVehicle,
    upgradedVehicle,
    priceDifference: upgrade.price - car.price,
    benefits: {
      lowerMileage: car.km > 0 ? Math.round(((car.km - upgrade.km) / car.km) * 100) : 0,
      newerModel: upgrade.year - car.year,
      betterFeatures: upgrade.features.filter((f) => !car.features.includes(f)).slice(0, 6),
      fuelEfficiency:
        upgrade.fuel_economy !== null && car.fuel_economy !== null ? percent(upgrade.fuel_economy, car.fuel_economy) : 0,
    },
  };
}
