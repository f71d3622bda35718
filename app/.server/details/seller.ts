/** Facts about a listing's seller that the public Vehicle shape does not carry. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * 'Verified Seller' only when we checked the seller: the listing's CarSaathi user has
 * seller_verified_at set, or is a dealer whose business (GSTIN) an admin recorded -- the same
 * rule that makes their dashboard say 'Verified Dealer'. Partner imports have no seller user,
 * so they are never verified.
 */
export async function isVerifiedSeller(db: Database, listingId: number): Promise<boolean> {
  const result = await db.execute<{ verified: boolean }>(sql`
    select (u.seller_verified_at is not null
      or (u.role = 'dealer' and exists (select 1 from dealer_profiles d where d.user_id = u.id))) as verified
    from listings l join users u on u.id = l.seller_id
    where l.id = ${listingId}`);
  return result.rows[0]?.verified === true;
}
