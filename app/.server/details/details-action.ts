/**
 * The details page's form posts, told apart by `intent`: an enquiry to the seller, a booking
 * request ('Purchase Now'), and setting or removing a price alert (signed-in users only).
 */
import { data, redirect } from "react-router";
import { validateBooking, validateEnquiry } from "~/lib/details-form-schemas";
import { BOOKING_FIELDS, type DetailsActionResult, ENQUIRY_FIELDS, HONEYPOT_FIELD, readValues } from "~/lib/details-forms";
import { hit, type Limit } from "../auth/rate-limit";
import { getCurrentUser } from "../auth/session";
import { getDb, type Database } from "../db/client";
import { AppError } from "../http/app-error";
import { findActiveListingRow, parseListingId } from "../listings/get-vehicle";
import { createBookingRequest, createEnquiry } from "./buyer-requests";
import { removePriceAlert, setPriceAlert } from "./price-alerts";

export const DETAILS_INTENTS = ["enquiry", "booking", "price-alert", "remove-price-alert"] as const;
export type DetailsIntent = (typeof DETAILS_INTENTS)[number];

/** Enquiries and booking requests per client address: plenty for a buyer, a wall for a spammer. */
const SEND_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };

/** The rate-limit message when this address sent too many, else null. */
async function overLimit(db: Database, intent: DetailsIntent, clientIp: string): Promise<string | null> {
  try {
    await hit(db, `details-${intent}:ip:${clientIp}`, SEND_LIMIT);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return error.message;
    throw error;
  }
}

type Answer = DetailsActionResult | ReturnType<typeof data<DetailsActionResult>>;

export async function handleDetailsAction(request: Request, rawId: string | undefined, clientIp = "unknown"): Promise<Answer> {
  const form = await request.formData();
  const intent = form.get("intent") as DetailsIntent;
  if (!DETAILS_INTENTS.includes(intent)) throw data("Unknown form", { status: 400 });
  const db = await getDb();
  const id = parseListingId(rawId);
  const listing = id === null ? null : await findActiveListingRow(db, id);
  if (!listing) throw data("This car is no longer available", { status: 404 });
  const user = await getCurrentUser(request);

  switch (intent) {
    case "enquiry": {
      const values = readValues(form, ENQUIRY_FIELDS);
      if (form.get(HONEYPOT_FIELD)) return { intent: "enquiry", ok: true };
      const result = validateEnquiry(values);
      if (!result.ok) return data({ intent: "enquiry", ok: false, values, errors: result.errors }, { status: 400 });
      const limited = await overLimit(db, intent, clientIp);
      if (limited) return data({ intent: "enquiry", ok: false, values, errors: {}, formError: limited }, { status: 429 });
      await createEnquiry(db, listing.id, user?.id ?? null, result.data);
      return { intent: "enquiry", ok: true };
    }
    case "booking": {
      const values = readValues(form, BOOKING_FIELDS);
      const result = validateBooking(values);
      if (!result.ok) return data({ intent: "booking", ok: false, values, errors: result.errors }, { status: 400 });
      const limited = await overLimit(db, intent, clientIp);
      if (limited) return data({ intent: "booking", ok: false, values, errors: {}, formError: limited }, { status: 429 });
      await createBookingRequest(db, listing.id, listing.price, user?.id ?? null, result.data);
      return { intent: "booking", ok: true };
    }
    case "price-alert":
    case "remove-price-alert": {
      // A guest signs in first and comes back to this car.
      if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/details/${listing.id}`)}`);
      if (intent === "price-alert") await setPriceAlert(db, user.id, listing.id, listing.price);
      else await removePriceAlert(db, user.id, listing.id);
      return { intent, ok: true };
    }
  }
}
