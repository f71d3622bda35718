/**
 * Fixed-window rate limits in the rate_limits table, so every app process shares the count.
 * Each action is limited per client IP and, where there is one, per account (the email typed,
 * or the signed-in user's id), so neither many addresses nor many accounts get around it, and
 * where an action is aimed at something (a car), per sender and target too, so nobody floods one
 * seller. An account's attempt can be handed back (`refundAccount`) where only failures count.
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
const ONE_HOUR = 60 * 60;

const per = (max: number, windowSeconds = FIFTEEN_MINUTES): Limit => ({ max, windowSeconds });

export const LIMITS = {
  /**
   * Password sign-in. The account's count keeps failures only (a successful sign-in is handed
   * back), so its owner signing in often is never paused; hitting it emails the owner once
   * (lockout notice), and a password reset clears it. The IP's count keeps every attempt.
   */
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
  /**
   * New-car 'Get the best offer' requests (issue 33), by IP and by the phone typed, per hour:
   * each one reaches every dealer of the make in the city, so one number asks 5 times at most.
   */
  newCarLead: { ip: per(20, ONE_HOUR), account: per(5, ONE_HOUR) },
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
  // Where an action needs an account, its IP limit below sits far above one person's use (many
  // mobile users share an address behind carrier NAT) and the account limit stops one sender.
  // Guests can send /contact messages, enquiries and bookings: only their IP limit stops them.
  /** /contact, by IP and by the email typed, counted once the form is valid: each one is read by the team. */
  contactMessage: { ip: per(20), account: per(5) },
  /** Reporting a chat (page or API), by user id: each one is read by an admin; nobody has ten bad chats in 15 minutes. */
  chatReport: { ip: per(30), account: per(10) },
  /** Setting or removing a price alert, by user id: one click per car, so 60 is a car every 15 s for 15 minutes. */
  priceAlert: { ip: per(300), account: per(60) },
  /** POST /api/recommendations/track clicks, saves and contacts (not views), by user id: a click leaves the page, so 300 is no one's browsing. */
  interaction: { ip: per(1200), account: per(300) },
  /**
   * The details page's view beacon (and views sent to /track), by user id: one per car opened;
   * 120 is a car every 7.5 s for 15 minutes. Beyond either limit a view is simply not counted.
   */
  listingView: { ip: per(300), account: per(120) },
  /**
   * Field Core Web Vitals reports (POST /api/vitals), one per page view, by IP only (they are
   * anonymous): 600 is a page every 1.5 s for 15 minutes, room for a carrier NAT's visitors.
   * Beyond it a report is simply not stored.
   */
  webVitals: { ip: per(600) },
  /** /profile details and /settings preferences, by user id, counted once valid: a few saves, never 20. */
  profileUpdate: { ip: per(120), account: per(20) },
  /** POST /api/conversations/:id/read, by user id: one per message arriving in the open chat; the other side may send 100. */
  conversationRead: { ip: per(2400), account: per(600) },
  /**
   * Details page enquiries, by user id, and per sender (user, else IP) and car: one seller gets
   * at most 3 an hour from one person; a buyer writes once per car, maybe again to correct it.
   */
  enquiry: { ip: per(10), account: per(10), target: per(3, ONE_HOUR) },
  /** 'Purchase Now' booking requests, limited like enquiries: a buyer books a car once. */
  bookingRequest: { ip: per(10), account: per(10), target: per(3, ONE_HOUR) },
  /** Deleting an account, by user id: each try checks a password or a mailed code (guessable), and asking for the code mails one. */
  deleteAccount: { ip: per(30), account: per(5) },
  /** 'Download my data', by user id: each builds a file of everything we hold on the user. */
  exportData: { ip: per(30), account: per(5, 60 * 60) },
  /**
   * Partner API calls (issue 35), per partner key (the account is the partner's id), per minute:
   * two a second, each up to 1,000 cars. The address limit only stops one host using many keys.
   */
  partnerApi: { ip: per(1200, 60), account: per(120, 60) },
  /** Partner changes on /admin/partners and /api/admin/partners, by admin id: a morning's setup fits, a runaway script does not. */
  adminPartner: { ip: per(300), account: per(120) },
} satisfies Record<string, { ip: Limit; account?: Limit; target?: Limit }>;

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
  /** What the attempt is aimed at (a car's id): counted per sender (the account, else the IP) and target. */
  target?: string;
}

/** An attempt that got through, counted. */
export interface CountedAttempt {
  /**
   * Takes the attempt off the account's count (the IP's keeps it), for limits that count
   * failures only. Counting first and handing back on success keeps the check atomic: parallel
   * guesses cannot all pass a count read before any of them failed.
   */
  refundAccount(): Promise<void>;
}

const NOTHING_TO_REFUND: CountedAttempt = { refundAccount: async () => {} };

const accountKey = (action: LimitedAction, account: string) => `${action}:account:${account}`;

/**
 * One attempt at an action, by IP and (when known) by account. `onAccountLimit` runs once per
 * window, on the first refused attempt for the account (the atomic count passes max + 1 once).
 */
export async function checkRateLimit(
  db: Database,
  action: LimitedAction,
  client: RateLimitClient,
  onAccountLimit?: () => Promise<void>,
): Promise<CountedAttempt> {
  const limits: { ip: Limit; account?: Limit; target?: Limit } = LIMITS[action];
  const now = new Date();
  await hit(db, `${action}:ip:${client.ip}`, limits.ip, now);
  if (client.target && limits.target) {
    const sender = client.account ? `account:${client.account}` : `ip:${client.ip}`;
    await hit(db, `${action}:target:${client.target}:${sender}`, limits.target, now);
  }
  if (!client.account || !limits.account) return NOTHING_TO_REFUND;
  const key = accountKey(action, client.account);
  const { count: n, windowStart } = await count(db, key, limits.account, now);
  if (n <= limits.account.max) {
    return {
      refundAccount: async () => {
        await db.execute(sql`
          update rate_limits set count = count - 1 where key = ${key} and window_start = ${windowStart.toISOString()} and count > 0`);
      },
    };
  }
  if (n === limits.account.max + 1 && onAccountLimit) await onAccountLimit();
  throw tooMany(limits.account, windowStart, now);
}

/** Forgets an account's count for the action (its owner proved who they are another way). */
export async function clearAccountLimit(db: Database, action: LimitedAction, account: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${accountKey(action, account)}`);
}

