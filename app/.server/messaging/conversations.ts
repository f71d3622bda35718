/**
 * Conversations between a buyer and a listing's seller: starting one from a car, the list each
 * side sees, and the participant check every other use case starts with. The session user is
 * always in the WHERE, so a conversation someone is not part of is as missing as a wrong id.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError, notFound } from "../http/app-error";
import { activeListing } from "../listings/active-listing";
import { OWN_CAR } from "../listings/buyer-side";
import { listingImageUrls, PHOTO_VERSIONS_COLUMN, type IllustratedListing } from "../listings/listing-images";
import type { ChatRole, ConversationListItem } from "../../lib/messaging/conversation";

const LIST_PICTURE_WIDTH = 400;

export interface ParticipantConversation {
  id: number;
  listingId: number;
  /** Null once that participant deleted their account (decision 026). */
  buyerId: string | null;
  sellerId: string | null;
  blockedBy: string | null;
  role: ChatRole;
  /** The other participant's user id; null once they deleted their account. */
  otherId: string | null;
}

/** How a participant who deleted their account is shown (names, lists, the admins' reports). */
export const DELETED_USER_NAME = "Deleted user";

export function conversationNotFound(id: number | string): AppError {
  return notFound(`No conversation with id ${id}`);
}

/** The conversation if `userId` takes part in it; otherwise the same 404 as a missing id. */
export async function getParticipantConversation(db: Database, userId: string, id: number): Promise<ParticipantConversation> {
  const result = await db.execute<{ id: number; listing_id: number; buyer_id: string | null; seller_id: string | null; blocked_by: string | null }>(sql`
    select id, listing_id, buyer_id, seller_id, blocked_by from conversations
    where id = ${id} and (buyer_id = ${userId} or seller_id = ${userId})`);
  const row = result.rows[0];
  if (!row) throw conversationNotFound(id);
  const role: ChatRole = row.buyer_id === userId ? "buyer" : "seller";
  return {
    id: Number(row.id),
    listingId: Number(row.listing_id),
    buyerId: row.buyer_id,
    sellerId: row.seller_id,
    blockedBy: row.blocked_by,
    role,
    otherId: role === "buyer" ? row.seller_id : row.buyer_id,
  };
}

/**
 * 'Chat with seller': the buyer's conversation about a car on sale by a CarSaathi seller (not a
 * partner import), created on first use. Asking again returns the same one.
 */
export async function startConversation(db: Database, buyerId: string, listingId: number): Promise<{ id: number; created: boolean }> {
  const listing = await db.execute<{ seller_id: string | null }>(sql`
    select seller_id from listings where id = ${listingId} and ${activeListing}`);
  const sellerId = listing.rows[0]?.seller_id;
  if (!sellerId) throw notFound(`No vehicle with id ${listingId} to message about`);
  if (sellerId === buyerId) throw new AppError("forbidden", OWN_CAR.chat);
  const inserted = await db.execute<{ id: number }>(sql`
    insert into conversations (listing_id, buyer_id, seller_id) values (${listingId}, ${buyerId}, ${sellerId})
    on conflict (listing_id, buyer_id) do nothing returning id`);
  if (inserted.rows[0]) return { id: Number(inserted.rows[0].id), created: true };
  const existing = await db.execute<{ id: number }>(sql`
    select id from conversations where listing_id = ${listingId} and buyer_id = ${buyerId}`);
  return { id: Number(existing.rows[0]!.id), created: false };
}

type ListRow = IllustratedListing & {
  conversation_id: number;
  buyer_id: string | null;
  title: string;
  other_name: string;
  other_deleted: boolean;
  blocked_by: string | null;
  last_body: string | null;
  last_at: Date | string | null;
  last_sender: string | null;
  last_flagged: boolean | null;
  unread: number | string;
};

/**
 * The user's conversations, most recent first, as buyer and as seller. A seller sees one only
 * once the buyer has written; the buyer sees the ones they opened at once. `only` keeps one side
 * (the seller dashboard lists the chats about the seller's own cars).
 */
export async function listConversations(db: Database, userId: string, only?: ChatRole): Promise<ConversationListItem[]> {
  const asBuyer = sql`c.buyer_id = ${userId}`;
  const asSeller = sql`(c.seller_id = ${userId} and c.last_message_at is not null)`;
  const whose = only === "buyer" ? asBuyer : only === "seller" ? asSeller : sql`${asBuyer} or ${asSeller}`;
  const result = await db.execute<ListRow>(sql`
    select c.id as conversation_id, c.buyer_id, c.blocked_by, listings.id, listings.title, listings.make,
      listings.model, listings.year, listings.body_type, listings.exterior_color, ${PHOTO_VERSIONS_COLUMN},
      coalesce(u.name, ${DELETED_USER_NAME}) as other_name, u.id is null as other_deleted, lm.body as last_body, lm.created_at as last_at, lm.sender_id as last_sender,
      lm.flagged_payment as last_flagged,
      (select count(*) from messages m where m.conversation_id = c.id and m.sender_id is distinct from ${userId}
        and m.id > case when c.buyer_id = ${userId} then c.buyer_last_read_id else c.seller_last_read_id end) as unread
    from conversations c
    join listings on listings.id = c.listing_id
    left join users u on u.id = case when c.buyer_id = ${userId} then c.seller_id else c.buyer_id end
    left join lateral (
      select body, created_at, sender_id, flagged_payment from messages m
      where m.conversation_id = c.id order by m.id desc limit 1) lm on true
    where ${whose}
    order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
    limit 200`);
  return result.rows.map((row) => ({
    id: Number(row.conversation_id),
    role: row.buyer_id === userId ? "buyer" : "seller",
    listingId: Number(row.id),
    vehicleTitle: row.title,
    pictureUrl: listingImageUrls(row, LIST_PICTURE_WIDTH)[0]!,
    otherName: row.other_name,
    lastMessage:
      row.last_body === null || row.last_at === null
        ? null
        : { body: row.last_body, createdAt: new Date(row.last_at).toISOString(), mine: row.last_sender === userId, flaggedPayment: Boolean(row.last_flagged) },
    unreadCount: Number(row.unread),
    blocked: row.blocked_by !== null,
    otherDeleted: Boolean(row.other_deleted),
  }));
}
