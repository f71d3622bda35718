/**
 * Live market figures for /trends, counted from the active listings in the in-memory index
 * (never a stored or guessed number). A car listed on several partner platforms counts once
 * for each platform it is listed on.
 */
import type { Database } from "../db/client";
import { cachedPerIndexVersion } from "../search/index-cache";
import { marketFigures, type MarketFigures } from "./market-figures";

export type { CountRow, MedianRow } from "./market-figures";

export interface MarketTrends extends MarketFigures {
  /** When the figures were counted. */
  asOf: Date;
}

/**
 * Counting passes over every listing: done again when a listing changes, at most once a
 * minute otherwise, so no request repeats it while nothing moved.
 */
const MAX_AGE_MS = 60_000;

export function getMarketTrends(db: Database): Promise<MarketTrends> {
  return cachedPerIndexVersion("market-trends", db, MAX_AGE_MS, async (index) => ({ ...marketFigures(index), asOf: new Date() }));
}
