/**
 * Writes the seeded news articles (news-seed/) that are missing, by slug: safe to run on every
 * start, and an article already there is never overwritten (an edit at /admin/news stays). The
 * admin pages cannot delete or rename an article, since a seed article deleted or renamed in the
 * database would come back under its slug on the next start.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsArticles } from "../db/schema";
import { markdownToPlainText } from "../../lib/news/markdown";
import { NEWS_SEED_ARTICLES, type NewsSeedArticle } from "./news-seed";

/** What search matches: title, excerpt, the body's words (not link addresses), author, category, tags. */
export function newsSearchText(a: Pick<NewsSeedArticle, "title" | "excerpt" | "body" | "author" | "category" | "tags">): string {
  return [a.title, a.excerpt, markdownToPlainText(a.body), a.author, a.category, a.tags.join(" ")].join("\n").toLowerCase();
}

export function newsArticleRow(a: NewsSeedArticle) {
  const publishedAt = new Date(a.publishedAt);
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    body: a.body,
    category: a.category,
    tags: a.tags,
    author: a.author,
    publishedAt,
    updatedAt: publishedAt,
    mentionedMake: a.mentioned?.make ?? null,
    mentionedModel: a.mentioned?.model ?? null,
    searchText: newsSearchText(a),
  };
}

/** Returns how many articles were written. */
export async function ensureNewsArticles(db: Database, articles: NewsSeedArticle[] = NEWS_SEED_ARTICLES): Promise<number> {
  if (articles.length === 0) return 0;
  const written = await db
    .insert(newsArticles)
    .values(articles.map(newsArticleRow))
    .onConflictDoNothing({ target: newsArticles.slug })
    .returning({ id: sql<number>`id` });
  return written.length;
}
