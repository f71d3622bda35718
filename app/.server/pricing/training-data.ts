/**
 * What the fair-price model learns from: every real used listing on sale, sold or expired (an
 * expired car keeps its last asking price, decision 035; not new cars, not synthetic load
 * data), with its matched catalogue variant's ex-showroom price, and the catalogue itself. `sourceFile` (from the source_id prefix the import gives each file's
 * rows and their cross-listed copies) lets the benchmark report per file.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { CatalogueVariant } from "./model-info";
import { listingCarFacts, sourceFileOf, type ListingFactsRow } from "./listing-facts";
import type { TrainingRow } from "./price-model";

export interface CorpusRow extends TrainingRow {
  id: number;
  sourceFile: string;
}

type Raw = ListingFactsRow & { id: number; price: number; grp: string };

export async function loadTrainingRows(db: Database): Promise<CorpusRow[]> {
  const result = await db.execute<Raw>(sql`
    select l.id, l.make, l.model, l.variant, l.year, l.km, l.fuel_type, l.transmission, l.owner_count,
      l.city, l.body_type, l.seats, l.engine_cc, l.power_bhp, l.fuel_economy, l.seller_type, v.ex_showroom_price as ex_showroom, l.price,
      coalesce(l.car_group, 'l:' || l.id) as grp, split_part(l.source_id, '-', 1) as source_prefix
    from listings l left join variants v on v.id = l.variant_id
    where l.status in ('active', 'sold', 'expired') and not l.is_synthetic and not l.is_new and l.price > 0
    order by l.id`);
  // The same facts a listing is rated by (listing-facts.ts); cars of no known data set learn an "other" level.
  return result.rows.map((r) => ({
    ...listingCarFacts(r),
    id: r.id,
    price: r.price,
    group: r.grp,
    sourceFile: sourceFileOf(r.source_prefix) ?? "other",
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
