/**
 * The two small forms of My Listings ('Change price' and 'Mark as sold'): one schema each for
 * the dialog (instant errors) and the action (which re-checks), and the page's messages.
 */
import { z } from "~/lib/zod";
import { LISTING_PRICE_MAX, LISTING_PRICE_MIN, wholeNumber, type ListingInput } from "./listing-form";
import type { ListingPhoto } from "./listing-photo-refs";

export const LISTED_MESSAGE = "Car listed successfully!";
export const LIST_FAILED_MESSAGE = "Failed to list car. Please try again.";
export const DELETED_MESSAGE = "Listing deleted successfully";
export const UPDATED_MESSAGE = "Listing updated";
export const REVIEW_NOTE = "An admin reviews every new or changed listing before buyers see it, usually within a working day.";

const rupees = (missing: string, invalid: string) => wholeNumber(missing, invalid, LISTING_PRICE_MIN, LISTING_PRICE_MAX);

export const priceChangeSchema = z.object({
  price: rupees("Enter the new asking price", "Enter a price from ₹25,000 to ₹10 crore, in rupees, like 450000"),
});

/** `today` is the seller's calendar date ("2026-11-25"): a sale cannot be dated after it. */
export function saleSchema(today: string) {
  return z.object({
    salePrice: rupees("Enter the price the car sold for", "Enter a sale price from ₹25,000 to ₹10 crore, in rupees"),
    saleDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the sale date")
      .refine((d) => !Number.isNaN(Date.parse(d)), "Enter the sale date")
      .refine((d) => d <= today, "The sale date cannot be in the future"),
  });
}

/** Today's date in India, where the sellers are ("YYYY-MM-DD"). */
export function indianDate(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export type FormErrors = Record<string, string>;

/** The first message per field, as the forms show them. */
export function fieldErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

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
