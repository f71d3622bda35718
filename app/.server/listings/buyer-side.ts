/**
 * What buyers do with a car (enquire, book, set a price alert, save it, chat) is refused on
 * the user's own listing: the seller dashboard counts enquiries and bookings, so a seller doing
 * them would inflate their own figures, and the rest makes no sense for one's own car. Each use
 * case writes only where `forBuyer` holds (authorisation in the query); when nothing was written,
 * `buyerRefusal` says why: a car not on sale is a 404, one's own car a 403 with a clear message.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { activeListing } from "./active-listing";

/** Why each action is refused on one's own car, in the seller's words. */
export const OWN_CAR = {
  enquiry: "This is your own car: enquiries come from buyers, so you can't send one about it.",
  booking: "This is your own car: only buyers can book it.",
  priceAlert: "This is your own car: price alerts are for buyers watching it. You can change its price from My Listings.",
  save: "This is your own car: it is in My Listings, so it can't be saved as well.",
  chat: "This is your own car: buyers message you about it.",
} as const;

export type BuyerAction = keyof typeof OWN_CAR;

/** The listing (unaliased `listings`) is on sale and not the user's own; a guest owns nothing. */
export function forBuyer(listingId: number, userId: string | null): SQL {
  const notOwn = userId === null ? sql`true` : sql`${listings.sellerId} is distinct from ${userId}`;
  return and(eq(listings.id, listingId), activeListing, notOwn)!;
}

/** The error for a write `forBuyer` stopped: 404 when the car is not on sale, else 403 (their own car). */
export async function buyerRefusal(db: Database, listingId: number, action: BuyerAction): Promise<AppError> {
  const [onSale] = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.id, listingId), activeListing));
  if (!onSale) return notFound(`No vehicle with id ${listingId}`);
  return new AppError("forbidden", OWN_CAR[action]);
}
