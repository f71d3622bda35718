/**
 * 'Put back on sale' on the seller's own expired listing (My Listings): it returns to search
 * as it was, and its "Still for sale?" round restarts now (the seller just said yes), so the
 * next mail comes in 30 days and the old mail's links no longer answer (sale-check-token.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import { AppError } from "../http/app-error";
import { ownListing } from "../selling/own-listing";
import { roundOf } from "./sale-checks";

export async function relistExpiredListing(db: Database, userId: string, listingId: number, now = new Date()): Promise<{ id: number; status: "active" }> {
  await ownListing(db, userId, listingId);
  const at = roundOf(now).toISOString();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(listings)
      .set({ status: "active", updatedAt: now })
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, userId), eq(listings.status, "expired")))
      .returning({ id: listings.id });
    if (updated.length === 0) throw new AppError("conflict", "Only an expired listing can be put back on sale");
    await tx.execute(sql`insert into sale_checks (listing_id, mailed_at, answer, answered_at)
      values (${listingId}, ${at}::timestamptz, 'still-for-sale', ${at}::timestamptz)
      on conflict (listing_id) do update set mailed_at = excluded.mailed_at, answer = excluded.answer, answered_at = excluded.answered_at`);
  });
  return { id: listingId, status: "active" };
}
