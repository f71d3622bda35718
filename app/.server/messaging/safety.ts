/**
 * Blocking and reporting a conversation. Either participant may block (no one can send while
 * blocked) and only the one who blocked may unblock; a report is kept for the admins
 * (app/.server/admin/conversation-reports.ts lists and resolves them).
 */
import { sql } from "drizzle-orm";
import { checkRateLimit } from "../auth/rate-limit";
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

/** Limited per reporter (`chatReport`), counted once they are known to take part: each report is read by an admin. */
export async function reportConversation(db: Database, reporter: { id: string; ip: string }, id: number, reason: string): Promise<{ id: number }> {
  await getParticipantConversation(db, reporter.id, id);
  await checkRateLimit(db, "chatReport", { ip: reporter.ip, account: reporter.id });
  const result = await db.execute<{ id: number }>(sql`
    insert into conversation_reports (conversation_id, reporter_id, reason) values (${id}, ${reporter.id}, ${reason}) returning id`);
  return { id: Number(result.rows[0]!.id) };
}
