/**
 * An admin's decision on a reader's car story. As with listings (decision 010), each decision
 * is one UPDATE that only matches while the story is pending, so two admins acting at once
 * cannot both win. Approval sets approved_at to now and gives the post its slug; rejection sets
 * approved_at to null. The author is mailed either way.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogSubmissions, type BlogStatus } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { publicOrigin } from "../http/public-origin";
import { sendMessage } from "../mail/transport";
import type { OutgoingMessage } from "../mail/message";
import { blogPhotoUrl, imagesOf } from "../content/blog-submissions";
import { blogSlug } from "../../lib/blog/blog-form";
import { auditAdminAction } from "./admin-audit";

/** The spec's admin toasts (section 8). */
export const BLOG_REVIEW_MESSAGES = {
  approved: "Submission approved successfully",
  rejected: "Submission rejected successfully",
  failed: "Failed to update submission status",
  missing: "This submission no longer exists",
} as const;

export const ADMIN_NOTES_MAX = 1000;
export const BLOG_ADMIN_PAGE_SIZE = 20;

const PENDING = sql.raw(`status = 'pending'`);

interface Reviewer {
  adminId: string;
}

interface Decided {
  id: number;
  title: string;
  slug: string | null;
  authorName: string;
  authorEmail: string;
}

function cleanNotes(raw: string): string | null {
  const notes = raw.trim();
  if (notes.length > ADMIN_NOTES_MAX) {
    const message = `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`;
    throw new AppError("bad_request", message, [{ field: "adminNotes", message }]);
  }
  return notes || null;
}

const returning = {
  id: blogSubmissions.id,
  title: blogSubmissions.title,
  slug: blogSubmissions.slug,
  authorName: blogSubmissions.authorName,
  authorEmail: blogSubmissions.authorEmail,
};

export async function approveBlogSubmission(db: Database, id: number, rawNotes: string, by: Reviewer): Promise<Decided> {
  const adminNotes = cleanNotes(rawNotes);
  const [current] = await db.select({ title: blogSubmissions.title }).from(blogSubmissions).where(eq(blogSubmissions.id, id));
  if (!current) throw notFound(BLOG_REVIEW_MESSAGES.missing);
  const [row] = await db
    .update(blogSubmissions)
    .set({ status: "approved", approvedAt: sql`now()`, slug: blogSlug(current.title, id), adminNotes, reviewedBy: by.adminId })
    .where(and(eq(blogSubmissions.id, id), PENDING))
    .returning(returning);
  if (!row) throw await alreadyDecided(db, id);
  auditAdminAction("blog_approved", by.adminId, { submissionId: id });
  await sendMessage(db, approvedMail(row, publicOrigin()));
  return row;
}

export async function rejectBlogSubmission(db: Database, id: number, rawNotes: string, by: Reviewer): Promise<Decided> {
  const adminNotes = cleanNotes(rawNotes);
  const [row] = await db
    .update(blogSubmissions)
    .set({ status: "rejected", approvedAt: null, slug: null, adminNotes, reviewedBy: by.adminId })
    .where(and(eq(blogSubmissions.id, id), PENDING))
    .returning(returning);
  if (!row) throw await alreadyDecided(db, id);
  auditAdminAction("blog_rejected", by.adminId, { submissionId: id });
  await sendMessage(db, rejectedMail(row, adminNotes, publicOrigin()));
  return row;
}

async function alreadyDecided(db: Database, id: number): Promise<AppError> {
  const [current] = await db.select({ status: blogSubmissions.status }).from(blogSubmissions).where(eq(blogSubmissions.id, id));
  if (!current) return notFound(BLOG_REVIEW_MESSAGES.missing);
  return new AppError("conflict", `This submission was already ${current.status}; nothing was changed`);
}

function approvedMail(row: Decided, origin: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: row.authorEmail,
    subject: `Your story "${row.title}" is published on CarSaathi`,
    body: [`Hello ${row.authorName},`, "", "Thank you for sharing your car story. We have read it and it is now published:", "", `${origin}/blog/${row.slug}`].join("\n"),
  };
}

function rejectedMail(row: Decided, notes: string | null, origin: string): OutgoingMessage {
  return {
    channel: "email",
    recipient: row.authorEmail,
    subject: `About your story "${row.title}" on CarSaathi`,
    body: [
      `Hello ${row.authorName},`,
      "",
      "Thank you for sharing your car story. We have read it and could not publish it this time.",
      ...(notes ? ["", "Our note:", "", `  ${notes}`] : []),
      "",
      `You are welcome to submit another story at ${origin}/blog.`,
    ].join("\n"),
  };
}

/** The admin table: submissions of a status (or all), newest first, with their images. */
export async function listBlogSubmissions(db: Database, status: BlogStatus | "all", page: number) {
  const where = status === "all" ? undefined : eq(blogSubmissions.status, status);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogSubmissions).where(where);
  const rows = await db
    .select()
    .from(blogSubmissions)
    .where(where)
    .orderBy(desc(blogSubmissions.createdAt), desc(blogSubmissions.id))
    .limit(BLOG_ADMIN_PAGE_SIZE)
    .offset((page - 1) * BLOG_ADMIN_PAGE_SIZE);
  const images = await imagesOf(db, rows.map((r) => r.id));
  const items = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    authorName: r.authorName,
    authorEmail: r.authorEmail,
    carMake: r.carMake,
    carModel: r.carModel,
    carYear: r.carYear,
    publishToInstagram: r.publishToInstagram,
    status: r.status,
    adminNotes: r.adminNotes,
    slug: r.slug,
    createdAt: r.createdAt.toISOString(),
    images: (images.get(r.id) ?? []).map((v) => blogPhotoUrl(r.id, v, 800)),
  }));
  return { items, total: Number(total), page, pageSize: BLOG_ADMIN_PAGE_SIZE };
}

