/**
 * Readers' car stories (/blog): a signed-in user submits one, an admin approves or rejects it.
 * Only approved rows (with a slug) are ever shown publicly. The content is Markdown, rendered by
 * app/lib/news/markdown.ts, which escapes every character of raw HTML.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const BLOG_STATUSES = ["pending", "approved", "rejected"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogSubmissions = pgTable(
  "blog_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    carMake: text("car_make"),
    carModel: text("car_model"),
    /** Free text, as the spec says ("2019", "2019 facelift"). */
    carYear: text("car_year"),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    publishToInstagram: boolean("publish_to_instagram").notNull().default(false),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<BlogStatus>().notNull().default("pending"),
    adminNotes: text("admin_notes"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** Set on approval: the post's address /blog/{slug}. */
    slug: text("slug"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("blog_submissions_status_ck", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex("blog_submissions_slug_uq").on(t.slug),
    // The admin list: by status, newest first.
    index("blog_submissions_status_created_idx").on(t.status, t.createdAt.desc()),
    // The public list: published posts, newest first.
    index("blog_submissions_published_idx").on(t.approvedAt.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
  ],
);

export const blogSubmissionImages = pgTable(
  "blog_submission_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => blogSubmissions.id, { onDelete: "cascade" }),
    /** The photo's content hash: its files are blog/{submission id}/{version}/{width}.webp. */
    version: text("version").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("blog_submission_images_position_uq").on(t.submissionId, t.position)],
);
