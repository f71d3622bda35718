/**
 * One fetch at a time per partner, across processes: a session-level PostgreSQL advisory lock
 * (two-key form, our namespace and the partner's id), tried and never waited for. A session lock
 * must be taken and released on the same connection, so on PostgreSQL the run holds one pool
 * connection of its own; PGlite has a single session in a single process (its data directory is
 * locked), where the in-process set is what keeps two runs apart.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";

/** The first key of every partner feed lock: any constant no other two-key lock uses (issue 35). */
export const FEED_LOCK_NAMESPACE = 35_001;

const running = new Set<number>();

export type Locked<T> = { taken: true; value: T } | { taken: false };

export async function withPartnerFeedLock<T>(db: Database, partnerId: number, run: () => Promise<T>): Promise<Locked<T>> {
  if (running.has(partnerId)) return { taken: false };
  running.add(partnerId);
  try {
    const pool = (db as { $client?: unknown }).$client;
    if (pool instanceof pg.Pool) return await onOwnConnection(pool, partnerId, run);
    const [row] = (await db.execute<{ taken: boolean }>(sql`select pg_try_advisory_lock(${FEED_LOCK_NAMESPACE}::int, ${partnerId}::int) as taken`)).rows;
    if (!row?.taken) return { taken: false };
    try {
      return { taken: true, value: await run() };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${FEED_LOCK_NAMESPACE}::int, ${partnerId}::int)`);
    }
  } finally {
    running.delete(partnerId);
  }
}

async function onOwnConnection<T>(pool: pg.Pool, partnerId: number, run: () => Promise<T>): Promise<Locked<T>> {
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1::int, $2::int) as taken", [FEED_LOCK_NAMESPACE, partnerId]);
    if (!rows[0]?.taken) return { taken: false };
    try {
      return { taken: true, value: await run() };
    } finally {
      // A connection that cannot unlock is closed instead: ending the session frees its locks.
      await client.query("select pg_advisory_unlock($1::int, $2::int)", [FEED_LOCK_NAMESPACE, partnerId]).catch(() => (broken = true));
    }
  } finally {
    client.release(broken);
  }
}
