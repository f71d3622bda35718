/** /admin/reports: reports users filed on chats (open or resolved) and the Mark resolved action. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { listReportsTab, resolveConversationReport } from "~/.server/admin/conversation-reports";
import { AppError } from "~/.server/http/app-error";
import { REPORT_MESSAGES, type ReportTab } from "~/lib/admin/conversation-report";
import { ADMIN_HEADERS, actionFailure, formText, pageParam, requireAdmin, type ActionResult } from "./admin-guard.server";

export async function loadReportsPage(request: Request) {
  await requireAdmin(request);
  const tab: ReportTab = new URL(request.url).searchParams.get("tab") === "resolved" ? "resolved" : "open";
  return data(await listReportsTab(await getDb(), tab, pageParam(request)), { headers: ADMIN_HEADERS });
}

/** A report id from a form or the URL, or null. */
export function parseReportId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Mark resolved, from the list or from the reported chat (both pages post here). */
export async function reportAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const reportId = parseReportId(formText(form, "reportId"));
  try {
    if (formText(form, "intent") !== "resolve") throw new AppError("bad_request", "Unknown action");
    if (reportId === null) throw new AppError("not_found", REPORT_MESSAGES.missing);
    await resolveConversationReport(await getDb(), reportId, formText(form, "note"), admin.id);
    return data<ActionResult>({ ok: true, message: REPORT_MESSAGES.resolved });
  } catch (error) {
    return actionFailure(error);
  }
}
