/**
 * The server's periodic jobs: due price alerts every few minutes and unread-message mail every
 * minute, whichever process wrote the price or the message (another server, a seed script),
 * partners' due pull feeds and their cars' photos every minute (an advisory lock per partner
 * keeps two servers from fetching one feed at once; see app/.server/partners/feed-runner.ts),
 * and every hour the deletion of records past their retention period (/privacy states them)
 * and the freshness job (partner cars unseen for 7 days expire; "Still for sale?" mails); every
 * 15 s the saved-search job (cars that started to match a saved search, their instant mails and
 * the 08:00 IST digest).
 * A job's runs never overlap; its timer is unref'd so it never holds the process open. Stopping
 * clears the timer and resolves once a run in progress has finished, so shutdown closes the
 * database after it. The claims inside each job keep several servers from mailing twice.
 */
import type { Database, Host } from "./host";

/** What the jobs use of the app (from the server build). */
export type JobHost = Pick<
  Host,
  "deliverPriceAlerts" | "deliverUnreadMessageMail" | "applyRetention" | "runDueFeeds" | "fetchDuePartnerPhotos" | "refreshListingFreshness" | "runSavedSearches" | "logger"
>;

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  /** A first run this soon after start, for a long interval that frequent restarts would otherwise never reach. */
  firstRunMs?: number;
  run: (host: JobHost, db: Database) => Promise<unknown>;
}

export const PRICE_ALERT_JOB: PeriodicJob = { name: "price alert delivery", intervalMs: 5 * 60_000, run: (host, db) => host.deliverPriceAlerts(db) };

export const UNREAD_MAIL_JOB: PeriodicJob = { name: "unread-message mail", intervalMs: 60_000, run: (host, db) => host.deliverUnreadMessageMail(db) };

/** Its deletes are idempotent, so every process may run it; a run stops starting batches after 20 s. */
export const RETENTION_JOB: PeriodicJob = {
  name: "data retention",
  intervalMs: 60 * 60_000,
  // After start-up's own work (index, model, ratings), and before a deploy every hour or so would skip it.
  firstRunMs: 10 * 60_000,
  run: (host, db) => host.applyRetention(db),
};

/** At most 5 feeds a tick (feed-runner.ts); a run never overlaps the last, so a slow feed delays the rest a minute. */
export const PARTNER_FEED_JOB: PeriodicJob = { name: "partner pull feeds", intervalMs: 60_000, run: (host, db) => host.runDueFeeds(db) };

/** At most 20 cars a tick, one photo at a time through the photo decoding lane. */
export const PARTNER_PHOTO_JOB: PeriodicJob = { name: "partner feed photos", intervalMs: 60_000, run: (host, db) => host.fetchDuePartnerPhotos(db) };

/** Batched and time-bounded; its batches take an advisory lock, so several processes do the work once. */
export const FRESHNESS_JOB: PeriodicJob = {
  name: "listing freshness",
  intervalMs: 60 * 60_000,
  firstRunMs: 12 * 60_000,
  run: (host, db) => host.refreshListingFreshness(db),
};

/**
 * One process matches at a time (an advisory lock, and the cursor as a lease); the mails are
 * claimed, so any process sends them, and no two send one (decision 039).
 */
export const SAVED_SEARCH_JOB: PeriodicJob = { name: "saved searches", intervalMs: 15_000, run: (host, db) => host.runSavedSearches(db) };

export const PERIODIC_JOBS = [PRICE_ALERT_JOB, UNREAD_MAIL_JOB, RETENTION_JOB, PARTNER_FEED_JOB, PARTNER_PHOTO_JOB, FRESHNESS_JOB, SAVED_SEARCH_JOB];

/** Starts one job; the returned stop resolves when no run is in progress any more. */
export function startPeriodicJob(host: JobHost, db: Database, job: PeriodicJob): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run(host, db)
      .then(
        () => undefined,
        (error: unknown) => host.logger.error({ err: error, job: job.name }, "periodic job failed"),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  const first = job.firstRunMs === undefined ? undefined : setTimeout(tick, job.firstRunMs);
  first?.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}

/** Starts every job; the returned stop stops them all. */
export function startPeriodicJobs(host: JobHost, db: Database, jobs: readonly PeriodicJob[] = PERIODIC_JOBS): () => Promise<void> {
  const stops = jobs.map((job) => startPeriodicJob(host, db, job));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
