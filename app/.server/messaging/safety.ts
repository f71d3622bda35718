/**
 * Blocking and reporting a conversation. Either participant may block (no one can send while
 * blocked) and only the one who blocked may unblock; a report is kept for the admins, who list
 * them newest first with who reported whom about which car.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { getParticipantConversation } from "./conversations";

export async function setConversationBlocked(db: Database, userId: string, id: number, blocked: boolean): Promise<{ blocked: boolean }> {
  const conversation = await getParticipantConversation(db, userId, id);
  if (blocked) {
    await db.execute(sql`update conversations set blocked_by = ${userId} where id = ${id} and blocked_by is null`);
    return { blocked: true };
  }
  if (conversation.blockedBy && conversation.blockedBy !== userId) {
    throw new AppError("forbidden", "Only the person who blocked this conversation can unblock it");
  }
  await db.execute(sql`update conversations set blocked_by = null where id = ${id} and blocked_by = ${userId}`);
  return { blocked: false };
}

export async function reportConversation(db: Database, userId: string, id: number, reason: string): Promise<{ id: number }> {
  await getParticipantConversation(db, userId, id);
  const result = await db.execute<{ id: number }>(sql`
    insert into conversation_reports (conversation_id, reporter_id, reason) values (${id}, ${userId}, ${reason}) returning id`);
  return { id: Number(result.rows[0]!.id) };
}

export interface ConversationReport {
  id: number;
  conversationId: number;
  listingId: number;
  vehicleTitle: string;
  reporter: { id: string; name: string };
  reported: { id: string; name: string };
  reason: string;
  createdAt: string;
  /** How many messages the conversation holds, and how many carry the payment warning. */
  messageCount: number;
  flaggedCount: number;
}

export const REPORTS_PAGE_SIZE = 50;

/** Admins only (the route checks the role): the newest reports first. */
export async function listConversationReports(db: Database, page = 1): Promise<ConversationReport[]> {
  const result = await db.execute<{
    id: number; conversation_id: number; listing_id: number; title: string; reporter_id: string; reporter_name: string;
    reported_id: string; reported_name: string; reason: string; created_at: Date | string; message_count: string | number; flagged_count: string | number;
  }>(sql`
    select r.id, r.conversation_id, c.listing_id, l.title, r.reporter_id, rep.name as reporter_name,
      other.id as reported_id, other.name as reported_name, r.reason, r.created_at,
      (select count(*) from messages m where m.conversation_id = c.id) as message_count,
      (select count(*) from messages m where m.conversation_id = c.id and m.flagged_payment) as flagged_count
    from conversation_reports r
    join conversations c on c.id = r.conversation_id
    join listings l on l.id = c.listing_id
    join users rep on rep.id = r.reporter_id
    join users other on other.id = case when c.buyer_id = r.reporter_id then c.seller_id else c.buyer_id end
    order by r.created_at desc, r.id desc
    limit ${REPORTS_PAGE_SIZE} offset ${(page - 1) * REPORTS_PAGE_SIZE}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    listingId: Number(row.listing_id),
    vehicleTitle: row.title,
    reporter: { id: row.reporter_id, name: row.reporter_name },
    reported: { id: row.reported_id, name: row.reported_name },
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    messageCount: Number(row.message_count),
    flaggedCount: Number(row.flagged_count),
  }));
}
