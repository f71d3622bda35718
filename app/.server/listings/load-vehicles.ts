/**
 * Reads chosen listings by primary key, in the order the in-memory index chose them: the only
 * database work left for searches and recommendations once the index has picked the cars.
 */
import { sql } from "drizzle-orm";
import type { Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { peekPriceEstimator } from "../pricing/model-store";
import { toVehicles, VEHICLE_COLUMNS, type ListingRow } from "./serialize-vehicle";

/** The rows of `ids`, in that order; an id gone from the database meanwhile is skipped. */
export async function loadListingRows(db: Database, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ListingRow>(
    sql`select ${VEHICLE_COLUMNS} from listings where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ListingRow => row !== undefined);
}

export async function loadVehicles(db: Database, ids: readonly number[]): Promise<Vehicle[]> {
  return toVehicles(await loadListingRows(db, ids), peekPriceEstimator(db));
}
