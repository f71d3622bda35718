/**
 * A signed-in user's recent searches: one row per distinct search (the newest run moves it to
 * the top), at most 20 kept. Recording never fails or slows a search page.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { describeSearch, type RecentSearchEntry } from "~/lib/recent-search";
import { getDb, type Database } from "../db/client";
import { recentSearches } from "../db/schema";
import { logger } from "../logger";

export const MAX_RECENT_SEARCHES = 20;

export async function addRecentSearch(db: Database, userId: string, entry: RecentSearchEntry, now = new Date()): Promise<void> {
  await db
    .insert(recentSearches)
    .values({ userId, ...entry, searchedAt: now })
    .onConflictDoUpdate({ target: [recentSearches.userId, recentSearches.queryKey], set: { label: entry.label, href: entry.href, searchedAt: now } });
  // Trim to the newest 20 (ties broken by id so exactly 20 stay).
  await db.execute(sql`
    delete from recent_searches where user_id = ${userId} and id not in (
      select id from recent_searches where user_id = ${userId} order by searched_at desc, id desc limit ${MAX_RECENT_SEARCHES})`);
}

/**
 * Called from the search loaders: records the page's search if a user is signed in. The user
 * is looked up only when the address is a search worth keeping.
 */
export async function recordRecentSearch(url: URL, currentUser: () => Promise<{ id: string } | null>): Promise<void> {
  try {
    const entry = describeSearch(url);
    if (!entry) return;
    const user = await currentUser();
    if (user) await addRecentSearch(await getDb(), user.id, entry);
  } catch (error) {
    logger.warn({ err: error }, "could not record a recent search");
  }
}

export async function listRecentSearches(db: Database, userId: string) {
  return db
    .select({ id: recentSearches.id, label: recentSearches.label, href: recentSearches.href, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id))
    .limit(MAX_RECENT_SEARCHES);
}

export async function deleteRecentSearch(db: Database, userId: string, id: number): Promise<void> {
  await db.delete(recentSearches).where(and(eq(recentSearches.userId, userId), eq(recentSearches.id, id)));
}
