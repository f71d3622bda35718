/**
 * What the fair-price model learns from: every real used listing on sale or sold (not new
 * cars, not synthetic load data), with its matched catalogue variant's ex-showroom price, and
 * the catalogue itself. `sourceFile` (from the source_id prefix the import gives each file's
 * rows and their cross-listed copies) lets the benchmark report per file.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { CatalogueVariant } from "./model-info";
import type { TrainingRow } from "./price-model";

export interface CorpusRow extends TrainingRow {
  id: number;
  sourceFile: string;
}

const SOURCE_FILES: Record<string, string> = { ucd: "used_cars_data", cd3: "car_details_v3" };

type Raw = {
  id: number;
  make: string;
  model: string;
  variant: string | null;
  year: number;
  km: number;
  fuel_type: string;
  transmission: string;
  owner_count: number | null;
  city: string | null;
  body_type: string | null;
  seats: number | null;
  engine_cc: number | null;
  power_bhp: number | null;
  fuel_economy: number | null;
  seller_type: string | null;
  ex_showroom: number | null;
  price: number;
  grp: string;
  file: string;
};

export async function loadTrainingRows(db: Database): Promise<CorpusRow[]> {
  const result = await db.execute<Raw>(sql`
    select l.id, l.make, l.model, l.variant, l.year, l.km, l.fuel_type, l.transmission, l.owner_count,
      l.city, l.body_type, l.seats, l.engine_cc, l.power_bhp, l.fuel_economy, l.seller_type, v.ex_showroom_price as ex_showroom, l.price,
      coalesce(l.car_group, 'l:' || l.id) as grp, split_part(l.source_id, '-', 1) as file
    from listings l left join variants v on v.id = l.variant_id
    where l.status in ('active', 'sold') and not l.is_synthetic and not l.is_new and l.price > 0
    order by l.id`);
  return result.rows.map((r) => ({
    id: r.id,
    make: r.make,
    model: r.model,
    variant: r.variant,
    year: r.year,
    km: r.km,
    fuel: r.fuel_type,
    transmission: r.transmission,
    owners: r.owner_count,
    city: r.city,
    bodyType: r.body_type,
    seats: r.seats,
    engineCc: r.engine_cc,
    powerBhp: r.power_bhp,
    fuelEconomy: r.fuel_economy,
    sellerType: r.seller_type,
    exShowroom: r.ex_showroom,
    price: r.price,
    group: r.grp,
    sourceFile: SOURCE_FILES[r.file] ?? "other",
  }));
}

export async function loadCatalogue(db: Database): Promise<CatalogueVariant[]> {
  const result = await db.execute<CatalogueVariant & Record<string, unknown>>(sql`
    select mk.name as make, m.name as model, v.name as variant, v.ex_showroom_price as "exShowroom",
      v.engine_cc as "engineCc", v.power_bhp as "powerBhp", coalesce(v.body_type, m.body_type) as "bodyType",
      v.fuel_type as fuel, v.transmission
    from variants v join models m on m.id = v.model_id join makes mk on mk.id = m.make_id`);
  return result.rows;
}

/** The listing-change mark the model is fitted at (decision 004's version row). */
export async function listingMark(db: Database): Promise<string> {
  const result = await db.execute<{ version: number | string; full_version: number | string }>(
    sql`select version, full_version from search_index_version where id = 1`,
  );
  const row = result.rows[0];
  return row ? `${row.version}/${row.full_version}` : "0/0";
}
