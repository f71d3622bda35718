/** Editing one's own listing (/seller/listings/{id}/edit): another seller's id is a 404. */
import { redirect } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { setFlash } from "~/.server/http/flash";
import { listingFormFailure } from "~/.server/http/listing-form-failure";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { sellerListingForEdit } from "~/.server/selling/my-listings";
import { notYours } from "~/.server/selling/own-listing";
import { getSellerAccount } from "~/.server/selling/seller-account";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { updateSellerListing } from "~/.server/selling/seller-listings";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import { REVIEW_NOTE, UPDATED_MESSAGE } from "~/lib/selling/listing-actions";
import { readListingInput } from "~/lib/selling/listing-form";
import { CHANGES_WAITING, CHANGES_WAITING_NOTE } from "~/lib/selling/my-listings";
import { readPhotoRefs } from "~/lib/selling/listing-photo-refs";
import { listingSellerType } from "~/lib/selling/seller-account";

function listingIdOf(raw: string | undefined): number {
  const id = parseListingId(raw);
  if (id === null) throw notYours();
  return id;
}

export async function loadEditPage(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const db = await getDb();
  const listing = await sellerListingForEdit(db, user.id, listingIdOf(rawId));
  const [catalogue, seller] = await Promise.all([getSellerCatalogue(db), getSellerAccount(db, user)]);
  return { listing, choices: catalogue.choices(), sellerType: listingSellerType(seller) };
}

export async function editAction(request: Request, rawId: string | undefined) {
  const user = await requireUser(request);
  const id = listingIdOf(rawId);
  const db = await getDb();
  const form = await request.formData();
  let result: Awaited<ReturnType<typeof updateSellerListing>>;
  try {
    result = await updateSellerListing(db, getPhotoStorage(), user.id, id, { input: readListingInput(form), photos: readPhotoRefs(form) });
  } catch (error) {
    return listingFormFailure(error, form, id);
  }
  const message = result.changesPending
    ? `${UPDATED_MESSAGE}. ${CHANGES_WAITING}: ${CHANGES_WAITING_NOTE}`
    : result.status === "pending"
      ? `${UPDATED_MESSAGE}. ${REVIEW_NOTE}`
      : UPDATED_MESSAGE;
  return redirect("/seller", { headers: { "Set-Cookie": await setFlash({ type: "success", message }) } });
}
