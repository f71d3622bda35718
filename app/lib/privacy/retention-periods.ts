/**
 * How long CarSaathi keeps each kind of record (issue 32, DPDP Act 2023). One table: the
 * retention job (app/.server/privacy/retention.ts) deletes by it and /privacy prints it, so the
 * page cannot promise a period the job does not keep. Server logs are listed too, but they live
 * outside the database: the deployment rotates them (docs/architecture.md, "Logs and retention").
 */

export type PeriodUnit = "day" | "month" | "year";

export interface Period {
  amount: number;
  unit: PeriodUnit;
}

/**
 * "Remember me" keeps a session this long after the last visit (better-auth renews it daily);
 * without it the cookie ends with the browser and the session row after a day.
 */
export const SESSION_DAYS = 30;

export const RETENTION = {
  /** A session row after it expired (signing out deletes it at once). */
  expiredSessions: { amount: 1, unit: "day" },
  /** Rate-limit counters (keyed by IP address, the email or phone typed, or the account). */
  rateLimitWindows: { amount: 1, unit: "day" },
  /** One-time codes (and an unfinished registration's details) and sign-in states, after they expire. */
  expiredCodes: { amount: 1, unit: "day" },
  /** Every email and SMS we sent, whatever became of it. */
  sentMessages: { amount: 30, unit: "day" },
  /** Views, clicks, saves, enquiry counts and searches: the dashboard's longest range is 12 months. */
  activityEvents: { amount: 13, unit: "month" },
  /** Page speed measurements from visitors' browsers (no one named): a quarter to compare releases by. */
  webVitals: { amount: 90, unit: "day" },
  /** Enquiries and booking requests sent to a seller from a car's page. */
  enquiries: { amount: 12, unit: "month" },
  /** 'Get the best offer' requests from new-car pages (the phone and email dealers or our team answer). */
  newCarLeads: { amount: 12, unit: "month" },
  /** 'Get Instant Quote' requests from /sell (the phone number we call back). */
  sellLeads: { amount: 6, unit: "month" },
  /** Messages sent through /contact. */
  contactMessages: { amount: 12, unit: "month" },
  /** Request and refusal log lines on the server's output: rotated by the deployment, not the app. */
  serverLogs: { amount: 1, unit: "year" },
} as const satisfies Record<string, Period>;

export type RetainedRecord = keyof typeof RETENTION;

/** "1 day", "30 days", "13 months": how the page says a period. */
export function describePeriod({ amount, unit }: Period): string {
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/**
 * The instant before which a record kept for `period` is due to go. Months count on the UTC
 * calendar and stop at the month's end (31 March less a month is 28 or 29 February), so
 * nothing ever goes early.
 */
export function cutoffBefore({ amount, unit }: Period, now: Date): Date {
  if (unit === "day") return new Date(now.getTime() - amount * 86_400_000);
  const months = unit === "year" ? amount * 12 : amount;
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}
