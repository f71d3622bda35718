/**
 * An admin's decision on a seller's listing (decision 010). Each decision is one UPDATE that
 * only matches while the listing is still pending, so two moderators acting at once cannot
 * both win: the second finds no row, changes nothing and is told who decided first.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, users } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { publicOrigin } from "../http/public-origin";
import { sendMessage } from "../mail/transport";
import { getListingIndex } from "../search";
import { auditAdminAction } from "./admin-audit";
import { approvedMessage, rejectedMessage, type ModeratedListing } from "./moderation-mail";

export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;

export const MODERATION_MESSAGES = {
  approved: "Listing approved: it is now on sale",
  rejected: "Listing rejected: the seller has been told why",
  reasonShort: `Please give the seller a reason of at least ${REJECTION_REASON_MIN} characters`,
  reasonLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
  missing: "This listing no longer exists",
} as const;

const PENDING = sql.raw(`status = 'pending'`);

interface Moderator {
  adminId: string;
}

export async function approveListing(db: Database, listingId: number, by: Moderator): Promise<ModeratedListing> {
  const [row] = await db
    .update(listings)
    .set({ status: "active", listedAt: sql`now()`, moderatedAt: sql`now()`, moderatedBy: by.adminId, rejectionReason: null })
    .where(and(eq(listings.id, listingId), PENDING))
    .returning({ id: listings.id, title: listings.title, sellerId: listings.sellerId });
  if (!row) throw await alreadyModerated(db, listingId);
  auditAdminAction("listing_approved", by.adminId, { listingId });
  // Refresh the search index now (it picks up the changed row by its change number), so the
  // car is searchable at once and the first shopper does not pay for the reload.
  await getListingIndex(db);
  const listing = await withSeller(db, row);
  if (listing) await sendMessage(db, approvedMessage(listing, publicOrigin()));
  return listing ?? { id: row.id, title: row.title, sellerEmail: "", sellerName: "" };
}

export async function rejectListing(db: Database, listingId: number, rawReason: string, by: Moderator): Promise<ModeratedListing> {
  const reason = checkedReason(rawReason);
  const [row] = await db
    .update(listings)
    .set({ status: "rejected", rejectionReason: reason, moderatedAt: sql`now()`, moderatedBy: by.adminId })
    .where(and(eq(listings.id, listingId), PENDING))
    .returning({ id: listings.id, title: listings.title, sellerId: listings.sellerId });
  if (!row) throw await alreadyModerated(db, listingId);
  auditAdminAction("listing_rejected", by.adminId, { listingId, reason });
  const listing = await withSeller(db, row);
  if (listing) await sendMessage(db, rejectedMessage(listing, reason, publicOrigin()));
  return listing ?? { id: row.id, title: row.title, sellerEmail: "", sellerName: "" };
}

/** The reason as the seller will read it (spaces tidied), or a 400 naming the field. */
export function checkedReason(raw: string): string {
  const reason = raw.trim().replace(/\s+/g, " ");
  if (reason.length < REJECTION_REASON_MIN) throw reasonError(MODERATION_MESSAGES.reasonShort);
  if (reason.length > REJECTION_REASON_MAX) throw reasonError(MODERATION_MESSAGES.reasonLong);
  return reason;
}

function reasonError(message: string): AppError {
  return new AppError("bad_request", message, [{ field: "reason", message }]);
}

/** Why nothing changed: the listing is gone, or someone already decided (and what). */
async function alreadyModerated(db: Database, listingId: number): Promise<AppError> {
  const [current] = await db
    .select({ status: listings.status, by: users.name })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.moderatedBy))
    .where(eq(listings.id, listingId));
  if (!current) return notFound(MODERATION_MESSAGES.missing);
  const decided = current.status === "active" ? "approved" : current.status;
  const who = current.by ? ` by ${current.by}` : "";
  return new AppError("conflict", `This listing was already ${decided}${who}; nothing was changed`);
}

/** The seller to tell; imported listings have none. */
export async function withSeller(db: Database, row: { id: number; title: string; sellerId: string | null }): Promise<ModeratedListing | null> {
  if (!row.sellerId) return null;
  const [seller] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.sellerId));
  return seller ? { id: row.id, title: row.title, sellerEmail: seller.email, sellerName: seller.name } : null;
}
