/**
 * A buyer's chat is an inquiry on the car, like an enquiry form: each conversation with at least
 * one message counts once on its listing. A conversation exists from the moment a buyer opens
 * 'Chat with seller', and the seller only sees it once the buyer writes (listConversations), so
 * an empty one is no inquiry, and a chat's inquiry happens at its first message, not at its
 * created_at. That time costs one probe of messages_conversation_id_idx per conversation
 * (lowest id = first message: ids are handed out in send order, messages.ts).
 *
 * Every query reaches conversations from a listing id it already has, through
 * conversations_listing_buyer_uq (listing_id, buyer_id); none reads all conversations.
 */
import { sql, type SQL } from "drizzle-orm";

/** Conversations with a message on the listing `listingId` (an SQL expression such as `l.id`). */
export function chatInquiryCount(listingId: SQL): SQL {
  return sql`(SELECT count(*) FROM conversations c WHERE c.listing_id = ${listingId} AND c.last_message_at IS NOT NULL)`;
}

/**
 * One row per chat inquiry on the listing `listingId` whose first message falls in [from, to],
 * with that time as `at`: for a lateral join from the seller's listings. The first message is
 * no later than the last, so last_message_at >= from drops older chats before the probe.
 * OFFSET 0 keeps the subquery whole: flattened into the join, a small conversations table gets
 * read entirely and hashed (the planner's pick in the bench), which does not scale.
 */
export function chatInquiriesBetween(listingId: SQL, from: string, to: string): SQL {
  return sql`(
    SELECT first_message.created_at AS at
    FROM conversations c
    CROSS JOIN LATERAL (SELECT m.created_at FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id LIMIT 1) first_message
    WHERE c.listing_id = ${listingId} AND c.last_message_at >= ${from}::timestamptz
      AND first_message.created_at >= ${from}::timestamptz AND first_message.created_at <= ${to}::timestamptz
    OFFSET 0)`;
}
