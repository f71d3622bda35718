/**
 * Editorial content kept in the database: news articles (/news). The body is Markdown, rendered
 * on the server by app/lib/news/markdown.ts, which escapes every character of raw HTML.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const newsArticles = pgTable(
  "news_articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** The car the article is about, if any: the article links to it on sale. */
    mentionedMake: text("mentioned_make"),
    mentionedModel: text("mentioned_model"),
    /**
     * Lower-case title, excerpt, body, author, category and tags, written with the row
     * (array_to_string is not immutable, so no generated column): the trigram index serves
     * the case-insensitive substring search of the spec for any number of articles.
     */
    searchText: text("search_text").notNull(),
  },
  (t) => [
    uniqueIndex("news_articles_slug_uq").on(t.slug),
    // The list and the RSS feed: newest first, ties by id.
    index("news_articles_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("news_articles_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);
