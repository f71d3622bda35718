/** One listing with its catalogue specifications and price history (GET /api/vehicles/{id}). */
import { sql } from "drizzle-orm";
import type { VariantSpecs } from "~/lib/variant-specs";
import { STANDARD_EQUIPMENT_LABEL, standardEquipmentSource } from "~/lib/equipment";
import type { StandardEquipmentNote, VehicleDetail } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { notFound } from "../http/app-error";
import { toVehicle, VEHICLE_COLUMNS, type ListingRow } from "./serialize-vehicle";
import { activeListing } from "./active-listing";
import { peekPriceEstimator } from "../pricing/model-store";
import { listingCarFacts } from "../pricing/listing-facts";

/** Ids are positive integers; anything else cannot name a listing. */
export function parseListingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export async function findActiveListingRow(db: Database, id: number): Promise<ListingRow | null> {
  const result = await db.execute<ListingRow>(
    sql`select ${VEHICLE_COLUMNS} from listings where id = ${id} and ${activeListing}`,
  );
  return result.rows[0] ?? null;
}

export async function getVehicle(db: Database, rawId: string | undefined): Promise<VehicleDetail> {
  const id = parseListingId(rawId);
  const row = id === null ? null : await findActiveListingRow(db, id);
  if (!row) throw notFound(`No vehicle with id ${rawId ?? ""}`);

  const [catalogue, history] = await Promise.all([
    loadSpecs(db, row),
    db.execute<{ changed_at: Date | string; price: number }>(
      sql`select changed_at, price from price_history where listing_id = ${row.id} order by changed_at, id`,
    ),
  ]);
  const estimator = peekPriceEstimator(db);
  const vehicle = toVehicle(row, estimator);
  // The range and its basis in words, for the details page's "fair price" box (used cars only).
  const fairPrice = estimator && vehicle.estimatedPrice != null ? estimator.estimate(listingCarFacts(row)) : null;
  return {
    ...vehicle,
    fairPrice: fairPrice && { estimate: fairPrice.estimate, low: fairPrice.low, high: fairPrice.high, comparables: fairPrice.comparables, basis: fairPrice.basis },
    specs: catalogue?.specs ?? null,
    standardEquipment: catalogue?.standardEquipment ?? null,
    priceHistory: history.rows.map((h) => ({ date: new Date(h.changed_at).toISOString(), price: h.price })),
  };
}

/**
 * Specs of the listing's catalogue variant, or of the closest variant of its model (same
 * fuel and transmission first) when the seller's variant name did not match one. The same
 * read brings the variant's standard equipment, shown only for a matched variant: the
 * closest one's kit may not be this car's.
 */
async function loadSpecs(db: Database, row: ListingRow): Promise<{ specs: VehicleDetail["specs"]; standardEquipment: StandardEquipmentNote | null } | null> {
  if (row.variant_id === null && row.model_id === null) return null;
  const result = await db.execute<{ id: number; name: string; ex_showroom_price: number | null; specs: VariantSpecs; features: string[] }>(
    row.variant_id !== null
      ? sql`select id, name, ex_showroom_price, specs, features from variants where id = ${row.variant_id}`
      : sql`select id, name, ex_showroom_price, specs, features from variants where model_id = ${row.model_id}
          order by (fuel_type = ${row.fuel_type})::int + (transmission = ${row.transmission})::int desc,
                   abs(coalesce(engine_cc, 0) - ${row.engine_cc ?? 0}), id
          limit 1`,
  );
  const variant = result.rows[0];
  if (!variant) return null;
  const matched = row.variant_id !== null && variant.features.length > 0;
  const carName = `${row.make} ${row.model} ${variant.name}`;
  return {
    specs: { ...variant.specs, variantId: variant.id, variantName: variant.name, exShowroomPrice: variant.ex_showroom_price },
    standardEquipment: matched
      ? { variant: variant.name, names: variant.features, label: STANDARD_EQUIPMENT_LABEL, source: standardEquipmentSource(carName) }
      : null,
  };
}
