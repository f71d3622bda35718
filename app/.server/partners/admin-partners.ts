/**
 * Partners as an admin manages them (issue 35): create one with a key shown once, rotate or
 * revoke the key, set or clear its pull feed, list them with their last run and listing counts,
 * and download the last run's rejected rows. Every change writes an audit line; keys never do.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { partnerListings, partnerRuns, partners } from "../db/schema";
import { AppError, notFound, parseOrThrow } from "../http/app-error";
import { auditAdminAction } from "../admin/admin-audit";
import { generatePartnerKey } from "./partner-keys";
import { toCsv } from "~/lib/selling/bulk-csv";
import {
  feedSettingsSchema,
  newPartnerSchema,
  type FeedFormat,
  type FeedSettings,
  type ListingStatusCounts,
  type PartnerRow,
  type PartnerRun,
} from "~/lib/partners/partner-admin";

export const PARTNER_MESSAGES = {
  sourceTaken: (source: string) => `A partner with the source "${source}" already exists; each source belongs to one partner`,
  notFound: (id: number) => `No partner with id ${id}`,
} as const;

/** Who did it, for the audit line; seeds and scripts act as "system". */
type Actor = string;

export interface CreatedPartner {
  id: number;
  name: string;
  source: string;
  /** Shown once; only its hash is stored. */
  key: string;
}

export async function createPartner(db: Database, input: unknown, actor: Actor = "system"): Promise<CreatedPartner> {
  const { name, source } = parseOrThrow(newPartnerSchema, input);
  // "OLX" and "olx" would be one badge on the cards: one partner per source, whatever the case.
  const [taken] = await db.select({ id: partners.id }).from(partners).where(sql`lower(${partners.source}) = lower(${source})`).limit(1);
  if (taken) throw new AppError("conflict", PARTNER_MESSAGES.sourceTaken(source), [{ field: "source", message: "is already taken" }]);
  const key = generatePartnerKey();
  const [row] = await db
    .insert(partners)
    .values({ name, source, keyHash: key.hash, keyPrefix: key.prefix, keyCreatedAt: new Date() })
    .onConflictDoNothing({ target: partners.source })
    .returning({ id: partners.id });
  if (!row) throw new AppError("conflict", PARTNER_MESSAGES.sourceTaken(source), [{ field: "source", message: "is already taken" }]);
  auditAdminAction("partner_created", actor, { partnerId: row.id, source, keyPrefix: key.prefix });
  return { id: row.id, name, source, key: key.key };
}

