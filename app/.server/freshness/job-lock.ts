/**
 * The freshness jobs run in every app process (server/periodic-jobs.ts) but should work once:
 * each batch is a short transaction that first takes a transaction-scoped advisory lock with
 * pg_try_advisory_xact_lock. A process that does not get it stops its run, since another one is
 * at work. A session lock (pg_try_advisory_lock) would need the same pooled connection for
 * the unlock; the transaction's lock goes with its commit. The batches' own WHERE clauses make
 * a second pass harmless anyway (a row already expired or mailed no longer matches).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The advisory lock key of the freshness jobs (any constant no other lock uses; see messages.ts, search-counts.ts). */
export const FRESHNESS_LOCK = 16_035;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Runs `batch` in a transaction holding the lock; null when another process holds it. */
export async function underFreshnessLock<T>(db: Database, batch: (tx: Transaction) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const got = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${FRESHNESS_LOCK}) as ok`);
    if (!got.rows[0]?.ok) return null;
    return batch(tx);
  });
}
