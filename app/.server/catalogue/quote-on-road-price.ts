/**
 * The on-road price of a catalogue variant, or of a price the caller gives, in a state.
 * The sums are app/lib/on-road's; this only reads the variant.
 */
import { and, eq } from "drizzle-orm";
import { onRoadPrice, type OnRoadCar, type OnRoadPrice } from "~/lib/on-road/on-road-price";
import type { StateName } from "~/lib/on-road/road-tax";
import type { Database } from "../db/client";
import { listings, variants } from "../db/schema";
import { AppError, notFound } from "../http/app-error";

export type OnRoadInput = { variantId: number } | { car: OnRoadCar };

/** A variant's columns the on-road rule reads. */
export interface QuotedVariant {
  exShowroom: number | null;
  fuel: string | null;
  engineCc: number | null;
  powerBhp: number | null;
}

/** What the tax and insurance tables need of a variant; null when it has no ex-showroom price. */
export function onRoadCarOf(variant: QuotedVariant): OnRoadCar | null {
  if (variant.exShowroom === null) return null;
  return { exShowroom: variant.exShowroom, fuel: variant.fuel, engineCc: variant.engineCc, powerBhp: variant.powerBhp };
}

/**
 * A catalogue variant on the road in a place: the one rule behind /api/on-road-price and the
 * new-car research pages, so they always agree. Null without a place or a price.
 */
export function quoteVariant(variant: QuotedVariant, place: { state: StateName; city: string | null } | null): OnRoadPrice | null {
  const car = onRoadCarOf(variant);
  return place && car ? onRoadPrice(car, place.state, place.city) : null;
}

export async function variantForQuote(db: Database, variantId: number): Promise<OnRoadCar | null> {
  const [row] = await db
    .select({ exShowroom: variants.exShowroomPrice, fuel: variants.fuelType, engineCc: variants.engineCc, powerBhp: variants.powerBhp })
    .from(variants)
    .where(eq(variants.id, variantId));
  if (!row) throw notFound(`No catalogue variant with id ${variantId}`);
  return onRoadCarOf(row);
}

export async function quoteOnRoadPrice(db: Database, input: OnRoadInput, state: StateName, city: string | null): Promise<OnRoadPrice> {
  if ("car" in input) return onRoadPrice(input.car, state, city);
  const car = await variantForQuote(db, input.variantId);
  if (!car) throw new AppError("not_found", `Variant ${input.variantId} has no ex-showroom price in the catalogue`);
  return onRoadPrice(car, state, city);
}

/**
 * A new listing's on-road price when its variant is in the catalogue with a price (the seller's
 * variant matched, not the closest guess the specs fall back to); else null.
 */
export async function listingOnRoadPrice(db: Database, listingId: number, state: StateName, city: string | null): Promise<OnRoadPrice | null> {
  const [listing] = await db
    .select({ variantId: listings.variantId })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.isNew, true)));
  if (!listing?.variantId) return null;
  const car = await variantForQuote(db, listing.variantId);
  return car ? onRoadPrice(car, state, city) : null;
}
