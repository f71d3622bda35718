/**
 * An admin reading a reported chat (read-only). Admins read chats only through a report: the
 * conversation comes from the report row, so a chat no one reported cannot be opened here, and
 * every read is logged (admin-audit.ts) with who read which conversation from which report.
 * Reading marks nothing as read for the participants.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { notFound } from "../http/app-error";
import { REPORT_MESSAGES, type ReportedConversation, type ReportedMessage } from "../../lib/admin/conversation-report";
import { auditAdminAction } from "./admin-audit";
import { DELETED_USER_NAME } from "../messaging/conversations";
import { getConversationReport } from "./conversation-reports";

/** A kept message of a deleted account has no sender: it is from the side whose id is gone. */
function senderSide(senderId: string | null, people: { buyer_id: string | null; seller_id: string | null }): "buyer" | "seller" {
  if (senderId !== null) return senderId === people.buyer_id ? "buyer" : "seller";
  return people.buyer_id === null ? "buyer" : "seller";
}

/** The latest messages shown; the page says how many there are in all. */
export const REPORTED_MESSAGES_SHOWN = 500;

export async function readReportedConversation(db: Database, reportId: number, adminId: string): Promise<ReportedConversation> {
  const report = await getConversationReport(db, reportId);
  const conversation = await db.execute<{ buyer_id: string | null; buyer_name: string; seller_id: string | null; seller_name: string; blocked_by: string | null }>(sql`
    select c.buyer_id, coalesce(b.name, ${DELETED_USER_NAME}) as buyer_name, c.seller_id,
      coalesce(s.name, ${DELETED_USER_NAME}) as seller_name, c.blocked_by
    from conversation_reports r
    join conversations c on c.id = r.conversation_id
    left join users b on b.id = c.buyer_id
    left join users s on s.id = c.seller_id
    where r.id = ${reportId}`);
  const people = conversation.rows[0];
  if (!people) throw notFound(REPORT_MESSAGES.missing);
  const rows = await db.execute<{ id: number | string; sender_id: string | null; body: string; created_at: Date | string; flagged_payment: boolean }>(sql`
    select * from (
      select m.id, m.sender_id, m.body, m.created_at, m.flagged_payment from messages m
      where m.conversation_id = ${report.conversationId} order by m.id desc limit ${REPORTED_MESSAGES_SHOWN}) m
    order by m.id`);
  auditAdminAction("chat_report_read", adminId, { reportId, conversationId: report.conversationId });
  const messages = rows.rows.map(
    (row): ReportedMessage => ({
      id: Number(row.id),
      from: senderSide(row.sender_id, people),
      body: row.body,
      createdAt: new Date(row.created_at).toISOString(),
      flaggedPayment: Boolean(row.flagged_payment),
    }),
  );
  return {
    report,
    buyer: { id: people.buyer_id, name: people.buyer_name },
    seller: { id: people.seller_id, name: people.seller_name },
    blocked: people.blocked_by !== null,
    messages,
  };
}
