/** The one ownership check of seller writes: the listing whose id and seller both match, else 404. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import { AppError } from "../http/app-error";

export const LISTING_NOT_FOUND = "Listing not found";

/** Another user's listing answers exactly like a missing one: nothing tells B that A's exists. */
export const notYours = () => new AppError("not_found", LISTING_NOT_FOUND);

export async function ownListing(db: Database, userId: string, listingId: number) {
  const [row] = await db.select().from(listings).where(and(eq(listings.id, listingId), eq(listings.sellerId, userId)));
  if (!row) throw notYours();
  return row;
}
