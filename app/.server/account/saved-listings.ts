/**
 * A signed-in user's saved cars. Every query is scoped by user id in its WHERE clause; saving
 * a car that does not exist (or is no longer active) is a 404, one's own car a 403, saving
 * twice is harmless.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Vehicle } from "~/lib/vehicle";
import type { Database } from "../db/client";
import { listings, savedListings } from "../db/schema";
import { toVehicles, VEHICLE_COLUMNS, type ListingRow } from "../listings/serialize-vehicle";
import { activeListingIn } from "../listings/active-listing";
import { buyerRefusal, forBuyer } from "../listings/buyer-side";
import { peekPriceEstimator } from "../pricing/model-store";

export async function listSavedIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: savedListings.listingId })
    .from(savedListings)
    .where(eq(savedListings.userId, userId))
    .orderBy(desc(savedListings.createdAt));
  return rows.map((r) => r.id);
}

/** Only a car on sale that is not the user's own (buyer-side.ts): else a 404 or a 403. */
export async function saveListing(db: Database, userId: string, listingId: number): Promise<void> {
  // The no-op update returns the existing row, so "saved already" is told apart from "refused".
  const written = await db.execute(sql`
    insert into saved_listings (user_id, listing_id)
    select ${userId}::text, ${listings.id} from ${listings} where ${forBuyer(listingId, userId)}
    on conflict (user_id, listing_id) do update set user_id = excluded.user_id
    returning listing_id`);
  if (written.rows.length === 0) throw await buyerRefusal(db, listingId, "save");
}

export async function unsaveListing(db: Database, userId: string, listingId: number): Promise<void> {
  await db.delete(savedListings).where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId)));
}

/** The saved cars as Vehicles, newest save first; sold or removed cars drop out. */
export async function listSavedVehicles(db: Database, userId: string): Promise<Vehicle[]> {
  const result = await db.execute<ListingRow>(sql`
    select ${VEHICLE_COLUMNS} from listings
    join saved_listings s on s.listing_id = listings.id
    where s.user_id = ${userId} and ${activeListingIn("listings")}
    order by s.created_at desc`);
  return toVehicles(result.rows, peekPriceEstimator(db));
}
