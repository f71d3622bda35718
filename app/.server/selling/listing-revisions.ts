/**
 * A live listing's change that waits for an admin (issue 34: editing a live ad used to take it
 * off sale until approved, even for one more photo). The approved version stays on sale; the
 * seller's new facts and photos wait in listing_revisions, one row per listing, replaced by each
 * new edit. The price and the words around the car (LIVE_FIELDS) go live at once, as they do
 * for any edit. The owner is in the WHERE of every statement here.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingRevisions, listings } from "../db/schema";
import type { sellerListingColumns } from "./seller-listing-row";

/** What an admin checked: a change to any of these (or a new photo) waits for review. */
export const REVIEWED_FACTS = ["make", "model", "variant", "year", "km", "fuelType", "transmission", "bodyType", "ownerCount", "registrationNumber"] as const;

/** Live at once on any listing, and never overwritten by approving an older change. */
export const LIVE_FIELDS = ["price", "priceBand", "city", "state", "description", "features", "platforms"] as const;

export type SellerColumns = ReturnType<typeof sellerListingColumns>;

export interface ListingRevision {
  listingId: number;
  status: "pending" | "rejected";
  /** The listing's columns as the seller wants them, keyed as in the schema. */
  columns: SellerColumns;
  photos: string[];
  rejectionReason: string | null;
  submittedAt: Date;
}

const TABLE_COLUMNS = getTableColumns(listings);
const keyOfDbName = new Map(Object.entries(TABLE_COLUMNS).map(([key, column]) => [column.name, key]));

/** Stored under the database's column names, so a raw listings row can be overlaid with them. */
export function columnsByDbName(columns: Partial<SellerColumns>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(columns).map(([key, value]) => [TABLE_COLUMNS[key as keyof typeof TABLE_COLUMNS]!.name, value]));
}

export function columnsFromDbNames(stored: Record<string, unknown>): SellerColumns {
  return Object.fromEntries(Object.entries(stored).flatMap(([name, value]) => (keyOfDbName.has(name) ? [[keyOfDbName.get(name)!, value]] : []))) as SellerColumns;
}

/** The columns approving a change writes: everything the seller set except what went live already. */
export function reviewedColumns(columns: SellerColumns): Partial<SellerColumns> {
  const live = new Set<string>(LIVE_FIELDS);
  return Object.fromEntries(Object.entries(columns).filter(([key]) => !live.has(key)));
}

export function needsReview(columns: SellerColumns, live: Pick<typeof listings.$inferSelect, (typeof REVIEWED_FACTS)[number]>): boolean {
  return REVIEWED_FACTS.some((key) => columns[key] !== live[key]);
}

export async function ownRevision(db: Database, userId: string, listingId: number): Promise<ListingRevision | null> {
  const [row] = await db
    .select()
    .from(listingRevisions)
    .where(and(eq(listingRevisions.listingId, listingId), eq(listingRevisions.sellerId, userId)));
  if (!row) return null;
  return {
    listingId: row.listingId,
    status: row.status === "rejected" ? "rejected" : "pending",
    columns: columnsFromDbNames(row.columns as Record<string, unknown>),
    photos: row.photos,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt,
  };
}

/** Stores (or replaces) the change to review; an earlier decision on an older change is cleared. */
export async function saveRevision(db: Database, userId: string, listingId: number, columns: SellerColumns, photos: readonly string[], now: Date): Promise<void> {
  const values = { columns: columnsByDbName(columns), photos: [...photos], status: "pending", rejectionReason: null, submittedAt: now, moderatedAt: null, moderatedBy: null };
  await db
    .insert(listingRevisions)
    .values({ listingId, sellerId: userId, ...values })
    .onConflictDoUpdate({ target: listingRevisions.listingId, set: values, setWhere: eq(listingRevisions.sellerId, userId) });
}

/** Drops the seller's waiting change (they edited back to what is live, or sold the car). */
export async function discardRevision(db: Database, userId: string, listingId: number): Promise<void> {
  await db.delete(listingRevisions).where(and(eq(listingRevisions.listingId, listingId), eq(listingRevisions.sellerId, userId)));
}
