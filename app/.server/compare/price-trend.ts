/**
 * Real numbers for the comparison's price trend: the median asking price of one model and
 * year at each of the chart's dates, over every listing that was on the market then (active,
 * or sold later), priced as its price history says it was at that date.
 */
import { sql } from "drizzle-orm";
import { choosePriceTrend, listingSeries, trendDates, type MarketPoint, type PriceTrend } from "~/lib/compare-trend";
import type { VehicleDetail } from "~/lib/vehicle";
import type { Database } from "../db/client";

export async function marketMedians(
  db: Database,
  car: { make: string; model: string; year: number },
  dates: readonly Date[],
): Promise<MarketPoint[]> {
  const points = JSON.stringify(dates.map((at, k) => ({ k, at: at.toISOString() })));
  const result = await db.execute<{ k: number; listings: number; median: number | null }>(sql`
    with points as (
      select (e->>'k')::int as k, (e->>'at')::timestamptz as at from jsonb_array_elements(${points}::jsonb) e
    )
    select p.k, count(l.id)::int as listings,
      percentile_cont(0.5) within group (order by coalesce(
        (select ph.price from price_history ph where ph.listing_id = l.id and ph.changed_at <= p.at
          order by ph.changed_at desc, ph.id desc limit 1),
        (select ph.price from price_history ph where ph.listing_id = l.id order by ph.changed_at, ph.id limit 1),
        l.price)) as median
    from points p
    left join listings l on l.make = ${car.make} and l.model = ${car.model} and l.year = ${car.year}
      and l.status in ('active', 'sold') and l.listed_at <= p.at and (l.sold_at is null or l.sold_at > p.at)
    group by p.k order by p.k`);
  return result.rows.map((r) => ({ median: r.median === null ? null : Math.round(Number(r.median)), listings: Number(r.listings) }));
}

export async function priceTrendFor(db: Database, car: VehicleDetail, now: Date): Promise<PriceTrend> {
  const dates = trendDates(now);
  const own = listingSeries(car.priceHistory, car.listedDate, car.price, dates);
  return choosePriceTrend(own, await marketMedians(db, car, dates));
}
