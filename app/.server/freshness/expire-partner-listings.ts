/**
 * Partner cars neither pushed nor in a feed for 7 days (API.md, "Freshness"): their
 * partner_listings rows become 'expired', and so do their listings, which leaves search at
 * once (only 'active' is on sale, active-listing.ts). The listing row and its last price stay:
 * the fair-price model learns from expired cars too (pricing/training-data.ts). A later push
 * or feed sighting of the same externalId brings it back through the partner write path.
 *
 * Read through partner_listings_live_seen_idx (live rows, oldest sighting first), in batches
 * of 1,000 within a time budget: a million stale rows expire over a few runs, no long locks.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { underFreshnessLock } from "./job-lock";

export const PARTNER_UNSEEN_DAYS = 7;
const DAY_MS = 86_400_000;

export interface FreshnessOptions {
  batchSize?: number;
  /** After this long no further batch starts; the next run carries on. */
  budgetMs?: number;
}

/** Expires live partner rows last seen before now - 7 days; returns how many expired. */
export async function expireUnseenPartnerListings(db: Database, now = new Date(), options: FreshnessOptions = {}): Promise<number> {
  const { batchSize = 1_000, budgetMs = 20_000 } = options;
  const deadline = performance.now() + budgetMs;
  const cutoff = new Date(now.getTime() - PARTNER_UNSEEN_DAYS * DAY_MS).toISOString();
  let expired = 0;
  for (;;) {
    const n = await underFreshnessLock(db, async (tx) => {
      const result = await tx.execute<{ n: number }>(sql`
        with due as (
          select partner_id, external_id from partner_listings
          where status = 'live' and last_seen_at < ${cutoff}::timestamptz
          order by last_seen_at limit ${batchSize}
          for update skip locked),
        gone as (
          update partner_listings p set status = 'expired' from due
          where p.partner_id = due.partner_id and p.external_id = due.external_id and p.status = 'live'
          returning p.listing_id),
        cars as (
          update listings l set status = 'expired', updated_at = ${now.toISOString()}::timestamptz from gone
          where l.id = gone.listing_id and l.status = 'active'
          returning l.id)
        select (select count(*) from gone)::int as n`);
      return Number(result.rows[0]?.n ?? 0);
    });
    if (n === null) break;
    expired += n;
    if (n < batchSize || performance.now() >= deadline) break;
  }
  return expired;
}
