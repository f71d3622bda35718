/**
 * What My Listings shows and what the edit form starts from: the seller's own listings only
 * (every status), with views and inquiries counted from `events` for those ids (grouped by
 * listing through events_listing_type_idx; the listings come through listings_seller_idx).
 * A chat with a message is an inquiry too (chat-inquiries.ts), counted for the page's ids
 * through conversations_listing_buyer_uq.
 */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { events, listingImages, listingRevisions, listings } from "../db/schema";
import { listingImageUrls, uploadedPhotoUrl } from "../listings/listing-images";
import type { ListingInput } from "../../lib/selling/listing-form";
import type { ListingPhoto } from "../../lib/selling/listing-photo-refs";
import { MY_LISTINGS_PAGE_SIZE, STATUS_TABS, type SellerListingSummary, type SellerListingsPage, type StatusTab } from "../../lib/selling/my-listings";
import { chatInquiryCount } from "./chat-inquiries";
import { listingPhotos } from "./listing-photos";
import { LIVE_FIELDS, ownRevision } from "./listing-revisions";
import { ownListing } from "./own-listing";

/** A page of one status tab; a page past the end shows the last one. Dealers may hold thousands. */
export async function listSellerListings(db: Database, userId: string, status: StatusTab = "all", requestedPage = 1): Promise<SellerListingsPage> {
  const grouped = await db
    .select({ status: listings.status, n: sql<number>`count(*)::int` })
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .groupBy(listings.status);
  const counts = Object.fromEntries(STATUS_TABS.map((t) => [t.value, 0])) as Record<StatusTab, number>;
  for (const g of grouped) {
    counts.all += g.n;
    if (g.status in counts) counts[g.status as StatusTab] = g.n;
  }
  const pageCount = Math.max(1, Math.ceil(counts[status] / MY_LISTINGS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const items = await pageOfListings(db, userId, status, page);
  return { items, status, page, pageCount, counts };
}

/**
 * One of the seller's own listings as My Listings shows it (its views and inquiries counted the
 * same way), for the details page's owner panel; null when the car is not theirs.
 */
export async function sellerListingSummary(db: Database, userId: string, listingId: number): Promise<SellerListingSummary | null> {
  const [summary] = await summaries(db, and(eq(listings.sellerId, userId), eq(listings.id, listingId))!, 1, 0);
  return summary ?? null;
}

function pageOfListings(db: Database, userId: string, status: StatusTab, page: number): Promise<SellerListingSummary[]> {
  const mine = status === "all" ? eq(listings.sellerId, userId) : and(eq(listings.sellerId, userId), eq(listings.status, status))!;
  return summaries(db, mine, MY_LISTINGS_PAGE_SIZE, (page - 1) * MY_LISTINGS_PAGE_SIZE);
}

async function summaries(db: Database, where: SQL, limit: number, offset: number): Promise<SellerListingSummary[]> {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      bodyType: listings.bodyType,
      exteriorColor: listings.exteriorColor,
      price: listings.price,
      status: listings.status,
      rejectionReason: listings.rejectionReason,
      createdAt: listings.createdAt,
      salePrice: listings.salePrice,
      soldAt: listings.soldAt,
      changes: listingRevisions.status,
      changesRejectionReason: listingRevisions.rejectionReason,
    })
    .from(listings)
    // The owner's waiting change, if any (its seller_id is the listing's, checked again here).
    .leftJoin(listingRevisions, and(eq(listingRevisions.listingId, listings.id), eq(listingRevisions.sellerId, listings.sellerId)))
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [counts, chats, covers] = await Promise.all([
    db
      .select({ listingId: events.listingId, type: events.type, n: sql<number>`count(*)::int` })
      .from(events)
      .where(and(inArray(events.listingId, ids), inArray(events.type, ["view", "enquiry"])))
      .groupBy(events.listingId, events.type),
    // Counted per listing (a probe each), not as one IN list the planner may answer by reading all conversations.
    db
      .select({ listingId: listings.id, n: sql<number>`${chatInquiryCount(sql`${listings.id}`)}::int` })
      .from(listings)
      .where(inArray(listings.id, ids)),
    db
      .select({ listingId: listingImages.listingId, version: listingImages.version })
      .from(listingImages)
      .where(and(inArray(listingImages.listingId, ids), eq(listingImages.kind, "upload"), eq(listingImages.position, 0))),
  ]);
  const byKey = new Map(counts.map((c) => [`${c.listingId}:${c.type}`, c.n]));
  const count = (id: number, type: string) => byKey.get(`${id}:${type}`) ?? 0;
  const chatsOn = new Map(chats.map((c) => [c.listingId, c.n]));
  const cover = new Map(covers.map((c) => [c.listingId, c.version]));
  return rows.map((r) => ({
    id: r.id,
    title: `${r.year} ${r.title}`,
    price: r.price,
    status: r.status as SellerListingSummary["status"],
    rejectionReason: r.rejectionReason,
    changes: r.changes === "pending" || r.changes === "rejected" ? { status: r.changes, rejectionReason: r.changesRejectionReason } : null,
    postedDate: r.createdAt.toISOString(),
    salePrice: r.salePrice,
    soldDate: r.soldAt?.toISOString() ?? null,
    views: count(r.id, "view"),
    inquiries: count(r.id, "enquiry") + (chatsOn.get(r.id) ?? 0),
    image: listingImageUrls(
      { id: r.id, make: r.make, model: r.model, year: r.year, body_type: r.bodyType, exterior_color: r.exteriorColor, photo_versions: [cover.get(r.id)].filter((v) => v !== undefined) },
      400,
    )[0]!,
  }));
}

/**
 * The edit form's starting values and photos; 404 for another seller's listing. A change still
 * waiting for review (or turned down) is what the seller last asked for, so the form starts
 * from it, with the live price and words, which may have changed since (Change price).
 */
export async function sellerListingForEdit(db: Database, userId: string, listingId: number) {
  const row = await ownListing(db, userId, listingId);
  const waiting = await ownRevision(db, userId, listingId);
  const car = waiting ? { ...waiting.columns, ...Object.fromEntries(LIVE_FIELDS.map((key) => [key, row[key]])) } : row;
  const values: ListingInput = {
    make: car.make,
    model: car.model,
    variant: car.variant ?? "",
    year: String(car.year),
    km: String(car.km),
    fuelType: car.fuelType,
    transmission: car.transmission,
    bodyType: car.bodyType,
    ownerCount: car.ownerCount ? String(car.ownerCount) : "",
    city: car.city,
    price: String(car.price),
    description: car.description ?? "",
    features: car.features,
    registrationNumber: car.registrationNumber ?? "",
    platforms: car.platforms,
  };
  const photos: ListingPhoto[] = waiting
    ? waiting.photos.map((version) => ({ ref: version, url: uploadedPhotoUrl(listingId, version, 400) }))
    : await listingPhotos(db, listingId);
  return { id: row.id, status: row.status, values, photos, changes: waiting ? { status: waiting.status, rejectionReason: waiting.rejectionReason } : null };
}
