/**
 * Live market figures for /trends, counted from active listings at request time (never a
 * stored or guessed number). A car listed on several partner platforms counts once for each
 * platform it is listed on.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { activeListing } from "../listings/active-listing";

export interface MedianRow {
  label: string;
  listings: number;
  medianPrice: number;
}

export interface CountRow {
  label: string;
  listings: number;
}

export interface MarketTrends {
  totalActive: number;
  asOf: Date;
  byBodyType: MedianRow[];
  byYear: MedianRow[];
  topModels: CountRow[];
  topCities: CountRow[];
}

const TOP_COUNT = 10;
const YEAR_COUNT = 12;

type MedianQueryRow = { label: string; listings: number; median_price: number };

function toMedianRows(rows: MedianQueryRow[]): MedianRow[] {
  return rows.map((r) => ({ label: String(r.label), listings: Number(r.listings), medianPrice: Math.round(Number(r.median_price)) }));
}

export async function countActiveListings(db: Database): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`select count(*)::int as total from listings where ${activeListing}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** Median asking price per body type, dearest first. */
export async function medianPriceByBodyType(db: Database): Promise<MedianRow[]> {
  const result = await db.execute<MedianQueryRow>(sql`
    select body_type as label, count(*)::int as listings,
           percentile_cont(0.5) within group (order by price) as median_price
    from listings where ${activeListing}
    group by body_type order by median_price desc, body_type`);
  return toMedianRows(result.rows);
}

/** Median asking price per model year, for the latest 12 years that have listings, oldest first. */
export async function medianPriceByYear(db: Database): Promise<MedianRow[]> {
  const result = await db.execute<MedianQueryRow>(sql`
    select label, listings, median_price from (
      select year::text as label, year, count(*)::int as listings,
             percentile_cont(0.5) within group (order by price) as median_price
      from listings where ${activeListing}
      group by year order by year desc limit ${YEAR_COUNT}
    ) latest order by year`);
  return toMedianRows(result.rows);
}

export async function mostListedModels(db: Database): Promise<CountRow[]> {
  const result = await db.execute<{ label: string; listings: number }>(sql`
    select make || ' ' || model as label, count(*)::int as listings
    from listings where ${activeListing}
    group by make, model order by listings desc, make, model limit ${TOP_COUNT}`);
  return result.rows.map((r) => ({ label: r.label, listings: Number(r.listings) }));
}

export async function citiesWithMostListings(db: Database): Promise<CountRow[]> {
  const result = await db.execute<{ label: string; listings: number }>(sql`
    select city as label, count(*)::int as listings
    from listings where ${activeListing}
    group by city order by listings desc, city limit ${TOP_COUNT}`);
  return result.rows.map((r) => ({ label: r.label, listings: Number(r.listings) }));
}

export async function getMarketTrends(db: Database, now: Date = new Date()): Promise<MarketTrends> {
  const [totalActive, byBodyType, byYear, topModels, topCities] = await Promise.all([
    countActiveListings(db),
    medianPriceByBodyType(db),
    medianPriceByYear(db),
    mostListedModels(db),
    citiesWithMostListings(db),
  ]);
  return { totalActive, asOf: now, byBodyType, byYear, topModels, topCities };
}
