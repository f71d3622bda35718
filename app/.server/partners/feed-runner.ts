/**
 * Pull feeds (issue 35, API.md "Pull feeds"): fetch a partner's feed URL, conditionally on the
 * last answer's ETag / Last-Modified, read it and hand its rows to the row engine as the
 * partner's whole stock (cars missing from it are removed). A fetch that fails (refused URL,
 * timeout, cap, HTTP error, not a feed) changes no listing: it leaves a 'failed' run with the
 * reason for /admin/partners. Every outcome schedules the next fetch, so a broken feed is tried
 * again at its interval, not every minute. One fetch per partner at a time (feed-lock.ts).
 */
import { applyPartnerRows } from "./apply-rows";
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { partnerRuns, partners } from "../db/schema";
import { logger } from "../logger";
import { isFeedFormat, parseFeed } from "./feed-parse";
import { withPartnerFeedLock } from "./feed-lock";
import { FeedError, type ApplyPartnerRows } from "./feed-types";
import { fetchFeed } from "./safe-fetch";

export type FeedRunStatus = "ok" | "not-modified" | "failed" | "busy" | "no-feed" | "not-found";

export interface FeedRunResult {
  status: FeedRunStatus;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** How many rows the engine rejected (the rows themselves are on the run). */
  rejected: number;
  error?: string;
}

export interface FeedRunnerDeps {
  apply: ApplyPartnerRows;
  fetch?: typeof fetchFeed;
  now?: () => Date;
}

const DEFAULT_INTERVAL_MINUTES = 15;

/** What every caller uses (the admin endpoint, the periodic job): the one row engine pushes use too. */
export const FEED_DEPS: FeedRunnerDeps = { apply: applyPartnerRows };

const counts = (status: FeedRunStatus, error?: string): FeedRunResult => ({ status, created: 0, updated: 0, unchanged: 0, removed: 0, rejected: 0, ...(error ? { error } : {}) });

/** Fetches one partner's feed now; 'busy' when another fetch of it is under way (any process). */
export async function runPartnerFeed(db: Database, partnerId: number, deps: FeedRunnerDeps = FEED_DEPS): Promise<FeedRunResult> {
  const [partner] = await db
    .select({
      id: partners.id,
      name: partners.name,
      source: partners.source,
      url: partners.feedUrl,
      format: partners.feedFormat,
      interval: partners.feedIntervalMinutes,
      etag: partners.feedEtag,
      lastModified: partners.feedLastModified,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner) return counts("not-found");
  if (!partner.url || !isFeedFormat(partner.format)) return counts("no-feed");
  const { url, format } = partner;

  const locked = await withPartnerFeedLock(db, partnerId, async (): Promise<FeedRunResult> => {
    const startedAt = deps.now?.() ?? new Date();
    const nextFetchAt = new Date(startedAt.getTime() + Math.max(1, partner.interval ?? DEFAULT_INTERVAL_MINUTES) * 60_000);
    const record = async (status: "not-modified" | "failed", error?: string) => {
      await db.insert(partnerRuns).values({ partnerId, kind: "feed", status, error, startedAt, finishedAt: deps.now?.() ?? new Date() });
      await db.update(partners).set({ feedNextFetchAt: nextFetchAt }).where(eq(partners.id, partnerId));
      return counts(status, error);
    };
    try {
      const answer = await (deps.fetch ?? fetchFeed)(url, { etag: partner.etag, lastModified: partner.lastModified });
      if (answer.status === "not-modified") return await record("not-modified");
      const rows = parseFeed(answer.body, format);
      const report = await deps.apply(db, { id: partner.id, name: partner.name, source: partner.source }, rows, { kind: "feed", fullStock: true, now: startedAt });
      // A validator kept only when both came back: a feed that drops its ETag is fetched whole again.
      await db
        .update(partners)
        .set({ feedEtag: answer.etag, feedLastModified: answer.lastModified, feedNextFetchAt: nextFetchAt })
        .where(eq(partners.id, partnerId));
      const { created, updated, unchanged, removed } = report;
      return { status: "ok", created, updated, unchanged, removed, rejected: report.rejected.length };
    } catch (error) {
      if (!(error instanceof FeedError)) logger.error({ err: error, partnerId }, "partner feed run failed");
      return await record("failed", error instanceof FeedError ? error.message : "The feed could not be applied (an error on our side; see the server log)");
    }
  });
  return locked.taken ? locked.value : counts("busy");
}

export interface DueFeedsOptions {
  /** Feeds fetched in one tick at most; the rest are due at the next. */
  limit?: number;
  deps?: FeedRunnerDeps;
}

/** Fetches the feeds that are due (never fetched, or their next fetch time has come), oldest first. */
export async function runDueFeeds(db: Database, now = new Date(), { limit = 5, deps = FEED_DEPS }: DueFeedsOptions = {}) {
  const due = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(isNotNull(partners.feedUrl), inArray(partners.feedFormat, ["csv", "json"]), or(isNull(partners.feedNextFetchAt), lte(partners.feedNextFetchAt, now))))
    .orderBy(asc(partners.feedNextFetchAt))
    .limit(limit);
  const results: (FeedRunResult & { partnerId: number })[] = [];
  for (const { id } of due) results.push({ partnerId: id, ...(await runPartnerFeed(db, id, deps)) });
  return results;
}
