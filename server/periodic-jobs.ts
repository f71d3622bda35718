/**
 * The server's periodic jobs: due price alerts every few minutes and unread-message mail every
 * minute, whichever process wrote the price or the message (another server, a seed script).
 * A job's runs never overlap; its timer is unref'd so it never holds the process open. Stopping
 * clears the timer and resolves once a run in progress has finished, so shutdown closes the
 * database after it. The claims inside each job keep several servers from mailing twice.
 */
import type { Database } from "../app/.server/db/client";
import { deliverPriceAlerts } from "../app/.server/alerts/deliver-price-alerts";
import { logger } from "../app/.server/logger";
import { deliverUnreadMessageMail } from "../app/.server/messaging/unread-mail";

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  run: (db: Database) => Promise<unknown>;
}

export const PRICE_ALERT_JOB: PeriodicJob = { name: "price alert delivery", intervalMs: 5 * 60_000, run: (db) => deliverPriceAlerts(db) };

export const UNREAD_MAIL_JOB: PeriodicJob = { name: "unread-message mail", intervalMs: 60_000, run: (db) => deliverUnreadMessageMail(db) };

export const PERIODIC_JOBS = [PRICE_ALERT_JOB, UNREAD_MAIL_JOB];

/** Starts one job; the returned stop resolves when no run is in progress any more. */
export function startPeriodicJob(db: Database, job: PeriodicJob): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run(db)
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error, job: job.name }, "periodic job failed"),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Starts every job; the returned stop stops them all. */
export function startPeriodicJobs(db: Database, jobs: readonly PeriodicJob[] = PERIODIC_JOBS): () => Promise<void> {
  const stops = jobs.map((job) => startPeriodicJob(db, job));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
