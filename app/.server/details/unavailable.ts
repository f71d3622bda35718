/**
 * A details link to a car we no longer show: say so and offer similar cars instead of the
 * original's silent redirect to /search. Sold cars answer 410 Gone, unknown ids 404.
 */
import { sql } from "drizzle-orm";
import type { Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { parseListingId } from "../listings/get-vehicle";
import { loadVehicles } from "../listings/load-vehicles";
import { toVehicles, VEHICLE_COLUMNS, type ListingRow } from "../listings/serialize-vehicle";
import { activeListing } from "../listings/active-listing";
import { peekPriceEstimator } from "../pricing/model-store";
import { getListingIndex, pickSimilar } from "../search";

const SUGGESTION_COUNT = 3;

export interface UnavailableCar {
  status: 404 | 410;
  /** "Hyundai Creta" when we know which car it was. */
  carName: string | null;
  suggestions: Vehicle[];
}

export async function describeUnavailableCar(db: Database, rawId: string | undefined): Promise<UnavailableCar> {
  const id = parseListingId(rawId);
  const result =
    id === null
      ? null
      : await db.execute<{ id: number; make: string; model: string; status: string; body_type: string; price: number; car_group: string | null }>(
          sql`select id, make, model, status, body_type, price, car_group from listings where id = ${id}`,
        );
  const gone = result?.rows[0];
  if (!gone) return { status: 404, carName: null, suggestions: await latestCars(db) };

  // Same body type, then same make and model, then nearest price (no price band preference):
  // what the buyer was after.
  const index = await getListingIndex(db);
  const similar = await loadVehicles(db, pickSimilar(index, { ...gone, price_band: null }, SUGGESTION_COUNT), index);
  return {
    status: gone.status === "sold" ? 410 : 404,
    // Pending or rejected listings were never public: do not reveal what they were.
    carName: gone.status === "sold" ? `${gone.make} ${gone.model}` : null,
    suggestions: similar.length > 0 ? similar : await latestCars(db),
  };
}

async function latestCars(db: Database): Promise<Vehicle[]> {
  const result = await db.execute<ListingRow>(
    sql`select ${VEHICLE_COLUMNS} from listings where ${activeListing} order by listed_at desc, id desc limit ${SUGGESTION_COUNT}`,
  );
  return toVehicles(result.rows, peekPriceEstimator(db));
}
