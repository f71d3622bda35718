/**
 * The retention job (issue 32): deletes what has outlived its period in RETENTION
 * (app/lib/privacy/retention-periods.ts, the table /privacy prints). Deletes go in batches of
 * a bounded size within a time budget, so a table with millions of due rows is emptied over a
 * few hourly runs without long locks; what is left waits for the next run. Each delete is
 * idempotent, so several app processes may run it at once.
 *
 * How each WHERE is served: rate_limits by rate_limits_window_idx, events by
 * events_type_time_idx (one type at a time, the types found by a skip scan of that index),
 * sell_leads and new_car_leads by their *_created_idx, web_vitals by web_vitals_day_route_metric_idx; outbox, enquiries and booking_requests by walking the
 * primary key from the oldest row (ids grow with time there); sessions, one_time_codes,
 * verifications and contact_messages have no index on their time column and are read whole.
 * They are small beside the others (one row per signed-in device, pending code or message to
 * us); docs/architecture.md names the index sessions would want at a larger size. On PGlite,
 * 200,000 due events of 400,000 went in about 3 s over two runs; a run with nothing due, 60 ms.
 */
import { sql, type SQL } from "drizzle-orm";
import { cutoffBefore, RETENTION, type RetainedRecord } from "~/lib/privacy/retention-periods";
import type { Database } from "../db/client";
import { logger } from "../logger";

export interface RetentionOptions {
  now?: Date;
  /** Rows per statement. */
  batchSize?: number;
  /** After this long, no rule starts a second batch; the next run carries on. */
  budgetMs?: number;
}

/** One batch of a rule's delete: how many rows went, and whether another batch may find more. */
type Batch = (db: Database, cutoff: string, limit: number) => Promise<{ deleted: number; more: boolean }>;

async function count(db: Database, statement: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(statement);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Deletes the rows whose physical ids (ctid) the query picks: a TID scan, with no join the
 * planner could answer by reading the whole table. A row updated meanwhile has a new ctid and
 * is left for the next batch.
 */
const deleteRows = (table: SQL, picked: SQL) =>
  sql`with gone as (delete from ${table} where ctid = any(array(${picked})) returning 1) select count(*)::int as n from gone`;

/**
 * Up to `limit` rows matching `where`. With `oldestFirst`, the time column of an index: in
 * that index's order, which keeps the planner on the index whether few rows are due or many.
 */
function deleteWhere(table: string, where: (cutoff: string) => SQL, oldestFirst?: string): Batch {
  const t = sql.raw(table);
  const order = oldestFirst ? sql` order by ${sql.raw(oldestFirst)}` : sql``;
  return async (db, cutoff, limit) => {
    const deleted = await count(db, deleteRows(t, sql`select ctid from ${t} where ${where(cutoff)}${order} limit ${limit}`));
    return { deleted, more: deleted >= limit };
  };
}

/**
 * For tables whose identity ids grow with their creation time: the next `limit` rows from
 * the oldest, deleting those created before the cutoff. A window with none due ends the walk,
 * so a run reads at most one window past the last due row and never scans the table.
 */
function deleteOldestById(table: string, timeColumn: string): Batch {
  const [t, c] = [sql.raw(table), sql.raw(timeColumn)];
  return async (db, cutoff, limit) => {
    const window = sql`select ctid, ${c} as at from ${t} order by id limit ${limit}`;
    const deleted = await count(db, deleteRows(t, sql`select ctid from (${window}) w where at < ${cutoff}::timestamptz`));
    return { deleted, more: deleted > 0 };
  };
}

/** Each type in `events`, read by skipping through events_type_time_idx (a handful of index probes). */
async function eventTypes(db: Database): Promise<string[]> {
  const result = await db.execute<{ type: string }>(sql`
    with recursive t as (
      (select type from events order by type limit 1)
      union all
      select (select e.type from events e where e.type > t.type order by e.type limit 1) from t where t.type is not null)
    select type from t where type is not null`);
  return result.rows.map((r) => r.type);
}

function deleteEvents(): Batch {
  return async (db, cutoff, limit) => {
    let deleted = 0;
    for (const type of await eventTypes(db)) {
      const batch = deleteWhere("events", (at) => sql`type = ${type} and occurred_at < ${at}::timestamptz`, "occurred_at");
      deleted += (await batch(db, cutoff, limit - deleted)).deleted;
      if (deleted >= limit) break;
    }
    return { deleted, more: deleted >= limit };
  };
}

const before = (column: string) => (cutoff: string) => sql`${sql.raw(column)} < ${cutoff}::timestamptz`;

/** Each rule: the period it keeps, and one batch of its delete. */
const RULES: { table: string; period: RetainedRecord; batch: Batch }[] = [
  { table: "sessions", period: "expiredSessions", batch: deleteWhere("sessions", before("expires_at")) },
  { table: "rate_limits", period: "rateLimitWindows", batch: deleteWhere("rate_limits", before("window_start"), "window_start") },
  { table: "one_time_codes", period: "expiredCodes", batch: deleteWhere("one_time_codes", before("expires_at")) },
  { table: "verifications", period: "expiredCodes", batch: deleteWhere("verifications", before("expires_at")) },
  { table: "outbox", period: "sentMessages", batch: deleteOldestById("outbox", "created_at") },
  { table: "events", period: "activityEvents", batch: deleteEvents() },
  { table: "enquiries", period: "enquiries", batch: deleteOldestById("enquiries", "created_at") },
  { table: "booking_requests", period: "enquiries", batch: deleteOldestById("booking_requests", "created_at") },
  { table: "sell_leads", period: "sellLeads", batch: deleteWhere("sell_leads", before("created_at"), "created_at") },
  { table: "new_car_leads", period: "newCarLeads", batch: deleteWhere("new_car_leads", before("created_at"), "created_at") },
  { table: "contact_messages", period: "contactMessages", batch: deleteWhere("contact_messages", before("created_at")) },
  // A row's day is its IST date: it goes once that whole day is older than the period.
  { table: "web_vitals", period: "webVitals", batch: deleteWhere("web_vitals", (cutoff) => sql`day < (${cutoff}::timestamptz at time zone 'Asia/Kolkata')::date`, "day") },
];

/** One pass over every rule; returns the rows deleted per table. */
export async function applyRetention(db: Database, options: RetentionOptions = {}): Promise<Record<string, number>> {
  const { now = new Date(), batchSize = 10_000, budgetMs = 20_000 } = options;
  const deadline = performance.now() + budgetMs;
  const deleted: Record<string, number> = {};
  for (const rule of RULES) {
    const cutoff = cutoffBefore(RETENTION[rule.period], now).toISOString();
    let total = 0;
    let more: boolean;
    // Every rule gets a batch each run, however long an earlier one took.
    do {
      const batch = await rule.batch(db, cutoff, batchSize);
      total += batch.deleted;
      more = batch.more;
    } while (more && performance.now() < deadline);
    if (total > 0) deleted[rule.table] = total;
  }
  // The record of what was erased, and when (the lines carry no personal data).
  if (Object.keys(deleted).length > 0) logger.info({ event: "retention", deleted }, "expired records deleted");
  return deleted;
}
