/** /admin/blog: the submissions table by status, and Approve / Reject from the review dialog. */
import { data } from "react-router";
import { approveBlogSubmission, BLOG_ADMIN_PAGE_SIZE, BLOG_REVIEW_MESSAGES, listBlogSubmissions, rejectBlogSubmission } from "~/.server/admin/blog-review";
import { getDb } from "~/.server/db/client";
import { BLOG_STATUSES, type BlogStatus } from "~/.server/db/schema";
import { AppError } from "~/.server/http/app-error";
import { ADMIN_HEADERS, actionFailure, formText, pageParam, requireAdmin, type ActionResult } from "./admin-guard.server";

export type BlogTab = BlogStatus | "all";

export async function loadBlogReviewPage(request: Request) {
  await requireAdmin(request);
  const raw = new URL(request.url).searchParams.get("status") ?? "pending";
  const tab: BlogTab = raw === "all" || (BLOG_STATUSES as readonly string[]).includes(raw) ? (raw as BlogTab) : "pending";
  const page = pageParam(request);
  const result = await listBlogSubmissions(await getDb(), tab, page);
  return data({ tab, ...result, pageCount: Math.ceil(result.total / BLOG_ADMIN_PAGE_SIZE) }, { headers: ADMIN_HEADERS });
}

export async function blogReviewAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const rawId = formText(form, "submissionId");
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const by = { adminId: admin.id };
  const notes = formText(form, "adminNotes");
  const db = await getDb();
  try {
    if (id === null) throw new AppError("bad_request", BLOG_REVIEW_MESSAGES.missing);
    if (intent === "approve") {
      await approveBlogSubmission(db, id, notes, by);
      return data<ActionResult>({ ok: true, message: BLOG_REVIEW_MESSAGES.approved });
    }
    if (intent === "reject") {
      await rejectBlogSubmission(db, id, notes, by);
      return data<ActionResult>({ ok: true, message: BLOG_REVIEW_MESSAGES.rejected });
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (error) {
    return actionFailure(error);
  }
}
