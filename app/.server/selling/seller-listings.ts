/**
 * A seller's writes on their own listings: create, edit, delete. The owner is the session's
 * user and sits in the WHERE of every statement; another user's id answers 404 exactly like a
 * missing one. Review rules on edit (docs/architecture.md, "Selling"): a rejected listing goes
 * back to 'pending'. A change to an active one's car (make, model, variant, year, km, fuel,
 * gearbox, body, owners, registration) or a new photo is what an admin checked: it waits in
 * listing_revisions while the approved version stays on sale (listing-revisions.ts); price,
 * city, description, features and platforms go live at once.
 */
import { and, eq } from "drizzle-orm";
import { checkRateLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { listings, priceHistory } from "../db/schema";
import { AppError } from "../http/app-error";
import type { PhotoStorage } from "../uploads/photo-storage";
import { FIX_FIELDS_MESSAGE } from "../../lib/form-messages";
import { validateListing, type ListingData, type ListingInput } from "../../lib/selling/listing-form";
import { getSellerCatalogue, UNKNOWN_MAKE_MESSAGE } from "./seller-catalogue";
import { newSellerListingRow, sellerListingColumns, type SellerIdentity } from "./seller-listing-row";
import { bringInPhotos, dropPhotoFiles, listingFolder, livePhotoVersions, replaceListingPhotos, setListingPhotos } from "./listing-photos";
import { discardRevision, LIVE_FIELDS, needsReview, ownRevision, saveRevision } from "./listing-revisions";
import { alertPriceDrop } from "./seller-listing-status";
import { notYours, ownListing } from "./own-listing";

/** The form's values checked with the shared schema, and the make against the catalogue. */
async function validListing(db: Database, input: ListingInput, now: Date): Promise<ListingData> {
  const result = validateListing(input, now);
  const errors = result.ok ? {} : { ...result.errors };
  if (result.ok || !errors.make) {
    const catalogue = await getSellerCatalogue(db);
    if (input.make && !catalogue.findMake(input.make)) errors.make = UNKNOWN_MAKE_MESSAGE;
  }
  const details = Object.entries(errors).map(([field, message]) => ({ field, message }));
  if (details.length || !result.ok) throw new AppError("bad_request", FIX_FIELDS_MESSAGE, details);
  return result.data;
}

export interface ListingWrite {
  input: ListingInput;
  /** Photo refs in order (staged tokens or versions the listing has); the first is the cover. */
  photos: readonly string[];
}

/** A new listing, waiting for an admin ('pending'), with its first price and its photos. */
export async function createSellerListing(
  db: Database,
  storage: PhotoStorage,
  seller: SellerIdentity,
  write: ListingWrite & { ip: string },
  now = new Date(),
) {
  const data = await validListing(db, write.input, now);
  await checkRateLimit(db, "sellerListing", { ip: write.ip, account: seller.userId });
  const row = newSellerListingRow(await getSellerCatalogue(db), data, seller);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(listings).values(row).returning({ id: listings.id });
    await tx.insert(priceHistory).values({ listingId: created!.id, price: data.price, changedAt: now });
    return created!.id;
  });
  try {
    await replaceListingPhotos(db, storage, seller.userId, id, write.photos);
  } catch (error) {
    // No half-made listing: without its photos the seller submits again.
    await db.delete(listings).where(and(eq(listings.id, id), eq(listings.sellerId, seller.userId)));
    await storage.removeAll(listingFolder(id));
    throw error;
  }
  return { id, status: "pending" as const };
}

/**
 * Edits the seller's listing (review rules above). On a live listing a change to review is kept
 * aside and the approved version stays on sale: `changesPending` says so.
 */
export async function updateSellerListing(db: Database, storage: PhotoStorage, userId: string, listingId: number, write: ListingWrite, now = new Date()) {
  const existing = await ownListing(db, userId, listingId);
  if (existing.status === "sold") throw new AppError("conflict", "A sold listing cannot be edited");
  const data = await validListing(db, write.input, now);
  const columns = sellerListingColumns(await getSellerCatalogue(db), data);
  const live = new Set(await livePhotoVersions(db, listingId));
  const waiting = await ownRevision(db, userId, listingId);
  const photos = await bringInPhotos(storage, userId, listingId, write.photos, new Set([...live, ...(waiting?.photos ?? [])]));
  const photoAdded = photos.some((version) => !live.has(version));
  const priceChanged = data.price !== existing.price;
  const keepAside = existing.status === "active" && (needsReview(columns, existing) || photoAdded);
  const status = existing.status === "rejected" ? "pending" : existing.status;
  const liveColumns = keepAside ? Object.fromEntries(LIVE_FIELDS.map((key) => [key, columns[key]])) : columns;
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ ...liveColumns, status, updatedAt: now, ...(status !== existing.status ? { rejectionReason: null, moderatedAt: null, moderatedBy: null } : {}) })
      .where(and(eq(listings.id, listingId), eq(listings.sellerId, userId)));
    if (priceChanged) await tx.insert(priceHistory).values({ listingId, price: data.price, changedAt: now });
  });
  if (keepAside) {
    await saveRevision(db, userId, listingId, columns, photos, now);
  } else {
    await setListingPhotos(db, listingId, photos);
    if (waiting) await discardRevision(db, userId, listingId);
  }
  // Files no version of the listing uses any more: the live set and the one waiting are kept.
  await dropPhotoFiles(storage, listingId, [...live, ...(waiting?.photos ?? [])], new Set([...(keepAside ? live : []), ...photos]));
  if (priceChanged) await alertPriceDrop(db, listingId);
  return { id: listingId, status, changesPending: keepAside };
}

/** Removes the seller's listing (its images and price history go with it) and its photo files. */
export async function deleteSellerListing(db: Database, storage: PhotoStorage, userId: string, listingId: number): Promise<void> {
  const removed = await db
    .delete(listings)
    .where(and(eq(listings.id, listingId), eq(listings.sellerId, userId)))
    .returning({ id: listings.id });
  if (removed.length === 0) throw notYours();
  await storage.removeAll(listingFolder(listingId));
}
