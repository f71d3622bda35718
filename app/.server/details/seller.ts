/** Facts about a listing's seller that the public Vehicle shape does not carry. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { SellerChat } from "../../lib/details-page";

export interface SellerFacts {
  verified: boolean;
  chat: SellerChat;
}

/**
 * 'Verified Seller' only when we checked the seller: the listing's CarSaathi user has
 * seller_verified_at set, or is a dealer whose business (GSTIN) an admin recorded -- the same
 * rule that makes their dashboard say 'Verified Dealer'. Partner imports have no seller user,
 * so they are never verified and cannot be chatted with (their own site has the contact).
 * With a viewer: whether it is their own car, and their conversation about it if they have one.
 */
export async function getSellerFacts(db: Database, listingId: number, viewerId: string | null): Promise<SellerFacts> {
  const result = await db.execute<{ verified: boolean; seller_id: string; conversation_id: number | null }>(sql`
    select (u.seller_verified_at is not null
      or (u.role = 'dealer' and exists (select 1 from dealer_profiles d where d.user_id = u.id))) as verified,
      l.seller_id,
      (select c.id from conversations c where c.listing_id = l.id and c.buyer_id = ${viewerId}) as conversation_id
    from listings l join users u on u.id = l.seller_id
    where l.id = ${listingId}`);
  const row = result.rows[0];
  if (!row) return { verified: false, chat: { kind: "unavailable" } };
  if (viewerId !== null && row.seller_id === viewerId) return { verified: row.verified, chat: { kind: "own" } };
  return { verified: row.verified, chat: { kind: "open", conversationId: row.conversation_id === null ? null : Number(row.conversation_id) } };
}
