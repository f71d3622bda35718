/**
 * The row engine's contract as the feed runner sees it (app/.server/partners/apply-rows.ts has
 * the same shapes). The runner takes the apply function as a parameter, so the fetch logic is
 * tested with a fake and the real engine is wired in one place: feed-runner.ts's default deps.
 */
import type { Database } from "../db/client";

export interface RowRejection {
  index: number;
  externalId: string | null;
  errors: { field: string; message: string }[];
}

export interface ApplyReport {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: RowRejection[];
}

export interface ApplyOptions {
  kind: "push" | "feed";
  fullStock?: boolean;
  now?: Date;
}

export interface PartnerRef {
  id: number;
  name: string;
  source: string;
}

export type ApplyPartnerRows = (db: Database, partner: PartnerRef, rows: readonly unknown[], options: ApplyOptions) => Promise<ApplyReport>;

/** A feed that could not be fetched or read; the message says why, in words for the admin page. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}
