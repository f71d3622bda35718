/**
 * The server side of /details/:id, beside its page. The loader: everything the page shows in
 * one call (the car, whether its seller is verified and can be chatted with, the visitor's price alert and contact
 * details, and the recommendations as promises so they stream in after the page). The action:
 * the page's form posts, told apart by `intent` (an enquiry to the seller, a booking request
 * ('Purchase Now'), and setting or removing a price alert, signed-in users only).
 */
import { data, redirect } from "react-router";
import { getCurrentUser } from "~/.server/auth/session";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { getDb } from "~/.server/db/client";
import { createBookingRequest, createEnquiry } from "~/.server/details/buyer-requests";
import { hasPriceAlert, removePriceAlert, setPriceAlert } from "~/.server/details/price-alerts";
import { getSellerFacts } from "~/.server/details/seller";
import { describeUnavailableCar, type UnavailableCar } from "~/.server/details/unavailable";
import { publicOrigin } from "~/.server/http/public-origin";
import { sellerListingSummary } from "~/.server/selling/my-listings";
import { AppError } from "~/.server/http/app-error";
import { formFailureInit } from "~/.server/http/form-responses";
import { findActiveListingRow, getVehicle, parseListingId } from "~/.server/listings/get-vehicle";
import { similarVehicles, upgradeFor } from "~/.server/listings/recommendations";
import { listingOnRoadPrice } from "~/.server/catalogue/quote-on-road-price";
import { withoutSources } from "~/lib/on-road/city-cookie";
import { parseAlertTarget } from "~/lib/alert-target";
import { validateBooking, validateEnquiry } from "~/lib/details-form-schemas";
import { BOOKING_FIELDS, type DetailsActionResult, ENQUIRY_FIELDS, HONEYPOT_FIELD, readValues } from "~/lib/details-forms";
import type { DetailsViewData } from "~/lib/details-page";
import { chosenPlace } from "~/.server/http/on-road-city";

const SIMILAR_COUNT = 3;

/** What the page component renders (its props are the contract), marked as an available car. */
type AvailableDetails = { kind: "available" } & DetailsViewData;

export type DetailsPage = AvailableDetails | ({ kind: "unavailable" } & UnavailableCar);

export async function loadDetails(request: Request, rawId: string | undefined): Promise<DetailsPage> {
  const db = await getDb();
  const [vehicle, user] = await Promise.all([
    // A car we no longer show gets its own page (with its 404 or 410), not the error page.
    getVehicle(db, rawId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    }),
    getCurrentUser(request),
  ]);
  if (!vehicle) return { kind: "unavailable", ...(await describeUnavailableCar(db, rawId)) };

  const listingId = Number(vehicle.id);
  const { place } = chosenPlace(request);
  const catalogueBacked = vehicle.isNew && vehicle.specs?.exShowroomPrice != null;
  const [seller, priceAlertSet, onRoad] = await Promise.all([
    getSellerFacts(db, listingId, user?.id ?? null),
    user ? hasPriceAlert(db, user.id, listingId) : false,
    // Any state works to learn whether the car can be priced; the city's when one is chosen.
    catalogueBacked ? listingOnRoadPrice(db, listingId, place?.state ?? "Delhi", place?.city ?? null) : null,
  ]);
  const ownListing = user && seller.chat.kind === "own" ? await sellerListingSummary(db, user.id, listingId) : null;
  const origin = publicOrigin();
  return {
    kind: "available",
    vehicle,
    verifiedSeller: seller.verified,
    sellerChat: seller.chat,
    signedIn: user !== null,
    buyer: user ? { name: user.name, email: user.email, phone: user.phone } : null,
    priceAlertSet,
    ownListing,
    pageUrl: `${origin}/details/${vehicle.id}`,
    // Not awaited: the page streams first; a failure just leaves the section out.
    similar: similarVehicles(db, vehicle.id, SIMILAR_COUNT).catch(() => []),
    upgrade: upgradeFor(db, vehicle.id).catch(() => null),
    onRoad: onRoad && {
      city: place?.city ?? null,
      figures: place ? withoutSources(onRoad) : null,
      sources: place ? onRoad.sources : null,
    },
  };
}

const DETAILS_INTENTS = ["enquiry", "booking", "price-alert", "remove-price-alert"] as const;
type DetailsIntent = (typeof DETAILS_INTENTS)[number];

type Answer = DetailsActionResult | ReturnType<typeof data<DetailsActionResult>>;

/** An expected refusal (a rate limit, their own car) as the enquiry or booking form's error, keeping what was typed. */
function sendRefused<I extends "enquiry" | "booking">(intent: I, values: Extract<DetailsActionResult, { intent: I; ok: false }>["values"], error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const body = { intent, ok: false, values, errors: {}, formError: error.message } as DetailsActionResult;
  return data(body, formFailureInit(error));
}

export async function handleDetailsAction(request: Request, rawId: string | undefined, clientIp = "unknown"): Promise<Answer> {
  const form = await request.formData();
  const intent = form.get("intent") as DetailsIntent;
  if (!DETAILS_INTENTS.includes(intent)) throw data("Unknown form", { status: 400 });
  const db = await getDb();
  const id = parseListingId(rawId);
  const listing = id === null ? null : await findActiveListingRow(db, id);
  if (!listing) throw data("This car is no longer available", { status: 404 });
  const user = await getCurrentUser(request);
  // Per IP, per user, and per sender and car: nobody floods one seller (LIMITS.enquiry).
  const sender = { ip: clientIp, account: user?.id, target: String(listing.id) };

  switch (intent) {
    case "enquiry": {
      const values = readValues(form, ENQUIRY_FIELDS);
      if (form.get(HONEYPOT_FIELD)) return { intent: "enquiry", ok: true };
      const result = validateEnquiry(values);
      if (!result.ok) return data({ intent: "enquiry", ok: false, values, errors: result.errors }, { status: 400 });
      try {
        await checkRateLimit(db, "enquiry", sender);
        await createEnquiry(db, listing.id, user?.id ?? null, result.data);
      } catch (error) {
        return sendRefused("enquiry", values, error);
      }
      return { intent: "enquiry", ok: true };
    }
    case "booking": {
      const values = readValues(form, BOOKING_FIELDS);
      const result = validateBooking(values);
      if (!result.ok) return data({ intent: "booking", ok: false, values, errors: result.errors }, { status: 400 });
      try {
        await checkRateLimit(db, "bookingRequest", sender);
        await createBookingRequest(db, listing.id, listing.price, user?.id ?? null, result.data);
      } catch (error) {
        return sendRefused("booking", values, error);
      }
      return { intent: "booking", ok: true };
    }
    case "price-alert":
    case "remove-price-alert": {
      // A guest signs in first and comes back to this car.
      if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/details/${listing.id}`)}`);
      const value = String(form.get("targetPrice") ?? "");
      const target = intent === "price-alert" ? parseAlertTarget(form.get("targetPrice"), listing.price) : null;
      if (target && !target.ok) return data({ intent, ok: false, error: target.error, value }, { status: 400 });
      try {
        await checkRateLimit(db, "priceAlert", { ip: clientIp, account: user.id });
        if (target) await setPriceAlert(db, user.id, listing.id, listing.price, target.value);
        else await removePriceAlert(db, user.id, listing.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return data({ intent, ok: false, error: error.message, value }, formFailureInit(error));
      }
      return { intent, ok: true };
    }
  }
}
