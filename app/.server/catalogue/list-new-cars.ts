/**
 * The new-car catalogue by brand: each model with its ex-showroom price range, body type and
 * fuels, from makes -> models -> variants. There are no new-car listings; these prices are the
 * catalogue's (2019-2020 data), which the page says.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export interface NewCarModel {
  make: string;
  name: string;
  slug: string;
  bodyType: string | null;
  /** Lowest and highest ex-showroom price of the model's variants. */
  minPrice: number;
  maxPrice: number;
  fuels: string[];
  variantCount: number;
}

export interface NewCarBrand {
  name: string;
  models: NewCarModel[];
}

type Row = {
  make: string;
  model: string;
  slug: string;
  body_type: string | null;
  min_price: number;
  max_price: number;
  fuels: string[];
  variants: number;
};

/** Brands with at least one priced model, most models first; models cheapest first. */
export async function listNewCars(db: Database): Promise<NewCarBrand[]> {
  const result = await db.execute<Row>(sql`
    select mk.name as make, m.name as model, m.slug, m.body_type,
           min(v.ex_showroom_price)::int as min_price, max(v.ex_showroom_price)::int as max_price,
           coalesce(array_agg(distinct v.fuel_type) filter (where v.fuel_type is not null), '{}') as fuels,
           count(*)::int as variants
    from variants v
    join models m on m.id = v.model_id
    join makes mk on mk.id = m.make_id
    where v.ex_showroom_price is not null
    group by mk.name, m.name, m.slug, m.body_type`);
  const byMake = new Map<string, NewCarModel[]>();
  for (const row of result.rows) {
    const models = byMake.get(row.make) ?? [];
    models.push({
      make: row.make,
      name: row.model,
      slug: row.slug,
      bodyType: row.body_type,
      minPrice: row.min_price,
      maxPrice: row.max_price,
      fuels: [...row.fuels].sort(),
      variantCount: row.variants,
    });
    byMake.set(row.make, models);
  }
  return [...byMake.entries()]
    .map(([name, models]) => ({ name, models: models.sort((a, b) => a.minPrice - b.minPrice) }))
    .sort((a, b) => b.models.length - a.models.length || a.name.localeCompare(b.name));
}
