/**
 * 'List Your Car' (/seller/upload): the catalogue for the pickers, values passed in the URL
 * (from /sell's quote), and the action creating the listing. The edit page shares the answers.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { setFlash } from "~/.server/http/flash";
import { photoPreviews } from "~/.server/selling/listing-photos";
import { getSellerAccount } from "~/.server/selling/seller-account";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { createSellerListing } from "~/.server/selling/seller-listings";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import { LISTED_MESSAGE, type ListingFormFailure } from "~/lib/selling/listing-actions";
import { readListingInput, type ListingErrors, type ListingInput } from "~/lib/selling/listing-form";
import { readPhotoRefs } from "~/lib/selling/listing-photo-refs";
import { clientIp } from "../account/responses.server";


/** Fields /sell's quote can fill in (its names differ: km and owners). */
function valuesFromUrl(params: URLSearchParams): ListingInput {
  const pick = (name: string) => params.get(name)?.slice(0, 60) ?? "";
  return { make: pick("make"), model: pick("model"), year: pick("year"), city: pick("city"), km: pick("km"), ownerCount: pick("owners") };
}

export async function loadUploadPage(request: Request) {
  await requireUser(request);
  const catalogue = await getSellerCatalogue(await getDb());
  return { choices: catalogue.choices(), values: valuesFromUrl(new URL(request.url).searchParams) };
}

/** An expected failure as the form's data: each field's message, or one message for the form. */
export function listingFormFailure(error: unknown, form: FormData, listingId: number | null) {
  if (!(error instanceof AppError)) throw error;
  const errors: ListingErrors = {};
  for (const detail of error.details ?? []) errors[detail.field as keyof ListingErrors] = detail.message;
  const body: ListingFormFailure = {
    ok: false,
    errors,
    formError: error.details?.length ? null : error.message,
    values: readListingInput(form),
    photos: photoPreviews(listingId, readPhotoRefs(form)),
  };
  return data(body, { status: error.status, headers: error.headers });
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
