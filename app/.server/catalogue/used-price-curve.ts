/**
 * A model's used-price curve (issue 33): per model year, the median asking price of its used
 * cars on sale. A popular model has tens of thousands of cars at a million listings, so each
 * year reads only its USED_CURVE_SAMPLE newest listings, walked on
 * `listings_model_year_listed_idx` (make, model, year, listed_at): at most ~27 short index
 * walks whatever the catalogue size, never a pass over the listings. A median of 200 asking
 * prices is as good a market figure as one of 20,000 (the compare page's trend does the same).
 * Kept ten minutes per model: medians of hundreds of cars move little in ten minutes.
 */
import { sql, type SQL } from "drizzle-orm";
import { buildUsedPriceCurve, type UsedPriceCurve, type YearSample } from "~/lib/new-cars/used-price-curve";
import type { Database } from "../db/client";
import { ACTIVE_STATUS } from "../listings/active-listing";

export const USED_CURVE_SAMPLE = 200;
/** Model years read: from this many years back to next year's (a model year runs ahead of the calendar). */
const YEARS_BACK = 25;
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

type ModelNames = { make: string; model: string };

export async function readYearSamples(db: Database, car: ModelNames, currentYear: number): Promise<YearSample[]> {
  const result = await db.execute<{ year: number; listings: number; median: number | null }>(yearSamplesQuery(car, currentYear));
  return result.rows.map((r) => ({ year: Number(r.year), listings: Number(r.listings), medianPrice: Number(r.median ?? 0) }));
}

/** The samples' SQL, apart so a test can check its plan walks the model-year index. */
export function yearSamplesQuery(car: ModelNames, currentYear: number): SQL {
  return sql`
    select y.year, count(s.price)::int as listings, percentile_cont(0.5) within group (order by s.price) as median
    from generate_series(${currentYear - YEARS_BACK}::int, ${currentYear + 1}::int) as y(year)
    join lateral (
      -- The active rule written as an expression: the partial indexes on status = 'active'
      -- (by year, by listed_at) then cannot serve the walk, which would read every car of a
      -- year, or of the whole market, to find one model's; the model-year index reads ~200.
      select l.price from listings l
      where l.make = ${car.make} and l.model = ${car.model} and l.year = y.year
        and (l.status || '') = ${sql.raw(`'${ACTIVE_STATUS}'`)} and not l.is_new
      order by l.listed_at desc
      limit ${USED_CURVE_SAMPLE}
    ) s on true
    group by y.year order by y.year`;
}

const cache = new Map<string, { at: number; db: Database; curve: Promise<UsedPriceCurve> }>();

export function usedPriceCurve(db: Database, car: ModelNames, now = new Date()): Promise<UsedPriceCurve> {
  const currentYear = now.getFullYear();
  const key = `${car.make}\n${car.model}\n${currentYear}`;
  const hit = cache.get(key);
  if (hit && hit.db === db && now.getTime() - hit.at < TTL_MS) return hit.curve;
  // Oldest entry out first (a Map keeps insertion order), so the cache stays bounded.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const curve = readYearSamples(db, car, currentYear).then((samples) => buildUsedPriceCurve(samples, currentYear, USED_CURVE_SAMPLE));
  cache.set(key, { at: now.getTime(), db, curve });
  // A failure must not be served from the cache.
  curve.catch(() => {
    if (cache.get(key)?.curve === curve) cache.delete(key);
  });
  return curve;
}
