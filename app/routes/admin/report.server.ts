/** /admin/reports/:id: the reported chat, read-only and audited, from its report. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { readReportedConversation } from "~/.server/admin/reported-conversation";
import { notFound } from "~/.server/http/app-error";
import { REPORT_MESSAGES } from "~/lib/admin/conversation-report";
import { ADMIN_HEADERS, requireAdmin } from "./admin-guard.server";
import { parseReportId } from "./reports.server";

export async function loadReportPage(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  const reportId = parseReportId(id);
  if (reportId === null) throw notFound(REPORT_MESSAGES.missing);
  return data(await readReportedConversation(await getDb(), reportId, admin.id), { headers: ADMIN_HEADERS });
}
