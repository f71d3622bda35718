/**
 * Work done once across app processes at a time: a session-level PostgreSQL advisory lock
 * (two-key form: a namespace and a key), tried and never waited for. A session lock must be
 * taken and released on the same connection, so on PostgreSQL the run holds one pool connection
 * of its own for as long as it lasts; PGlite has a single session in a single process (its data
 * directory is locked), where a session lock is re-entrant and the in-process set is what keeps
 * two runs apart.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client";

const running = new WeakMap<Database, Set<string>>();

export type Locked<T> = { taken: true; value: T } | { taken: false };

export async function withSessionLock<T>(db: Database, namespace: number, key: number, run: () => Promise<T>): Promise<Locked<T>> {
  const mine = running.get(db) ?? new Set<string>();
  running.set(db, mine);
  const name = `${namespace}:${key}`;
  if (mine.has(name)) return { taken: false };
  mine.add(name);
  try {
    const pool = (db as { $client?: unknown }).$client;
    if (pool instanceof pg.Pool) return await onOwnConnection(pool, namespace, key, run);
    const [row] = (await db.execute<{ taken: boolean }>(sql`select pg_try_advisory_lock(${namespace}::int, ${key}::int) as taken`)).rows;
    if (!row?.taken) return { taken: false };
    try {
      return { taken: true, value: await run() };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${namespace}::int, ${key}::int)`);
    }
  } finally {
    mine.delete(name);
  }
}

async function onOwnConnection<T>(pool: pg.Pool, namespace: number, key: number, run: () => Promise<T>): Promise<Locked<T>> {
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1::int, $2::int) as taken", [namespace, key]);
    if (!rows[0]?.taken) return { taken: false };
    try {
      return { taken: true, value: await run() };
    } finally {
      // A connection that cannot unlock is closed instead: ending the session frees its locks.
      await client.query("select pg_advisory_unlock($1::int, $2::int)", [namespace, key]).catch(() => (broken = true));
    }
  } finally {
    client.release(broken);
  }
}
