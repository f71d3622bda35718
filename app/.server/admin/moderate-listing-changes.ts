/**
 * An admin's decision on a change to a live listing (listing_revisions, issue 34). As with new
 * listings (decision 010) each decision claims the waiting row with one statement that only
 * matches while it is still pending, so two moderators cannot both win. Approving writes the
 * reviewed columns and the photos over the live listing in one transaction; rejecting leaves
 * the listing as it was and keeps the reason (and the seller's change) for the seller.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImages, listingRevisions, listings } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { publicOrigin } from "../http/public-origin";
import { sendMessage } from "../mail/transport";
import { getListingIndex } from "../search";
import { columnsFromDbNames, reviewedColumns } from "../selling/listing-revisions";
import { dropPhotoFiles, listingPhotoFolder } from "../selling/listing-photos";
import type { PhotoStorage } from "../uploads/photo-storage";
import { auditAdminAction } from "./admin-audit";
import { checkedReason, MODERATION_MESSAGES, withSeller } from "./moderate-listing";
import { changesApprovedMessage, changesRejectedMessage } from "./moderation-mail";

export const CHANGES_MESSAGES = {
  approved: "Changes approved: buyers see them now",
  rejected: "Changes rejected: the seller has been told why",
  gone: "These changes were already decided or withdrawn; nothing was changed",
} as const;

const WAITING = sql.raw(`status = 'pending'`);

export async function approveListingChanges(db: Database, storage: PhotoStorage, listingId: number, by: { adminId: string }) {
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(listingRevisions)
      .where(and(eq(listingRevisions.listingId, listingId), WAITING))
      .returning();
    if (!claimed) return null;
    const [live] = await tx
      .update(listings)
      .set({ ...reviewedColumns(columnsFromDbNames(claimed.columns as Record<string, unknown>)), updatedAt: sql`now()`, moderatedAt: sql`now()`, moderatedBy: by.adminId })
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, claimed.sellerId), eq(listings.status, "active")))
      .returning({ id: listings.id, title: listings.title, sellerId: listings.sellerId });
    // Sold or taken down since: the change has nothing to apply to (the transaction keeps it).
    if (!live) throw new AppError("conflict", "This listing is no longer on sale; its changes cannot be approved");
    const before = await tx.select({ version: listingImages.version }).from(listingImages).where(and(eq(listingImages.listingId, listingId), eq(listingImages.kind, "upload")));
    await tx.delete(listingImages).where(and(eq(listingImages.listingId, listingId), eq(listingImages.kind, "upload")));
    if (claimed.photos.length) {
      await tx.insert(listingImages).values(
        claimed.photos.map((version, position) => ({ listingId, position, kind: "upload", version, storageKey: listingPhotoFolder(listingId, version) })),
      );
    }
    return { live, replaced: before.map((b) => b.version), photos: claimed.photos };
  });
  if (!outcome) throw await alreadyDecided(db, listingId);
  await dropPhotoFiles(storage, listingId, outcome.replaced, new Set(outcome.photos));
  auditAdminAction("listing_changes_approved", by.adminId, { listingId });
  await getListingIndex(db); // searchable with its new facts at once, as approveListing does
  const seller = await withSeller(db, outcome.live);
  if (seller) await sendMessage(db, changesApprovedMessage(seller, publicOrigin()));
}

export async function rejectListingChanges(db: Database, listingId: number, rawReason: string, by: { adminId: string }) {
  const reason = checkedReason(rawReason);
  const [rejected] = await db
    .update(listingRevisions)
    .set({ status: "rejected", rejectionReason: reason, moderatedAt: sql`now()`, moderatedBy: by.adminId })
    .where(and(eq(listingRevisions.listingId, listingId), WAITING))
    .returning({ listingId: listingRevisions.listingId });
  if (!rejected) throw await alreadyDecided(db, listingId);
  auditAdminAction("listing_changes_rejected", by.adminId, { listingId, reason });
  const [live] = await db.select({ id: listings.id, title: listings.title, sellerId: listings.sellerId }).from(listings).where(eq(listings.id, listingId));
  const seller = live ? await withSeller(db, live) : null;
  if (seller) await sendMessage(db, changesRejectedMessage(seller, reason, publicOrigin()));
}

async function alreadyDecided(db: Database, listingId: number): Promise<AppError> {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
  return listing ? new AppError("conflict", CHANGES_MESSAGES.gone) : notFound(MODERATION_MESSAGES.missing);
}
