/**
 * The listing form's expected failure as its action data, shared by 'List Your Car' and the
 * edit page: each field's message (or one for the form), what was typed and the photos chosen.
 */
import { data } from "react-router";
import { photoPreviews } from "~/.server/selling/listing-photos";
import type { ListingFormFailure } from "~/lib/selling/listing-actions";
import { readListingInput, type ListingErrors } from "~/lib/selling/listing-form";
import { readPhotoRefs } from "~/lib/selling/listing-photo-refs";
import { AppError } from "./app-error";
import { formFailureInit } from "./form-responses";

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
  return data(body, formFailureInit(error));
}
