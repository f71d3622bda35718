/**
 * Live market figures for /trends, counted from the active listings in the in-memory index
 * (never a stored or guessed number). A car listed on several partner platforms counts once
 * for each platform it is listed on.
 *
 * The figures are a snapshot with the time it was counted, which the page shows ("as of").
 * Once listings have changed, the next request still gets the snapshot and starts a recount
 * in the background, at most once a minute: the medians' pass over every listing takes
 * ~80 ms at a million, and with listings changing all the time each visitor after a write
 * would otherwise wait for it. Only a process's first request (or one after the index was
 * reloaded in full) waits for a count.
 */
import type { Database } from "../db/client";
import { logger } from "../logger";
import { getListingIndex, marketFigures, type ListingIndex, type MarketFigures } from "../search";

export type { CountRow, MedianRow } from "../search";

export interface MarketTrends extends MarketFigures {
  /** When the figures were counted. */
  asOf: Date;
}

/** A changed market is counted again at most this often. */
export const RECOUNT_MS = 60_000;

interface Snapshot {
  db: Database;
  index: ListingIndex;
  /** The index's generation when the count started: a later one means listings changed since. */
  generation: number;
  countedAt: number;
  value: Promise<MarketTrends>;
}

const state = { snapshot: undefined as Snapshot | undefined, recounting: false };

function count(db: Database, index: ListingIndex, now: number): Snapshot {
  const generation = index.generation;
  const value = marketFigures(index).then((figures) => ({ ...figures, asOf: new Date(now) }));
  return { db, index, generation, countedAt: now, value };
}

export async function getMarketTrends(db: Database, now = Date.now()): Promise<MarketTrends> {
  const index = await getListingIndex(db);
  const current = state.snapshot;
  if (!current || current.db !== db || current.index !== index) {
    const first = count(db, index, now);
    state.snapshot = first;
    // A failed count must not be served: the next request counts again.
    first.value.catch(() => state.snapshot === first && (state.snapshot = undefined));
    return first.value;
  }
  if (current.generation !== index.generation && now - current.countedAt >= RECOUNT_MS && !state.recounting) {
    state.recounting = true;
    const next = count(db, index, now);
    next.value
      .then(
        () => state.snapshot === current && (state.snapshot = next),
        (error: unknown) => logger.warn({ err: error }, "market trends: recount failed; keeping the last figures"),
      )
      .finally(() => (state.recounting = false));
  }
  return current.value;
}
