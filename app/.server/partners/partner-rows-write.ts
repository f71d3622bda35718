/**
 * The SQL of applying a partner's rows, each a set-based statement over a whole batch (one
 * multi-row statement per chunk of rows, never a round trip per row), so a 1,000-row push is a
 * handful of statements in one transaction.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { excludedAssignments, insertJsonRows } from "../import/db-batch";
import { listingImages, listings, partnerListings, partnerRuns, priceHistory } from "../db/schema";
import type { NewListingRow } from "../selling/seller-listing-row";
import type { FieldError } from "../../lib/partners/partner-listing";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const CHUNK = 500;
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ExistingRow {
  externalId: string;
  listingId: number | null;
  status: string;
  contentHash: string | null;
  imageUrls: string[];
  price: number | null;
  listingStatus: string | null;
}

/** This partner's rows for these ids (the partner in the WHERE: another's ids are unknown). */
export async function readExisting(tx: Tx, partnerId: number, externalIds: readonly string[]): Promise<Map<string, ExistingRow>> {
  const found = new Map<string, ExistingRow>();
  for (const ids of chunks(externalIds, 1000)) {
    const rows = await tx
      .select({
        externalId: partnerListings.externalId,
        listingId: partnerListings.listingId,
        status: partnerListings.status,
        contentHash: partnerListings.contentHash,
        imageUrls: partnerListings.imageUrls,
        price: listings.price,
        listingStatus: listings.status,
      })
      .from(partnerListings)
      .leftJoin(listings, eq(listings.id, partnerListings.listingId))
      .where(and(eq(partnerListings.partnerId, partnerId), inArray(partnerListings.externalId, ids)));
    for (const row of rows) found.set(row.externalId, row);
  }
  return found;
}

/** Columns a resend rewrites: all but the listing's identity and when it was first listed. */
const KEPT_ON_UPDATE = new Set(["listedAt", "createdAt", "carGroup", "source", "sourceId"]);
type ListingKey = keyof typeof listings.$inferInsert;

/**
 * Inserts new listings and rewrites known ones by (source, source_id); answers each row's id.
 * The rows go as one jsonb parameter (import/db-batch.ts): Drizzle's one parameter per value
 * cost more to build than the insert took to run.
 */
export async function upsertListings(tx: Tx, rows: readonly NewListingRow[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const rewritten = (Object.keys(rows[0]) as ListingKey[]).filter((key) => !KEPT_ON_UPDATE.has(key));
  const tail = sql`on conflict (source, source_id) do update set ${excludedAssignments(listings, rewritten)} returning id, source_id as "sourceId"`;
  // 250 rows a statement: building and sending one statement's JSON holds this process's
  // searches meanwhile (30-70 ms for 1,000 rows at a million listings, profiled).
  for (const chunk of chunks(rows, 250)) {
    const written = await insertJsonRows<typeof listings, { id: number; sourceId: string }>(tx, listings, chunk, tail);
    for (const row of written) ids.set(row.sourceId, row.id);
  }
  return ids;
}

export async function recordPriceChanges(tx: Tx, changes: readonly { listingId: number; price: number }[], now: Date) {
  for (const chunk of chunks(changes)) await tx.insert(priceHistory).values(chunk.map((c) => ({ ...c, changedAt: now })));
}

/** New image URLs: the listing's fetched photos go, so the photo job fetches the new ones. */
export async function dropFetchedPhotos(tx: Tx, listingIds: readonly number[]) {
  for (const ids of chunks(listingIds, 1000)) {
    await tx.delete(listingImages).where(and(inArray(listingImages.listingId, ids), eq(listingImages.kind, "upload")));
  }
}

export interface LiveEntry {
  externalId: string;
  listingId: number;
  contentHash: string;
  imageUrls: string[];
}

export async function upsertLiveRows(tx: Tx, partnerId: number, entries: readonly LiveEntry[], now: Date) {
  const seen = now.toISOString();
  const tail = sql`on conflict (partner_id, external_id) do update set listing_id = excluded.listing_id, status = 'live',
    content_hash = excluded.content_hash, image_urls = excluded.image_urls, errors = null, last_seen_at = excluded.last_seen_at`;
  for (const chunk of chunks(entries, 1000)) {
    const rows = chunk.map((e) => ({ ...e, partnerId, status: "live", errors: null, firstSeenAt: seen, lastSeenAt: seen }));
    await insertJsonRows(tx, partnerListings, rows, tail);
  }
}

/** Seen again, unchanged: only the sighting moves (the 7-day expiry reads it). */
export async function touchSeen(tx: Tx, partnerId: number, externalIds: readonly string[], now: Date) {
  for (const ids of chunks(externalIds, 1000)) {
    await tx
      .update(partnerListings)
      .set({ lastSeenAt: now })
      .where(and(eq(partnerListings.partnerId, partnerId), inArray(partnerListings.externalId, ids)));
  }
}

/**
 * A refused row keeps its errors for the partner to read. A car already on sale stays on sale as
 * last accepted (one typo in an update does not take it down); the errors say what was refused.
 */
export async function recordRejections(tx: Tx, partnerId: number, rejected: readonly { externalId: string; errors: FieldError[] }[], now: Date) {
  for (const chunk of chunks(rejected)) {
    await tx
      .insert(partnerListings)
      .values(chunk.map((r) => ({ partnerId, externalId: r.externalId, status: "rejected", errors: r.errors, firstSeenAt: now, lastSeenAt: now })))
      .onConflictDoUpdate({
        target: [partnerListings.partnerId, partnerListings.externalId],
        set: {
          errors: sql`excluded.errors`,
          lastSeenAt: now,
          status: sql`case when ${partnerListings.status} = 'live' and ${partnerListings.listingId} is not null then 'live' else 'rejected' end`,
        },
      });
  }
}

/** A listing leaving search (withdrawn, or missing from a full feed): kept, so its last price stays for the fair-price model. */
export async function takeOffSale(tx: Tx, listingIds: readonly number[], now: Date) {
  for (const ids of chunks(listingIds, 1000)) {
    await tx.update(listings).set({ status: "removed", updatedAt: now }).where(and(inArray(listings.id, ids), eq(listings.status, "active")));
  }
}

/** A full feed is the partner's whole stock: its live rows not in it are removed. */
export async function removeMissing(tx: Tx, partnerId: number, present: readonly string[], now: Date): Promise<number> {
  const removed = await tx
    .update(partnerListings)
    .set({ status: "removed" })
    .where(
      and(
        eq(partnerListings.partnerId, partnerId),
        eq(partnerListings.status, "live"),
        // One array parameter, not one per id: a full feed may hold tens of thousands.
        sql`${partnerListings.externalId} <> all(${sql.param([...present])}::text[])`,
      ),
    )
    .returning({ listingId: partnerListings.listingId });
  await takeOffSale(tx, removed.flatMap((r) => (r.listingId === null ? [] : [r.listingId])), now);
  return removed.length;
}

export async function recordRun(tx: Tx, run: typeof partnerRuns.$inferInsert) {
  await tx.insert(partnerRuns).values(run);
}
