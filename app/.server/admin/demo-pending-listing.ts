/**
 * Demo and e2e only (development, or production with DEV_OUTBOX=1): puts a seller's car into
 * the moderation queue the way the seller form will, so the admin queue can be tried before
 * any seller has listed. The route refuses it everywhere else.
 */
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import { badRequest } from "../http/app-error";
import type { SessionUser } from "../auth/session";
import { getSellerCatalogue } from "../selling/seller-catalogue";
import { newSellerListingRow } from "../selling/seller-listing-row";
import { validateListing, type ListingInput } from "../../lib/selling/listing-form";

export async function createDemoPendingListing(db: Database, seller: SessionUser, input: ListingInput): Promise<number> {
  const checked = validateListing(input);
  if (!checked.ok) throw badRequest(Object.entries(checked.errors).map(([field, message]) => ({ field, message: message ?? "" })));
  const row = newSellerListingRow(await getSellerCatalogue(db), checked.data, { userId: seller.id, dealerName: null });
  const [created] = await db.insert(listings).values(row).returning({ id: listings.id });
  return created!.id;
}
