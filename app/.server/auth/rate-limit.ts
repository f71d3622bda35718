/**
 * Fixed-window rate limits in the rate_limits table, so every app process shares the count.
 * Each action is limited per client IP and, where there is one, per account (the email typed,
 * or the signed-in user's id), so neither many addresses nor many accounts get around it.
 * Old windows are deleted by the retention job (app/.server/privacy/retention.ts).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";

export interface Limit {
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

const per = (max: number, windowSeconds = FIFTEEN_MINUTES): Limit => ({ max, windowSeconds });

export const LIMITS = {
  /** Password sign-in; hitting the account limit also emails the owner once (lockout notice). */
  login: { ip: per(50), account: per(10) },
  /** Registration step 1 (sends a code). */
  register: { ip: per(30), account: per(5) },
  /** Registration step 2: each code also dies after 5 wrong guesses. */
  verifyCode: { ip: per(50), account: per(10) },
  /** 'Resend Code' during registration. */
  sendCode: { ip: per(30), account: per(5) },
  /** Forgot password, step 1: ask for a code. */
  requestReset: { ip: per(30), account: per(5) },
  /** Forgot password, step 2: code and new password. */
  resetPassword: { ip: per(30), account: per(10) },
  /** /profile password change, by user id: the current password is guessable there too. */
  changePassword: { ip: per(30), account: per(5) },
  /** Starting Google/Facebook sign-in, and the provider's redirect back to /api/auth/callback. */
  socialSignIn: { ip: per(30) },
  oauthCallback: { ip: per(30) },
  /** /sell quote requests, by IP and by the phone typed: each one is a lead someone calls. */
  sellLead: { ip: per(20), account: per(5) },
  /** Listing photo uploads, by user id: each is decoded and re-encoded four times (CPU). */
  sellerPhoto: { ip: per(120), account: per(60) },
  /** New listings from the form, by user id, counted once the form is valid (a typo costs nothing). */
  sellerListing: { ip: per(60), account: per(30) },
  /** A dealer's bulk CSV (up to 1,000 listings each), by user id: room for a few rounds of fixes. */
  bulkUpload: { ip: per(30), account: per(20) },
  /** Chat messages, by user id: a lively conversation fits, a spam run to many sellers does not. */
  chatMessage: { ip: per(600), account: per(100) },
  /** Blog story submissions, by user id, counted once the form is valid: each one is read by an admin. */
  blogSubmission: { ip: per(30), account: per(10) },
  /** Deleting an account, by user id: each try checks a password or a mailed code (guessable), and asking for the code mails one. */
  deleteAccount: { ip: per(30), account: per(5) },
  /** 'Download my data', by user id: each builds a file of everything we hold on the user. */
  exportData: { ip: per(30), account: per(5, 60 * 60) },
} satisfies Record<string, { ip: Limit; account?: Limit }>;

export type LimitedAction = keyof typeof LIMITS;

/** Counts one attempt in the current window and returns the count so far (this one included). */
async function count(db: Database, key: string, limit: Limit, now: Date): Promise<{ count: number; windowStart: Date }> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  return { count: Number(result.rows[0]?.count), windowStart };
}

function tooMany(limit: Limit, windowStart: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    "rate_limited",
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/** Counts one attempt; over the limit it throws a 429 AppError with Retry-After. */
export async function hit(db: Database, key: string, limit: Limit, now = new Date()): Promise<void> {
  const { count: n, windowStart } = await count(db, key, limit, now);
  if (n > limit.max) throw tooMany(limit, windowStart, now);
}

export interface RateLimitClient {
  ip: string;
  /** The email or phone typed, or the signed-in user's id. */
  account?: string;
}

/**
 * One attempt at an action, by IP and (when known) by account. `onAccountLimit` runs once per
 * window, on the first refused attempt for the account (the atomic count passes max + 1 once).
 */
export async function checkRateLimit(
  db: Database,
  action: LimitedAction,
  client: RateLimitClient,
  onAccountLimit?: () => Promise<void>,
): Promise<void> {
  const limits: { ip: Limit; account?: Limit } = LIMITS[action];
  const now = new Date();
  await hit(db, `${action}:ip:${client.ip}`, limits.ip, now);
  if (!client.account || !limits.account) return;
  const { count: n, windowStart } = await count(db, `${action}:account:${client.account}`, limits.account, now);
  if (n <= limits.account.max) return;
  if (n === limits.account.max + 1 && onAccountLimit) await onAccountLimit();
  throw tooMany(limits.account, windowStart, now);
}
