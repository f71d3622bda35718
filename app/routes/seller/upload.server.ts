/**
 * 'List Your Car' (/seller/upload): the catalogue for the pickers, values passed in the URL
 * (from /sell's quote), and the action creating the listing.
 */
import { redirect, type AppLoadContext } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { clientIp } from "~/.server/http/client-ip";
import { setFlash } from "~/.server/http/flash";
import { listingFormFailure } from "~/.server/http/listing-form-failure";
import { getSellerAccount } from "~/.server/selling/seller-account";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { createSellerListing } from "~/.server/selling/seller-listings";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import { LISTED_MESSAGE } from "~/lib/selling/listing-actions";
import { listingSellerType } from "~/lib/selling/seller-account";
import { readListingInput, type ListingInput } from "~/lib/selling/listing-form";
import { readPhotoRefs } from "~/lib/selling/listing-photo-refs";

/** Fields /sell's quote can fill in (its names differ: km and owners). */
function valuesFromUrl(params: URLSearchParams): ListingInput {
  const pick = (name: string) => params.get(name)?.slice(0, 60) ?? "";
  return { make: pick("make"), model: pick("model"), year: pick("year"), city: pick("city"), km: pick("km"), ownerCount: pick("owners") };
}

export async function loadUploadPage(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const [catalogue, seller] = await Promise.all([getSellerCatalogue(db), getSellerAccount(db, user)]);
  return { choices: catalogue.choices(), values: valuesFromUrl(new URL(request.url).searchParams), sellerType: listingSellerType(seller) };
}

export async function uploadAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request);
  const db = await getDb();
  const form = await request.formData();
  try {
    const seller = await getSellerAccount(db, user);
    await createSellerListing(db, getPhotoStorage(), seller, { input: readListingInput(form), photos: readPhotoRefs(form), ip: clientIp(context) });
  } catch (error) {
    return listingFormFailure(error, form, null);
  }
  return redirect("/seller", { headers: { "Set-Cookie": await setFlash({ type: "success", message: LISTED_MESSAGE }) } });
}
