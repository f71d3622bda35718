/**
 * Real numbers for the comparison's price trend: the median asking price of one model and
 * year at each of the chart's dates, over the listings on the market then (active, or sold
 * later), each priced as its price history says it was at that date.
 *
 * A popular model year has thousands of listings at a million cars; each costs two price
 * history look-ups per date. So each date takes the MARKET_SAMPLE cars listed most recently
 * before it, walked on `listings_model_year_listed_idx`: a bounded read whatever the catalogue
 * size, and a median of 200 asking prices is as good a market figure as one of 2,000. Both
 * that index and the price history's carry the columns read here (migrations 0018 and 0021),
 * so neither read touches a table.
 *
 * A car whose current price was set by the date (`price_since`, migration 0021) was at that
 * price then, so only cars repriced later are looked up in the history: about one in eight in
 * the generated catalogue. A model year never asked for before then reads tens of history
 * pages rather than hundreds, which from disk is most of its time.
 */
import { sql, type SQL } from "drizzle-orm";
import { choosePriceTrend, listingSeries, MARKET_SAMPLE, trendDates, type MarketPoint, type PriceTrend } from "~/lib/compare-trend";
import type { VehicleDetail } from "~/lib/vehicle";
import type { Database } from "../db/client";

type ModelYear = { make: string; model: string; year: number };

export async function marketMedians(db: Database, car: ModelYear, dates: readonly Date[]): Promise<MarketPoint[]> {
  const result = await db.execute<{ k: number; listings: number; median: number | null }>(marketMediansQuery(car, dates));
  return result.rows.map((r) => ({ median: r.median === null ? null : Math.round(Number(r.median)), listings: Number(r.listings) }));
}

/** The medians' SQL, apart so a test can check its plan reads only indexes. */
export function marketMediansQuery(car: ModelYear, dates: readonly Date[]): SQL {
  const points = JSON.stringify(dates.map((at, k) => ({ k, at: at.toISOString() })));
  return sql`
    with points as (
      select (e->>'k')::int as k, (e->>'at')::timestamptz as at from jsonb_array_elements(${points}::jsonb) e
    )
    select p.k, count(s.price)::int as listings, percentile_cont(0.5) within group (order by s.price) as median
    from points p
    left join lateral (
      select case when coalesce(l.price_since, l.listed_at) <= p.at then l.price else coalesce(
        (select ph.price from price_history ph where ph.listing_id = l.id and ph.changed_at <= p.at
          order by ph.changed_at desc, ph.id desc limit 1),
        (select ph.price from price_history ph where ph.listing_id = l.id order by ph.changed_at, ph.id limit 1),
        l.price) end as price
      from listings l
      where l.make = ${car.make} and l.model = ${car.model} and l.year = ${car.year}
        and l.listed_at <= p.at and l.status in ('active', 'sold') and (l.sold_at is null or l.sold_at > p.at)
      order by l.listed_at desc
      limit ${MARKET_SAMPLE}
    ) s on true
    group by p.k order by p.k`;
}

/**
 * A model year's market medians, kept ten minutes: shoppers compare the same popular cars
 * over and over, and monthly medians of hundreds of cars move little in ten minutes.
 */
const MARKET_TTL_MS = 10 * 60_000;
const MAX_MARKET_ENTRIES = 2_000;
const marketCache = new Map<string, { at: number; db: Database; points: Promise<MarketPoint[]> }>();

function cachedMarketMedians(db: Database, car: ModelYear, dates: readonly Date[], now: Date) {
  // Dates are whole months back from today, so the day names them.
  const key = `${car.make}\n${car.model}\n${car.year}\n${now.toISOString().slice(0, 10)}`;
  const hit = marketCache.get(key);
  if (hit && hit.db === db && now.getTime() - hit.at < MARKET_TTL_MS) return hit.points;
  if (marketCache.size >= MAX_MARKET_ENTRIES) marketCache.delete(marketCache.keys().next().value!);
  const points = marketMedians(db, car, dates);
  marketCache.set(key, { at: now.getTime(), db, points });
  points.catch(() => marketCache.delete(key));
  return points;
}

export async function priceTrendFor(db: Database, car: VehicleDetail, now: Date): Promise<PriceTrend> {
  const dates = trendDates(now);
  const own = listingSeries(car.priceHistory, car.listedDate, car.price, dates);
  return choosePriceTrend(own, await cachedMarketMedians(db, car, dates, now));
}
