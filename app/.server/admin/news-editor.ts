/**
 * The admin's side of news: articles listed newest first, one read for editing, written and
 * edited. search_text is written with the row, as the seed does. The slug is fixed once an
 * article exists: links, the sitemap and the seed (which adds missing articles by slug, so a
 * renamed seed article would come back under its old slug) all depend on it.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsArticles } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { newsSearchText } from "../content/ensure-news-articles";
import type { AdminNewsRow } from "../../lib/news/news-article";
import { NEWS_EDITOR_MESSAGES, type NewsArticleInput, type NewsFormValues } from "../../lib/news/news-form";
import { auditAdminAction } from "./admin-audit";

export const NEWS_ADMIN_PAGE_SIZE = 20;

export async function listNewsForAdmin(db: Database, requestedPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(newsArticles);
  const pageCount = Math.max(1, Math.ceil(total / NEWS_ADMIN_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const rows = await db
    .select({ id: newsArticles.id, slug: newsArticles.slug, title: newsArticles.title, category: newsArticles.category, author: newsArticles.author, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(NEWS_ADMIN_PAGE_SIZE)
    .offset((page - 1) * NEWS_ADMIN_PAGE_SIZE);
  const items: AdminNewsRow[] = rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
  return { items, total, page, pageCount };
}

/** An article as the form shows it (every field as text). */
export async function getNewsArticleForEdit(db: Database, id: number): Promise<{ id: number; values: NewsFormValues }> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!row) throw notFound(NEWS_EDITOR_MESSAGES.missing);
  const values: NewsFormValues = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags.join(", "),
    author: row.author,
    body: row.body,
    mentionedMake: row.mentionedMake ?? "",
    mentionedModel: row.mentionedModel ?? "",
  };
  return { id: row.id, values };
}

/** The columns an edit rewrites (never the slug, nor when it was published). */
function contentColumns(input: NewsArticleInput) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    category: input.category,
    tags: input.tags,
    author: input.author,
    mentionedMake: input.mentioned?.make ?? null,
    mentionedModel: input.mentioned?.model ?? null,
    searchText: newsSearchText(input),
  };
}

/** Published now; a slug already in use is an error on the slug field (the unique index decides, so two saves at once cannot both win). */
export async function createNewsArticle(db: Database, adminId: string, input: NewsArticleInput): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .insert(newsArticles)
    .values({ ...contentColumns(input), slug: input.slug, publishedAt: sql`now()`, updatedAt: sql`now()` })
    .onConflictDoNothing({ target: newsArticles.slug })
    .returning({ id: newsArticles.id, slug: newsArticles.slug });
  if (!row) throw new AppError("conflict", NEWS_EDITOR_MESSAGES.slugTaken, [{ field: "slug", message: NEWS_EDITOR_MESSAGES.slugTaken }]);
  auditAdminAction("news_created", adminId, { articleId: row.id, slug: row.slug });
  return row;
}

/** Rewrites the content and sets updated_at; the slug typed is ignored (see the file comment). */
export async function updateNewsArticle(db: Database, adminId: string, id: number, input: NewsArticleInput): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .update(newsArticles)
    .set({ ...contentColumns(input), updatedAt: sql`now()` })
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id, slug: newsArticles.slug });
  if (!row) throw notFound(NEWS_EDITOR_MESSAGES.missing);
  auditAdminAction("news_updated", adminId, { articleId: row.id, slug: row.slug });
  return row;
}
