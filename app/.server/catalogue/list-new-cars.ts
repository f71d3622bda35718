/**
 * The new-car catalogue by brand: each model with its ex-showroom price range, body type and
 * fuels, from makes -> models -> variants, and the page of models a /new-cars query asks for.
 * There are no new-car listings; these prices are the catalogue's (2019-2020 data), which the
 * page says.
 */
import { sql } from "drizzle-orm";
import type { ListingQuery } from "~/lib/filters/listing-query";
import type { Database } from "../db/client";

export interface NewCarModel {
  make: string;
  /** The make's and model's catalogue slugs: the model page's address (modelPagePath). */
  makeSlug: string;
  name: string;
  slug: string;
  bodyType: string | null;
  /** Lowest and highest ex-showroom price of the model's variants. */
  minPrice: number;
  maxPrice: number;
  fuels: string[];
  variantCount: number;
  /** The variant that sets the starting price: the one the page prices on the road. */
  cheapest?: CheapestVariant;
}

export interface CheapestVariant {
  variantId: number;
  fuel: string | null;
  engineCc: number | null;
  powerBhp: number | null;
}

export interface NewCarBrand {
  name: string;
  models: NewCarModel[];
}

type Row = {
  make: string;
  make_slug: string;
  model: string;
  slug: string;
  body_type: string | null;
  min_price: number;
  max_price: number;
  fuels: string[];
  variants: number;
  cheapest_id: number;
  cheapest_fuel: string | null;
  cheapest_cc: number | null;
  cheapest_bhp: number | null;
};

/** What the catalogue can filter on: make, the range of the starting price, fuel, and the page. */
export type NewCarQuery = Pick<ListingQuery, "make" | "minPrice" | "maxPrice" | "fuel" | "page" | "pageSize">;

export interface NewCarPage {
  /** The whole catalogue, for browsing by brand. */
  brands: NewCarBrand[];
  /** The page's models among those the query matches; `page` is at most the last page. */
  items: NewCarModel[];
  total: number;
  page: number;
  pageCount: number;
}

export async function listNewCars(db: Database, query: NewCarQuery): Promise<NewCarPage> {
  return newCarPage(await listBrands(db), query);
}

/** Makes compare in lower case, the price range tests the starting price, fuel any variant's. */
function matches(model: NewCarModel, query: NewCarQuery): boolean {
  const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();
  if (query.make?.length && !query.make.some(same(model.make))) return false;
  if (query.minPrice !== undefined && model.minPrice < query.minPrice) return false;
  if (query.maxPrice !== undefined && model.minPrice > query.maxPrice) return false;
  const fuels = query.fuel;
  if (fuels?.length && !model.fuels.some((fuel) => fuels.some(same(fuel)))) return false;
  return true;
}

/** The matching models in brand order, one page of them; a page past the end is the last page. */
export function newCarPage(brands: NewCarBrand[], query: NewCarQuery): NewCarPage {
  const matching = brands.flatMap((b) => b.models).filter((m) => matches(m, query));
  const pageCount = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(query.page, pageCount);
  const items = matching.slice((page - 1) * query.pageSize, page * query.pageSize);
  return { brands, items, total: matching.length, page, pageCount };
}

/** Brands with at least one priced model, most models first; models cheapest first. */
async function listBrands(db: Database): Promise<NewCarBrand[]> {
  const result = await db.execute<Row>(sql`
    select mk.name as make, mk.slug as make_slug, m.name as model, m.slug, m.body_type,
           min(v.ex_showroom_price)::int as min_price, max(v.ex_showroom_price)::int as max_price,
           coalesce(array_agg(distinct v.fuel_type) filter (where v.fuel_type is not null), '{}') as fuels,
           count(*)::int as variants,
           (array_agg(v.id order by v.ex_showroom_price, v.id))[1] as cheapest_id,
           (array_agg(v.fuel_type order by v.ex_showroom_price, v.id))[1] as cheapest_fuel,
           (array_agg(v.engine_cc order by v.ex_showroom_price, v.id))[1] as cheapest_cc,
           (array_agg(v.power_bhp order by v.ex_showroom_price, v.id))[1] as cheapest_bhp
    from variants v
    join models m on m.id = v.model_id
    join makes mk on mk.id = m.make_id
    where v.ex_showroom_price is not null
    group by mk.name, mk.slug, m.name, m.slug, m.body_type`);
  const byMake = new Map<string, NewCarModel[]>();
  for (const row of result.rows) {
    const models = byMake.get(row.make) ?? [];
    models.push({
      make: row.make,
      makeSlug: row.make_slug,
      name: row.model,
      slug: row.slug,
      bodyType: row.body_type,
      minPrice: row.min_price,
      maxPrice: row.max_price,
      fuels: [...row.fuels].sort(),
      variantCount: row.variants,
      cheapest: { variantId: row.cheapest_id, fuel: row.cheapest_fuel, engineCc: row.cheapest_cc, powerBhp: row.cheapest_bhp },
    });
    byMake.set(row.make, models);
  }
  return [...byMake.entries()]
    .map(([name, models]) => ({ name, models: models.sort((a, b) => a.minPrice - b.minPrice) }))
    .sort((a, b) => b.models.length - a.models.length || a.name.localeCompare(b.name));
}
