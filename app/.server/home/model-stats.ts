/**
 * What the database knows about the home page's six featured models: in one statement, active
 * listing count and lowest price, the newest listing (for its illustration), the platforms that
 * list the model most and the catalogue's lowest ex-showroom price; beside it, the recorded
 * searches for each (rolled up by search-counts.ts).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImageUrls } from "../listings/listing-images";
import { rollUpSearchCounts } from "./search-counts";
import { SPEC_MODELS, type SpecModel } from "./spec-models";
import { activeListing, activeListingIn, carCardIn } from "../listings/active-listing";

/** Up to this many platforms are shown under 'Compare across platforms'. */
const MAX_SOURCES = 4;

export interface ModelStats extends SpecModel {
  listingCount: number;
  lowestPrice: number | null;
  /** The newest active listing's illustration, or null when nobody lists the model. */
  image: string | null;
  sources: string[];
  searchEvents: number;
  catalogueMinPrice: number | null;
}

type StatsRow = {
  position: number;
  listing_count: number;
  lowest_price: number | null;
  image_id: number | null;
  year: number | null;
  body_type: string | null;
  exterior_color: string | null;
  sources: string[] | string;
  catalogue_min_price: number | null;
};

export async function getModelStats(db: Database, models: readonly SpecModel[] = SPEC_MODELS): Promise<ModelStats[]> {
  const wanted = sql.join(
    models.map((m, i) => sql`(${i}::int, ${m.make}::text, ${m.model}::text)`),
    sql`, `,
  );
  const [searchCounts, result] = await Promise.all([rollUpSearchCounts(db, models), db.execute<StatsRow>(sql`
    with wanted(position, make, model) as (values ${wanted})
    select w.position, s.listing_count, s.lowest_price,
      n.id as image_id, n.year, n.body_type, n.exterior_color,
      array(select l.source from listings l where ${activeListingIn("l")} and l.make = w.make and l.model = w.model
            group by l.source order by count(*) desc, l.source limit ${MAX_SOURCES}) as sources,
      (select min(v.ex_showroom_price)::int from variants v join models mo on mo.id = v.model_id
         join makes mk on mk.id = mo.make_id where mk.name = w.make and mo.name = w.model) as catalogue_min_price
    from wanted w
    left join lateral (select count(*)::int as listing_count, min(price)::int as lowest_price
      from listings where ${activeListing} and make = w.make and model = w.model and ${carCardIn("listings")}) s on true
    left join lateral (select id, year, body_type, exterior_color from listings
      where ${activeListing} and make = w.make and model = w.model order by listed_at desc, id desc limit 1) n on true
    order by w.position`)]);

  return result.rows.map((row) => {
    const spec = models[row.position];
    const image =
      row.image_id === null
        ? null
        : listingImageUrls({
            id: row.image_id,
            make: spec.make,
            model: spec.model,
            year: row.year ?? 0,
            body_type: row.body_type,
            exterior_color: row.exterior_color,
          })[0];
    return {
      ...spec,
      listingCount: row.listing_count,
      lowestPrice: row.lowest_price,
      image,
      sources: parseTextArray(row.sources),
      searchEvents: searchCounts[row.position] ?? 0,
      catalogueMinPrice: row.catalogue_min_price,
    };
  });
}

/** node-postgres parses text[]; PGlite may hand back the literal "{a,b}". */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",").map((s) => s.replace(/^"|"$/g, "")) : [];
}
