/**
 * 'Change price' and 'Mark as sold' on the seller's own listing (owner in every WHERE). A new
 * price is a price_history row, and buyers watching the car hear of a drop at once.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, priceHistory } from "../db/schema";
import { deliverPriceAlerts } from "../alerts/deliver-price-alerts";
import { badRequestFromZod, AppError } from "../http/app-error";
import { logger } from "../logger";
import { priceBandOf } from "../../lib/price-bands";
import { indiaDay } from "../../lib/india-date";
import { priceChangeSchema, saleSchema } from "../../lib/selling/listing-action-schemas";
import { discardRevision } from "./listing-revisions";
import { ownListing } from "./own-listing";

/** Mails the alerts a lower price makes due; a mail failure must not undo the seller's change. */
export async function alertPriceDrop(db: Database, listingId: number): Promise<void> {
  try {
    await deliverPriceAlerts(db, { listingIds: [listingId] });
  } catch (err) {
    logger.error({ err, listingId }, "price alert delivery after a seller's price change failed");
  }
}

export async function changeListingPrice(db: Database, userId: string, listingId: number, input: { price?: string }, now = new Date()) {
  const existing = await ownListing(db, userId, listingId);
  const parsed = priceChangeSchema.safeParse({ price: input.price ?? "" });
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  if (existing.status === "sold") throw new AppError("conflict", "A sold listing's price cannot be changed");
  const { price } = parsed.data;
  if (price === existing.price) return { id: listingId, price };
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ price, priceBand: priceBandOf(price).key, updatedAt: now })
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, userId)));
    await tx.insert(priceHistory).values({ listingId, price, changedAt: now });
  });
  await alertPriceDrop(db, listingId);
  return { id: listingId, price };
}

/** A sale recorded by the seller: its price, and its date (today or earlier, not before listing). */
export async function markListingSold(db: Database, userId: string, listingId: number, input: { salePrice?: string; saleDate?: string }, now = new Date()) {
  const existing = await ownListing(db, userId, listingId);
  const parsed = saleSchema(indiaDay(now)).safeParse({ salePrice: input.salePrice ?? "", saleDate: input.saleDate ?? "" });
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  if (parsed.data.saleDate < indiaDay(existing.createdAt)) {
    throw new AppError("bad_request", "Invalid request", [{ field: "saleDate", message: "The sale date cannot be before the car was listed" }]);
  }
  const updated = await db
    .update(listings)
    .set({ status: "sold", salePrice: parsed.data.salePrice, soldAt: new Date(`${parsed.data.saleDate}T12:00:00+05:30`), updatedAt: now })
    .where(and(eq(listings.id, listingId), eq(listings.sellerId, userId), inArray(listings.status, ["active", "pending", "expired"])))
    .returning({ id: listings.id });
  if (updated.length === 0) throw new AppError("conflict", "Only a listing on sale, waiting for review or expired can be marked as sold");
  // A change waiting for review has nothing left to change: a sold car is not edited.
  await discardRevision(db, userId, listingId);
  return { id: listingId, status: "sold" as const };
}
