/**
 * Writes prepared listings in batches. Imports upsert on (source, source_id) and update the
 * factual columns but never listed_at (nor status/sale fields the site may have changed, nor the
 * car group); synthetic rows are insert-only. Price history is written for new listings from
 * their plan, and an existing listing whose price changed on re-import gets one new history row.
 * A cross-listing import then puts each written batch through the same-car rule partners' cars go
 * through (partners/same-car.ts), so one rule makes every car group: a copy written after its
 * original finds it. The ids of the listings updated are returned: their price alerts are due a check.
 */
import { sql } from "drizzle-orm";
import { listings, priceHistory } from "../db/schema";
import { groupSameCars } from "../partners/same-car";
import { chunk, columnsExcept, excludedAssignments, insertJsonRows, type Executor } from "./db-batch";
import type { PreparedListing } from "./listing-build";

const BATCH = 2_000;

const NOT_UPDATED = ["id", "source", "sourceId", "listedAt", "createdAt", "status", "soldAt", "salePrice", "sellerId", "priceSince", "carGroup"] as const;
/**
 * updated_at is among the updated columns: excluded.updated_at is its default, now(). price_since
 * is not: a re-import's new price gets a history row below, and its trigger moves price_since.
 */
const UPDATE = excludedAssignments(listings, columnsExcept(listings, [...NOT_UPDATED]));
const RETURNING = sql`RETURNING id, source, source_id AS "sourceId", (xmax = 0) AS inserted`;

interface Written {
  id: number;
  source: string;
  sourceId: string;
  inserted: boolean;
}

export interface WriteOptions {
  now: Date;
  insertOnly?: boolean;
  /** Put the written cars into car groups by the same-car rule (imports that cross-list). */
  groupSameCars?: boolean;
}

export async function writeListings(db: Executor, prepared: readonly PreparedListing[], options: WriteOptions): Promise<number[]> {
  const updated: number[] = [];
  const conflict = options.insertOnly
    ? sql`ON CONFLICT (source, source_id) DO NOTHING`
    : sql`ON CONFLICT (source, source_id) DO UPDATE SET ${UPDATE}`;
  for (const batch of chunk(prepared, BATCH)) {
    const written = await insertJsonRows<typeof listings, Written>(db, listings, batch.map((p) => p.row), sql`${conflict} ${RETURNING}`);
    const byKey = new Map(batch.map((p) => [`${p.row.source}\u0000${p.row.sourceId}`, p]));
    const historyRows = written
      .filter((w) => w.inserted)
      .flatMap((w) => (byKey.get(`${w.source}\u0000${w.sourceId}`)?.history ?? []).map((h) => ({ listingId: w.id, price: h.price, changedAt: h.at })));
    for (const rows of chunk(historyRows, BATCH)) await insertJsonRows(db, priceHistory, rows);

    const updatedIds = written.filter((w) => !w.inserted).map((w) => w.id);
    if (updatedIds.length > 0) await recordChangedPrices(db, updatedIds, options.now);
    updated.push(...updatedIds);
    if (options.groupSameCars) await groupWritten(db, written, byKey);
  }
  return updated;
}

async function groupWritten(db: Executor, written: readonly Written[], byKey: ReadonlyMap<string, PreparedListing>) {
  const cars = written.flatMap(({ id, source, sourceId }) => {
    const row = byKey.get(`${source}\u0000${sourceId}`)?.row;
    if (!row) return [];
    const { make, model, year, km, price, city } = row;
    return [{ id, source, make, model, year, km, price, city, exteriorColor: row.exteriorColor ?? null, registrationNumber: row.registrationNumber ?? null }];
  });
  await groupSameCars(db, cars);
}

/** One history row for each listing whose current price differs from its latest recorded one. */
async function recordChangedPrices(db: Executor, ids: number[], now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO price_history (listing_id, price, changed_at)
    SELECT l.id, l.price, ${now.toISOString()}::timestamptz FROM listings l
    WHERE l.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
      AND l.price IS DISTINCT FROM (
        SELECT ph.price FROM price_history ph WHERE ph.listing_id = l.id
        ORDER BY ph.changed_at DESC, ph.id DESC LIMIT 1)`);
}
