/**
 * My Listings' messages, the answers of its row actions ('Change price', 'Mark as sold', delete,
 * relist). The two small forms' schemas are in
 * listing-action-schemas.ts, which the dialogs load only when opened (zod is 23 KB gzip).
 */
import type { ListingInput } from "./listing-form";
import type { ListingPhoto } from "./listing-photo-refs";

export const LISTED_MESSAGE = "Car listed successfully!";
export const LIST_FAILED_MESSAGE = "Failed to list car. Please try again.";
export const DELETED_MESSAGE = "Listing deleted successfully";
export const UPDATED_MESSAGE = "Listing updated";
export const REVIEW_NOTE = "An admin reviews every new or changed listing before buyers see it, usually within a working day.";

export type FormErrors = Partial<Record<string, string>>;

/** A listing form's failed submit: each field's message (or one for the form), and what was sent. */
export interface ListingFormFailure {
  ok: false;
  errors: Partial<Record<string, string>>;
  formError: string | null;
  values: ListingInput;
  photos: ListingPhoto[];
}

export type ListingActionIntent = "change-price" | "mark-sold" | "delete" | "relist";
/** The answer of a My Listings row action (a dialog's fetcher reads it). */
export type ListingActionResult =
  | { ok: true; intent: ListingActionIntent; listingId: number; message: string }
  | { ok: false; intent: ListingActionIntent; listingId: number | null; errors: FormErrors; formError: string | null };
