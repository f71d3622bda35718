/**
 * Fixed-window rate limits in the rate_limits table, so every app process shares the count.
 * Each action is limited per client IP and, where there is one, per email address.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";

export interface Limit {
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

export const LIMITS = {
  login: { ip: { max: 50, windowSeconds: FIFTEEN_MINUTES }, email: { max: 10, windowSeconds: FIFTEEN_MINUTES } },
  register: { ip: { max: 30, windowSeconds: FIFTEEN_MINUTES }, email: { max: 5, windowSeconds: FIFTEEN_MINUTES } },
  sendCode: { ip: { max: 30, windowSeconds: FIFTEEN_MINUTES }, email: { max: 5, windowSeconds: FIFTEEN_MINUTES } },
  resetPassword: { ip: { max: 30, windowSeconds: FIFTEEN_MINUTES }, email: { max: 5, windowSeconds: FIFTEEN_MINUTES } },
} satisfies Record<string, { ip: Limit; email: Limit }>;

export type LimitedAction = keyof typeof LIMITS;

/** Counts one attempt; over the limit it throws a 429 AppError with Retry-After. */
export async function hit(db: Database, key: string, limit: Limit, now = new Date()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  if (Number(result.rows[0]?.count) <= limit.max) return;
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    "rate_limited",
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/** One attempt at an action, by IP and (when known) by email. */
export async function checkRateLimit(db: Database, action: LimitedAction, client: { ip: string; email?: string }): Promise<void> {
  const limits = LIMITS[action];
  // Housekeeping rides along on about one request in a hundred.
  if (Math.random() < 0.01) void pruneRateLimits(db).catch(() => {});
  await hit(db, `${action}:ip:${client.ip}`, limits.ip);
  if (client.email) await hit(db, `${action}:email:${client.email}`, limits.email);
}

/** Old windows are of no use; dropped now and then so the table stays small. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`);
}
