/**
 * Bulk-write helpers. Small tables go through Drizzle's multi-row INSERT; listings use
 * INSERT ... SELECT FROM jsonb_to_recordset, one bind parameter per batch: building one parameter
 * per value took as long as executing the insert, which matters for 100,000 synthetic rows.
 */
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgColumn, PgDatabase, PgTable } from "drizzle-orm/pg-core";
import type * as schema from "../db/schema";

/** A database or a transaction on it: both take the same queries. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

type ColumnKey<T extends PgTable> = keyof T["_"]["columns"] & string;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function columnsOf<T extends PgTable>(table: T): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

/** `SET col = excluded.col` for the given properties of a table, for onConflictDoUpdate. */
export function excludedSet<T extends PgTable>(table: T, keys: readonly ColumnKey<T>[]): Record<string, SQL> {
  const columns = columnsOf(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}

/** The same as a raw `col = excluded.col, ...` list, for hand-written ON CONFLICT clauses. */
export function excludedAssignments<T extends PgTable>(table: T, keys: readonly ColumnKey<T>[]): SQL {
  const columns = columnsOf(table);
  return sql.raw(keys.map((key) => `"${columns[key].name}" = excluded."${columns[key].name}"`).join(", "));
}

/** The properties of a table except some, for "update everything factual" conflict lists. */
export function columnsExcept<T extends PgTable>(table: T, omit: readonly ColumnKey<T>[]): ColumnKey<T>[] {
  return Object.keys(columnsOf(table)).filter((k) => !omit.includes(k as ColumnKey<T>)) as ColumnKey<T>[];
}

/**
 * Inserts rows (objects keyed by the table's property names, all with the same keys) in one
 * statement; `tail` is the ON CONFLICT / RETURNING clause. Returns the RETURNING rows.
 */
export async function insertJsonRows<T extends PgTable, R = Record<string, unknown>>(
  db: Executor,
  table: T,
  rows: readonly Record<string, unknown>[],
  tail: SQL = sql``,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = columnsOf(table);
  const keys = Object.keys(rows[0]);
  const names = keys.map((k) => `"${columns[k].name}"`).join(", ");
  const definitions = keys.map((k) => `"${columns[k].name}" ${columns[k].getSQLType()}`).join(", ");
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k].name, row[k] ?? null]))));
  const result = await db.execute(sql`
    INSERT INTO ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(names)})
    SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS x(${sql.raw(definitions)})
    ${tail}`);
  return result.rows as R[];
}
