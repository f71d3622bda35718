/**
 * News articles (/news, /news/:slug, /news/rss.xml). Lists run newest first on
 * news_articles_published_idx. Search is a case-insensitive substring match (spec section 5) on
 * the stored lower-case `search_text` with ILIKE, which the trigram GIN index
 * (news_articles_search_trgm_idx) answers without a scan for terms of 3+ characters.
 */
import { and, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsArticles } from "../db/schema";
import { NEWS_PAGE_SIZE, type NewsArticle, type NewsCard } from "../../lib/news/news-article";

/** The columns of a news card, and the card they make: shared with the model pages' news (model-news.ts). */
export const cardColumns = {
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  category: newsArticles.category,
  tags: newsArticles.tags,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
};

type CardRow = { [K in keyof typeof cardColumns]: K extends "publishedAt" ? Date : K extends "tags" ? string[] : string };

export const toCard = (row: CardRow): NewsCard => ({ ...row, publishedAt: row.publishedAt.toISOString() });

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** `%`, `_` and `\` in the term are literal characters, not patterns. */
function containsTerm(term: string): SQL {
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${newsArticles.searchText} ILIKE ${`%${escaped}%`}`;
}

export interface NewsPage {
  articles: NewsCard[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of articles, newest first, optionally matching `q`; a page past the end shows the last. */
export async function listNews(db: Database, options: { q?: string; page?: number; pageSize?: number } = {}): Promise<NewsPage> {
  const pageSize = options.pageSize ?? NEWS_PAGE_SIZE;
  const term = options.q?.trim() ?? "";
  const where = term ? containsTerm(term) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(newsArticles).where(where);
  const pageCount = Math.ceil(total / pageSize);
  const page = Math.min(Math.max(1, options.page ?? 1), Math.max(1, pageCount));
  const rows = await db
    .select(cardColumns)
    .from(newsArticles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { articles: rows.map(toCard), total, page, pageCount };
}

export async function getNewsArticle(db: Database, slug: string): Promise<NewsArticle | null> {
  const [row] = await db
    .select({ ...cardColumns, body: newsArticles.body, updatedAt: newsArticles.updatedAt, make: newsArticles.mentionedMake, model: newsArticles.mentionedModel })
    .from(newsArticles)
    .where(eq(newsArticles.slug, slug));
  if (!row) return null;
  const { make, model, updatedAt, ...card } = row;
  return {
    ...toCard(card),
    body: row.body,
    updatedAt: updatedAt.toISOString(),
    mentioned: make && model ? { make, model } : null,
  };
}

/**
 * Up to `limit` other articles sharing the category or a tag: same category first, then by how
 * many tags they share, then newest. Small table: a scan of a few thousand rows is fine here.
 */
export async function listRelatedNews(db: Database, article: Pick<NewsArticle, "slug" | "category" | "tags">, limit = 3): Promise<NewsCard[]> {
  // One array parameter (a bare JS array would be spread into a list of parameters).
  const tags = sql`${sql.param(article.tags)}::text[]`;
  const rows = await db
    .select(cardColumns)
    .from(newsArticles)
    .where(and(ne(newsArticles.slug, article.slug), or(eq(newsArticles.category, article.category), sql`${newsArticles.tags} && ${tags}`)))
    .orderBy(
      desc(sql`(${newsArticles.category} = ${article.category})`),
      desc(sql`cardinality(array(select unnest(${newsArticles.tags}) intersect select unnest(${tags})))`),
      ...newestFirst,
    )
    .limit(limit);
  return rows.map(toCard);
}

/** The RSS feed's items: the newest `limit` articles. */
export async function listNewsForFeed(db: Database, limit = 20): Promise<NewsCard[]> {
  const rows = await db.select(cardColumns).from(newsArticles).orderBy(...newestFirst).limit(limit);
  return rows.map(toCard);
}

/** For sitemap.xml (wired in by the SEO work): every article's slug and last change. */
export async function listNewsForSitemap(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt }).from(newsArticles).orderBy(...newestFirst);
}
