/**
 * The hourly freshness job (server/periodic-jobs.ts; decision 035): partner cars unseen for 7
 * days expire, private sellers' cars whose "Still for sale?" mail went unanswered for 7 days
 * expire, then the cars due a new mail get one. Each step is batched and time-bounded, and
 * every batch takes the freshness advisory lock (job-lock.ts), so several app processes do
 * the work once.
 */
import type { Database } from "../db/client";
import { logger } from "../logger";
import { expireUnseenPartnerListings } from "./expire-partner-listings";
import { expireUnansweredSaleChecks, mailSaleChecks } from "./sale-checks";

export interface FreshnessReport {
  partnerExpired: number;
  unansweredExpired: number;
  saleChecksMailed: number;
}

export async function refreshListingFreshness(db: Database, now = new Date()): Promise<FreshnessReport> {
  const report = {
    partnerExpired: await expireUnseenPartnerListings(db, now),
    unansweredExpired: await expireUnansweredSaleChecks(db, now),
    saleChecksMailed: await mailSaleChecks(db, now),
  };
  if (Object.values(report).some((n) => n > 0)) logger.info({ event: "freshness", ...report }, "listing freshness job");
  return report;
}
