/**
 * Reports users file on a chat, for admins only (the routes check the role): newest first,
 * open or resolved (each tab on its own index), with who reported whom about which car and how
 * many messages carried the payment warning; and an admin marking one resolved with a note.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError, notFound } from "../http/app-error";
import { REPORT_MESSAGES, RESOLUTION_NOTE_MAX, type ConversationReport, type ReportsPage, type ReportTab } from "../../lib/admin/conversation-report";
import { DELETED_USER_NAME } from "../messaging/conversations";
import { auditAdminAction } from "./admin-audit";

export type { ConversationReport };

/** The JSON API's page (GET /api/admin/conversation-reports). */
export const REPORTS_PAGE_SIZE = 50;
/** The admin page's: each report is a card with its actions. */
export const ADMIN_REPORTS_PAGE_SIZE = 20;

type ReportRow = {
  id: number; conversation_id: number; listing_id: number; title: string; reporter_id: string | null; reporter_name: string;
  reported_id: string | null; reported_name: string; reason: string; created_at: Date | string; message_count: string | number;
  flagged_count: string | number; resolved_at: Date | string | null; resolver_name: string | null; resolution_note: string | null;
};

function reportRows(db: Database, where: SQL, orderBy: SQL, limit: number, offset: number) {
  return db.execute<ReportRow>(sql`
    select r.id, r.conversation_id, c.listing_id, l.title, r.reporter_id, coalesce(rep.name, ${DELETED_USER_NAME}) as reporter_name,
      other.id as reported_id, coalesce(other.name, ${DELETED_USER_NAME}) as reported_name, r.reason, r.created_at,
      (select count(*) from messages m where m.conversation_id = c.id) as message_count,
      (select count(*) from messages m where m.conversation_id = c.id and m.flagged_payment) as flagged_count,
      r.resolved_at, (select u.name from users u where u.id = r.resolved_by) as resolver_name, r.resolution_note
    from conversation_reports r
    join conversations c on c.id = r.conversation_id
    join listings l on l.id = c.listing_id
    left join users rep on rep.id = r.reporter_id
    -- A reporter who left has a null id, as has their side of the chat (decision 026).
    left join users other on other.id = case when c.buyer_id is not distinct from r.reporter_id then c.seller_id else c.buyer_id end
    where ${where}
    order by ${orderBy}
    limit ${limit} offset ${offset}`);
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toReport(row: ReportRow): ConversationReport {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    listingId: Number(row.listing_id),
    vehicleTitle: row.title,
    reporter: { id: row.reporter_id, name: row.reporter_name },
    reported: { id: row.reported_id, name: row.reported_name },
    reason: row.reason,
    createdAt: iso(row.created_at),
    messageCount: Number(row.message_count),
    flaggedCount: Number(row.flagged_count),
    resolution: row.resolved_at === null ? null : { at: iso(row.resolved_at), byName: row.resolver_name, note: row.resolution_note },
  };
}

const NEWEST_FIRST = sql`r.created_at desc, r.id desc`;

/** Every report, open or not, newest first (the JSON API). */
export async function listConversationReports(db: Database, page = 1): Promise<ConversationReport[]> {
  const rows = await reportRows(db, sql`true`, NEWEST_FIRST, REPORTS_PAGE_SIZE, (page - 1) * REPORTS_PAGE_SIZE);
  return rows.rows.map(toReport);
}

const TABS: Record<ReportTab, { where: SQL; orderBy: SQL }> = {
  open: { where: sql`r.resolved_at is null`, orderBy: NEWEST_FIRST },
  resolved: { where: sql`r.resolved_at is not null`, orderBy: sql`r.resolved_at desc, r.id desc` },
};

/** One tab of the admin page; a page past the end shows the last one. */
export async function listReportsTab(db: Database, tab: ReportTab, requestedPage: number): Promise<ReportsPage> {
  const { where, orderBy } = TABS[tab];
  const counted = await db.execute<{ n: string | number }>(sql`select count(*) as n from conversation_reports r where ${where}`);
  const total = Number(counted.rows[0]?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_REPORTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const rows = await reportRows(db, where, orderBy, ADMIN_REPORTS_PAGE_SIZE, (page - 1) * ADMIN_REPORTS_PAGE_SIZE);
  return { tab, items: rows.rows.map(toReport), total, page, pageCount };
}

/** One report by id, or a 404. */
export async function getConversationReport(db: Database, reportId: number): Promise<ConversationReport> {
  const rows = await reportRows(db, sql`r.id = ${reportId}`, NEWEST_FIRST, 1, 0);
  if (!rows.rows[0]) throw notFound(REPORT_MESSAGES.missing);
  return toReport(rows.rows[0]);
}

/**
 * Closes an open report. One UPDATE that only matches while it is open, so two admins cannot
 * both resolve it: the second is told who did. The note is optional, for colleagues only.
 */
export async function resolveConversationReport(db: Database, reportId: number, rawNote: string, adminId: string): Promise<void> {
  const note = rawNote.trim();
  if ([...note].length > RESOLUTION_NOTE_MAX) {
    throw new AppError("bad_request", REPORT_MESSAGES.noteLong, [{ field: "note", message: REPORT_MESSAGES.noteLong }]);
  }
  const updated = await db.execute<{ conversation_id: number }>(sql`
    update conversation_reports set resolved_at = now(), resolved_by = ${adminId}, resolution_note = ${note === "" ? null : note}
    where id = ${reportId} and resolved_at is null returning conversation_id`);
  const row = updated.rows[0];
  if (!row) {
    const report = await getConversationReport(db, reportId);
    const by = report.resolution?.byName ? ` by ${report.resolution.byName}` : "";
    throw new AppError("conflict", `This report was already resolved${by}; nothing was changed`);
  }
  auditAdminAction("chat_report_resolved", adminId, { reportId, conversationId: Number(row.conversation_id) });
}
