/**
 * My Listings (/seller): the seller's own listings, and the row actions 'Change price',
 * 'Mark as sold', 'Put back on sale' (an expired listing) and 'Delete'. The owner is always the session's user; the listing id from the
 * form only picks among that user's listings (another's answers 404, nothing changes).
 */
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { formFailureInit } from "~/.server/http/form-responses";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { relistExpiredListing } from "~/.server/freshness/relist-listing";
import { getSellerFigures } from "~/.server/selling/dashboard-figures";
import { listSellerListings } from "~/.server/selling/my-listings";
import { notYours } from "~/.server/selling/own-listing";
import { changeListingPrice, markListingSold } from "~/.server/selling/seller-listing-status";
import { deleteSellerListing } from "~/.server/selling/seller-listings";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import { formatInr } from "~/lib/format-inr";
import { parseStatusTab } from "~/lib/selling/my-listings";
import { DELETED_MESSAGE, type ListingActionIntent, type ListingActionResult } from "~/lib/selling/listing-actions";

export async function loadMyListings(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const params = new URL(request.url).searchParams;
  const status = parseStatusTab(params.get("status"));
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const [listings, figures] = await Promise.all([listSellerListings(db, user.id, status, page), getSellerFigures(db, user.id)]);
  return { listings, figures };
}

export async function myListingsAction(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as ListingActionIntent;
  const listingId = parseListingId(String(form.get("listingId") ?? ""));
  const text = (name: string) => String(form.get(name) ?? "");
  try {
    if (listingId === null) throw notYours();
    if (intent === "change-price") {
      const { price } = await changeListingPrice(db, user.id, listingId, { price: text("price") });
      return ok(intent, listingId, `Price changed to ${formatInr(price)}`);
    }
    if (intent === "mark-sold") {
      await markListingSold(db, user.id, listingId, { salePrice: text("salePrice"), saleDate: text("saleDate") });
      return ok(intent, listingId, "Marked as sold");
    }
    if (intent === "relist") {
      await relistExpiredListing(db, user.id, listingId);
      return ok(intent, listingId, "Back on sale");
    }
    if (intent === "delete") {
      await deleteSellerListing(db, getPhotoStorage(), user.id, listingId);
      return ok(intent, listingId, DELETED_MESSAGE);
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = Object.fromEntries((error.details ?? []).map((d) => [d.field, d.message]));
    const body: ListingActionResult = { ok: false, intent, listingId, errors, formError: error.details?.length ? null : error.message };
    return data(body, formFailureInit(error));
  }
}

const ok = (intent: ListingActionIntent, listingId: number, message: string): ListingActionResult => ({ ok: true, intent, listingId, message });
