/**
 * Reads chosen listings by primary key, in the order the in-memory index chose them: the only
 * database work left for searches and recommendations once the index has picked the cars.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { peekPriceEstimator } from "../pricing/model-store";
import type { ListingIndex } from "../search";
import { toVehicles, VEHICLE_COLUMNS, type ListingRow } from "./serialize-vehicle";
import { vehicleCache } from "./vehicle-cache";

/**
 * The rows of `ids`, in that order; an id gone from the database meanwhile is skipped.
 * `columns` must include id; a caller needing only a few (the header's suggestions) names them.
 */
export async function loadListingRows<Row extends { id: number } = ListingRow>(
  db: Database,
  ids: readonly number[],
  columns: SQL = VEHICLE_COLUMNS,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<Row>(sql`select ${columns} from listings where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map<number, Row>(result.rows.map((row) => [row.id, row as Row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/**
 * The cards of `ids`, in order. `index`: the index that chose them, just refreshed; its version
 * lets cards shown since the last listing write come from memory (vehicle-cache.ts).
 */
export async function loadVehicles(db: Database, ids: readonly number[], index: ListingIndex): Promise<Vehicle[]> {
  const estimator = peekPriceEstimator(db);
  const at = { index, version: index.version, estimator };
  const cached = vehicleCache.get(ids, at);
  const missing = ids.filter((_, i) => cached[i] === undefined);
  const read = toVehicles(await loadListingRows(db, missing), estimator);
  vehicleCache.set(read, at);
  const byId = new Map(read.map((vehicle) => [Number(vehicle.id), vehicle]));
  return ids.map((id, i) => cached[i] ?? byId.get(id)).filter((vehicle): vehicle is Vehicle => vehicle !== undefined);
}
