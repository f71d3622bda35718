/** Makes with their models and active listing counts (GET /api/vehicles/makes). */
import { sql } from "drizzle-orm";
import { slugify } from "~/lib/slug";
import type { Database } from "../db/client";
import { activeListing } from "./active-listing";

export interface MakeSummary {
  name: string;
  slug: string;
  listingCount: number;
  models: { name: string; slug: string; listingCount: number }[];
}

export async function listMakes(db: Database): Promise<MakeSummary[]> {
  // Catalogue models plus models that only appear in listings, counted per (make, model).
  const result = await db.execute<{ make: string; model: string; count: number }>(sql`
    with counts as (
      select make, model, count(*)::int as count from listings where ${activeListing} group by make, model
    ), catalogue as (
      select mk.name as make, m.name as model from models m join makes mk on mk.id = m.make_id
    )
    select coalesce(c.make, k.make) as make, coalesce(c.model, k.model) as model, coalesce(c.count, 0) as count
    from counts c full join catalogue k on k.make = c.make and k.model = c.model`);
  const byMake = new Map<string, MakeSummary>();
  for (const row of result.rows) {
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