export async function rotatePartnerKey(db: Database, id: number, actor: Actor = "system"): Promise<{ key: string }> {
  const key = generatePartnerKey();
  const [row] = await db
    .update(partners)
    .set({ keyHash: key.hash, keyPrefix: key.prefix, keyCreatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  if (!row) throw notFound(PARTNER_MESSAGES.notFound(id));
  auditAdminAction("partner_key_rotated", actor, { partnerId: id, keyPrefix: key.prefix });
  return { key: key.key };
}

/** No hash, no key: every call with any key is 401. The prefix stays so the page can say which key was revoked. */
export async function revokePartnerKey(db: Database, id: number, actor: Actor = "system"): Promise<void> {
  const [row] = await db.update(partners).set({ keyHash: null }).where(eq(partners.id, id)).returning({ id: partners.id });
  if (!row) throw notFound(PARTNER_MESSAGES.notFound(id));
  auditAdminAction("partner_key_revoked", actor, { partnerId: id });
}

/** FEEDS_ALLOW_LOCAL=1 (tests and demos only) also allows http and loopback feeds. */
export const feedsAllowLocal = () => process.env.FEEDS_ALLOW_LOCAL === "1";

export async function setPartnerFeed(db: Database, id: number, input: unknown, actor: Actor = "system"): Promise<FeedSettings> {
  const { url, format, intervalMinutes } = parseOrThrow(feedSettingsSchema(feedsAllowLocal()), input);
  const now = new Date();
  // A new URL starts over: the old validators belong to another document; fetched soon after.
  const [row] = await db
    .update(partners)
    .set({ feedUrl: url, feedFormat: format, feedIntervalMinutes: intervalMinutes, feedEtag: null, feedLastModified: null, feedNextFetchAt: now })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  if (!row) throw notFound(PARTNER_MESSAGES.notFound(id));
  auditAdminAction("partner_feed_set", actor, { partnerId: id, feedUrl: url, format, intervalMinutes });
  return { url, format, intervalMinutes, nextFetchAt: now.toISOString() };
}

export async function clearPartnerFeed(db: Database, id: number, actor: Actor = "system"): Promise<void> {
  const [row] = await db
    .update(partners)
    .set({ feedUrl: null, feedFormat: null, feedIntervalMinutes: null, feedEtag: null, feedLastModified: null, feedNextFetchAt: null })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  if (!row) throw notFound(PARTNER_MESSAGES.notFound(id));
  auditAdminAction("partner_feed_cleared", actor, { partnerId: id });
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type LastRunRow = Omit<PartnerRun, "startedAt" | "finishedAt"> & { partnerId: number; startedAt: Date | string; finishedAt: Date | string | null };

/** Every partner, A to Z, with its newest run (one index probe each) and its listings by status. */
export async function listPartners(db: Database): Promise<PartnerRow[]> {
  const rows = await db.select().from(partners).orderBy(sql`lower(${partners.name})`, partners.id);
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  // LATERAL ... LIMIT 1 walks partner_runs_partner_idx backwards: never the whole history.
  const runs = await db.execute<LastRunRow>(sql`
    select p.id as "partnerId", r.kind, r.status, r.created, r.updated, r.unchanged, r.removed, r.rejected, r.error,
           r.started_at as "startedAt", r.finished_at as "finishedAt"
    from ${partners} p
    join lateral (
      select * from ${partnerRuns} where partner_id = p.id order by started_at desc limit 1
    ) r on true`);
  const lastRun = new Map(runs.rows.map(({ partnerId, startedAt, finishedAt, ...run }) => [partnerId, { ...run, startedAt: iso(startedAt)!, finishedAt: iso(finishedAt) }]));
  // The primary key starts with partner_id, so each partner's rows are one index range.
  const counts = await db
    .select({ partnerId: partnerListings.partnerId, status: partnerListings.status, n: sql<number>`count(*)::int` })
    .from(partnerListings)
    .where(inArray(partnerListings.partnerId, ids))
    .groupBy(partnerListings.partnerId, partnerListings.status);
  const byPartner = new Map<number, ListingStatusCounts>();
  for (const { partnerId, status, n } of counts) {
    const tally = byPartner.get(partnerId) ?? { live: 0, rejected: 0, removed: 0, expired: 0 };
    if (status in tally) tally[status as keyof ListingStatusCounts] = n;
    byPartner.set(partnerId, tally);
  }
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    source: p.source,
    key: p.keyHash && p.keyPrefix && p.keyCreatedAt
      ? { state: "active", prefix: p.keyPrefix, createdAt: p.keyCreatedAt.toISOString() }
      : p.keyCreatedAt ? { state: "revoked", prefix: p.keyPrefix } : { state: "none" },
    feed: p.feedUrl && p.feedFormat && p.feedIntervalMinutes
      ? { url: p.feedUrl, format: p.feedFormat as FeedFormat, intervalMinutes: p.feedIntervalMinutes, nextFetchAt: iso(p.feedNextFetchAt) }
      : null,
    lastRun: lastRun.get(p.id) ?? null,
    listings: byPartner.get(p.id) ?? { live: 0, rejected: 0, removed: 0, expired: 0 },
  }));
}

interface RejectedRow {
  index?: unknown;
  externalId?: unknown;
  errors?: { field?: unknown; message?: unknown }[];
}

const cell = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** The newest run's rejected rows, one line per error; cells a spreadsheet would run are neutralised. */
export async function rejectedRowsCsv(db: Database, partnerId: number): Promise<string> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw notFound(PARTNER_MESSAGES.notFound(partnerId));
  const [run] = await db
    .select({ rejectedRows: partnerRuns.rejectedRows })
    .from(partnerRuns)
    .where(eq(partnerRuns.partnerId, partnerId))
    .orderBy(desc(partnerRuns.startedAt))
    .limit(1);
  const rows: string[][] = [["index", "externalId", "field", "message"]];
  const rejected = Array.isArray(run?.rejectedRows) ? (run.rejectedRows as RejectedRow[]) : [];
  for (const row of rejected) {
    const errors = Array.isArray(row.errors) && row.errors.length > 0 ? row.errors : [{}];
    for (const error of errors) rows.push([cell(row.index), cell(row.externalId), cell(error.field), cell(error.message)]);
  }
  return toCsv(rows);
}
