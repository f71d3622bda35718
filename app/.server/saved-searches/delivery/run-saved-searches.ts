/**
 * The saved-search job (server/periodic-jobs.ts, every 15 s in every app process): match the
 * cars that started to be found (one process at a time: match-run.ts), then send the instant
 * mails and daily digests that are due (claimed, so any process may: mail-claims.ts).
 */
import type { Database } from "../../db/client";
import { logger } from "../../logger";
import { deliverDailyDigests } from "./daily-digest";
import { deliverInstantMail } from "./instant-mail";
import { SavedSearchMatching, type MatchingReport } from "./match-run";

/** This process's matching (its shadow of the index and its matcher live as long as it does). */
const matching = new SavedSearchMatching();

export interface SavedSearchReport {
  matching: MatchingReport;
  instantMails: number;
  digests: number;
}

export async function runSavedSearches(db: Database, now = new Date()): Promise<SavedSearchReport> {
  const report = { matching: await matching.run(db, now), instantMails: await deliverInstantMail(db, now), digests: await deliverDailyDigests(db, now) };
  const { matching: m } = report;
  if ((m.role === "matched" && m.matches > 0) || report.instantMails > 0 || report.digests > 0) logger.info({ event: "saved-searches", ...report }, "saved-search job");
  return report;
}
