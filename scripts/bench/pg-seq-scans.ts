/** Sequential scans PostgreSQL counted per table (pg_stat_user_tables), for "each query starts from an index" checks. */
import { sql } from "drizzle-orm";
import type { DbHandle } from "../../app/.server/db/client";

/** A backend flushes its statistics when idle, at most every 10 s (PostgreSQL 15). */
export const STATS_FLUSH_MS = 11_000;

/** Waits for the other backends' counts to be flushed, then reads them. */
export async function seqScans<T extends string>(handle: DbHandle, tables: readonly T[]): Promise<Record<T, number>> {
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = await handle.db.execute<{ relname: string; n: string | number }>(
    sql`select relname, seq_scan as n from pg_stat_user_tables where relname in (${names})`,
  );
  return Object.fromEntries(tables.map((t) => [t, Number(result.rows.find((r) => r.relname === t)?.n ?? 0)])) as Record<T, number>;
}
