/**
 * "People also considered" (similar cars) and "Smart upgrade" suggestions, from the listings
 * themselves: same body type and price band first; an upgrade is newer or less driven, a
 * little dearer, of the same body type. The in-memory index picks the cars
 * (search/pick-recommendations.ts); only the car and the picks are read from the database.
 */
import type { UpgradeRecommendation, Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { notFound } from "../http/app-error";
import { findActiveListingRow, parseListingId } from "./get-vehicle";
import { toVehicles, type ListingRow } from "./serialize-vehicle";
import { loadListingRows, loadVehicles } from "./load-vehicles";
import { peekPriceEstimator } from "../pricing/model-store";
import { getListingIndex, pickSimilar, pickUpgrade } from "../search";

async function requireListing(db: Database, rawId: string | undefined): Promise<ListingRow> {
  const id = parseListingId(rawId);
  const row = id === null ? null : await findActiveListingRow(db, id);
  if (!row) throw notFound(`No vehicle with id ${rawId ?? ""}`);
  return row;
}

export async function similarVehicles(db: Database, rawId: string | undefined, limit: number): Promise<Vehicle[]> {
  const [car, index] = await Promise.all([requireListing(db, rawId), getListingIndex(db)]);
  return loadVehicles(db, pickSimilar(index, car, limit), index);
}

export async function upgradeFor(db: Database, rawId: string | undefined): Promise<UpgradeRecommendation> {
  const [car, index] = await Promise.all([requireListing(db, rawId), getListingIndex(db)]);
  const upgradeId = pickUpgrade(index, car);
  const [upgrade] = upgradeId === null ? [] : await loadListingRows(db, [upgradeId]);
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
