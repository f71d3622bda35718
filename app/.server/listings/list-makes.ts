/** Makes with their models and active listing counts (GET /api/vehicles/makes). */
import { sql } from "drizzle-orm";
import { slugify } from "~/lib/slug";
import type { Database } from "../db/client";
import { cachedPerIndexVersion, countByMakeModel, type MakeModelCount } from "../search";

export interface MakeSummary {
  name: string;
  slug: string;
  listingCount: number;
  models: { name: string; slug: string; listingCount: number }[];
}

/** Counts follow every listing write (the index version); the age cap is only a safety net. */
const COUNTS_MAX_AGE_MS = 10_000;

/** Active listings per make and model, from the search index (shared with the search vocabulary). */
export function activeMakeModelCounts(db: Database): Promise<MakeModelCount[]> {
  return cachedPerIndexVersion("make-model-counts", db, COUNTS_MAX_AGE_MS, async (index) => countByMakeModel(index));
}

export async function listMakes(db: Database): Promise<MakeSummary[]> {
  // Models that have listings (counted by the index) plus catalogue models without any.
  const [counts, catalogue] = await Promise.all([
    activeMakeModelCounts(db),
    db.execute<{ make: string; model: string }>(sql`select mk.name as make, m.name as model from models m join makes mk on mk.id = m.make_id`),
  ]);
  const rows = new Map<string, MakeModelCount>();
  for (const { make, model } of catalogue.rows) rows.set(`${make}\n${model}`, { make, model, count: 0 });
  for (const row of counts) rows.set(`${row.make}\n${row.model}`, row);

  const byMake = new Map<string, MakeSummary>();
  for (const row of rows.values()) {
    let make = byMake.get(row.make);
    if (!make) {
      make = { name: row.make, slug: slugify(row.make), listingCount: 0, models: [] };
      byMake.set(row.make, make);
    }
    make.listingCount += row.count;
    make.models.push({ name: row.model, slug: slugify(row.model), listingCount: row.count });
  }
  const makes = [...byMake.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (const make of makes) make.models.sort((a, b) => a.name.localeCompare(b.name));
  return makes;
}
