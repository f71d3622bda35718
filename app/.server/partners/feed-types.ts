/**
 * The row engine's contract as the feed runner sees it, taken from the engine itself
 * (app/.server/partners/apply-rows.ts). The runner takes the apply function as a parameter, so
 * the fetch logic is tested with a fake and the real engine is wired in one place:
 * feed-runner.ts's default deps.
 */
import type { applyPartnerRows } from "./apply-rows";

export type { ApplyOptions, ApplyReport, RowRejection } from "./apply-rows";
export type { PartnerIdentity as PartnerRef } from "./partner-row-columns";
export type ApplyPartnerRows = typeof applyPartnerRows;

/** A feed that could not be fetched or read; the message says why, in words for the admin page. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}
