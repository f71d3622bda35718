/**
 * Marking a conversation read up to a message the participant already has: the live stream
 * delivered it whole, so the page says only its id instead of fetching it again. One UPDATE
 * does the participant check and moves only the caller's own read mark, never backwards; the
 * message must be in that conversation, so nobody marks ahead of what was sent.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { notFound } from "../http/app-error";
import { getParticipantConversation } from "./conversations";

export async function markConversationRead(db: Database, userId: string, conversationId: number, upToId: number): Promise<{ lastReadId: number }> {
  const updated = await db.execute<{ last_read_id: number | string }>(sql`
    update conversations c set
      buyer_last_read_id = case when c.buyer_id = ${userId} then greatest(c.buyer_last_read_id, m.id) else c.buyer_last_read_id end,
      seller_last_read_id = case when c.seller_id = ${userId} then greatest(c.seller_last_read_id, m.id) else c.seller_last_read_id end
    from messages m
    where c.id = ${conversationId} and (c.buyer_id = ${userId} or c.seller_id = ${userId})
      and m.id = ${upToId} and m.conversation_id = c.id
    returning case when c.buyer_id = ${userId} then c.buyer_last_read_id else c.seller_last_read_id end as last_read_id`);
  const row = updated.rows[0];
  if (row) return { lastReadId: Number(row.last_read_id) };
  // Nothing moved: a stranger (or a missing conversation) gets the same 404 as everywhere else;
  // only a participant learns that the message is not in their conversation.
  await getParticipantConversation(db, userId, conversationId);
  throw notFound(`No message with id ${upToId} in conversation ${conversationId}`);
}
