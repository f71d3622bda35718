/**
 * News that mentions a model, for its new-car page (issue 33). An article counts when its text
 * names the model as a whole word and names the make: "City" or "Go" alone would match far too
 * much. Both conditions are on the lower-case search_text, which the trigram GIN index
 * (news_articles_search_trgm_idx) answers for ILIKE and for regular expressions: a bitmap of
 * the few candidate articles, rechecked, sorted newest first, LIMIT. No scan of the table.
 */
import { and, desc, or, sql, type SQL } from "drizzle-orm";
import type { NewsCard } from "~/lib/news/news-article";
import type { Database } from "../db/client";
import { newsArticles } from "../db/schema";
import { cardColumns, toCard } from "./news";

/** A string matched literally inside a POSIX regular expression. */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `%`, `_` and `\` are literal characters in the pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How an article may name the make: its full name, or its first word when that is long enough
 * to mean the make ("Maruti" for Maruti Suzuki, "Mercedes" for Mercedes-Benz).
 */
export function makeTerms(make: string): string[] {
  const full = make.toLowerCase().trim();
  const first = full.split(/[\s-]+/)[0];
  return first !== full && first.length >= 4 ? [full, first] : [full];
}

/** The model's name as a word of its own (`\m`/`\M`: start and end of a word). */
export function modelWordPattern(model: string): string {
  return `\\m${regexLiteral(model.toLowerCase().trim())}\\M`;
}

function mentions(make: string, model: string): SQL {
  const makeMatch = or(...makeTerms(make).map((term) => sql`${newsArticles.searchText} ILIKE ${`%${likeLiteral(term)}%`}`))!;
  return and(sql`${newsArticles.searchText} ~ ${modelWordPattern(model)}`, makeMatch)!;
}

export async function newsMentioning(db: Database, make: string, model: string, limit = 3): Promise<NewsCard[]> {
  if (!make.trim() || !model.trim() || limit <= 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(newsArticles)
    .where(mentions(make, model))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map(toCard);
}

/** The query's plan, for a test that checks the trigram index serves it. */
export function newsMentioningSql(make: string, model: string): SQL {
  return sql`select id from news_articles where ${mentions(make, model)} order by published_at desc, id desc limit 3`;
}
