/**
 * A user's saved searches (API.md "Saved searches"): save, list with the matches new since the
 * last visit, rename, switch instant/daily, pause, delete, and record a visit. Every statement
 * has the owner in its WHERE; another user's id is simply not found. At most 20 a user; the
 * same search saved again answers with the one already kept (decision 038).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { parseQuery } from "~/lib/query-parser";
import { logAudit } from "../auth/audit";
import type { Database } from "../db/client";
import { savedSearches, type SavedSearchFrequency } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { activeListingIn } from "../listings/active-listing";
import { getSearchVocabulary, type SearchVocabulary } from "../listings/vocabulary";
import { limitSavedSearchCreate } from "./create-limit";
import type { NewSavedSearch, SavedSearchChanges } from "./saved-search-input";
import { canonicalQuery, readSavedSearchQuery, searchKey, type KnownNames } from "./saved-search-query";
import { suggestSearchName } from "./search-name";

export const MAX_SAVED_SEARCHES = 20;
/** "New since your last visit" counts the newest this many (the page shows "100+"): a request never counts a broad search's every match. */
export const NEW_MATCHES_CAP = 100;

export interface SavedSearch {
  id: number;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  paused: boolean;
  createdAt: string;
}

export interface SavedSearchListItem extends SavedSearch {
  newSinceLastVisit: number;
}

/** Who is acting, for the audit line and the rate limit. */
export interface Actor {
  userId: string;
  ip: string;
}

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  paused: savedSearches.paused,
  createdAt: savedSearches.createdAt,
};

const toSavedSearch = (row: Omit<SavedSearch, "createdAt"> & { createdAt: Date }): SavedSearch => ({ ...row, createdAt: row.createdAt.toISOString() });

export function knownNames(vocab: SearchVocabulary): KnownNames {
  return { makes: vocab.makes.map((m) => m.name), models: vocab.models.map((m) => m.name) };
}

/** A path's id, or null for anything that cannot be one (answered as not found). */
export function parseSavedSearchId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchListItem[]> {
  const result = await db.execute<{ id: number; name: string; query: string; frequency: SavedSearchFrequency; paused: boolean; created_at: string; new_count: number }>(sql`
    select s.id, s.name, s.query, s.frequency, s.paused, s.created_at,
      (select coalesce(sum(1 + n.more), 0)::int from (
        select m.listing_id, m.more from saved_search_matches m
        where m.saved_search_id = s.id and m.matched_at > s.last_visited_at
        order by m.matched_at desc limit ${NEW_MATCHES_CAP}) n
       -- Per row by primary key: a join here was planned as a hash join over every listing.
       where exists (select 1 from listings l where l.id = n.listing_id and ${activeListingIn("l")})) as new_count
    from saved_searches s
    where s.user_id = ${userId}
    order by s.created_at desc, s.id desc`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    query: r.query,
    frequency: r.frequency,
    paused: Boolean(r.paused),
    createdAt: new Date(r.created_at).toISOString(),
    newSinceLastVisit: Number(r.new_count),
  }));
}

/** The user's searches as compared for "already saved" (searchKey), for the save buttons. */
export async function listSavedSearchKeys(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ query: savedSearches.query }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return rows.map((r) => searchKey(r.query));
}

/**
 * Saves a search, or answers with the one already kept for the same query (`created: false`,
 * unchanged). Checked like /api/vehicles (400), then rate-limited (429), then at most 20 (409).
 */
export async function createSavedSearch(db: Database, actor: Actor, input: NewSavedSearch): Promise<{ search: SavedSearch; created: boolean }> {
  const query = readSavedSearchQuery(input.query);
  const vocab = await getSearchVocabulary(db);
  const canonical = canonicalQuery(query, knownNames(vocab));
  const name = input.name ?? suggestSearchName(query, query.q ? parseQuery(query.q, vocab) : null);
  await limitSavedSearchCreate(db, actor);
  const outcome = await db.transaction(async (tx) => {
    // One save at a time per user: two at once can then pass neither the limit nor the duplicate check.
    await tx.execute(sql`select id from users where id = ${actor.userId} for update`);
    const own = await tx.select(columns).from(savedSearches).where(eq(savedSearches.userId, actor.userId)).orderBy(desc(savedSearches.createdAt));
    const key = searchKey(canonical);
    const same = own.find((s) => searchKey(s.query) === key);
    if (same) return { row: same, created: false };
    if (own.length >= MAX_SAVED_SEARCHES) {
      throw new AppError("conflict", `You already have ${MAX_SAVED_SEARCHES} saved searches, the most we keep. Delete one to save another.`);
    }
    const [row] = await tx.insert(savedSearches).values({ userId: actor.userId, name, query: canonical, frequency: input.frequency }).returning(columns);
    return { row: row!, created: true };
  });
  if (outcome.created) logAudit("saved_search_created", actor, { savedSearchId: outcome.row.id, frequency: input.frequency });
  return { search: toSavedSearch(outcome.row), created: outcome.created };
}

export async function updateSavedSearch(db: Database, actor: Actor, id: number, changes: SavedSearchChanges): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.userId)))
    .returning(columns);
  if (!row) throw notFound(`No saved search with id ${id}`);
  const changed = Object.keys(changes).filter((k) => changes[k as keyof SavedSearchChanges] !== undefined);
  logAudit("saved_search_updated", actor, { savedSearchId: id, changed: changed.join(",") });
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Database, actor: Actor, id: number): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw notFound(`No saved search with id ${id}`);
  logAudit("saved_search_deleted", actor, { savedSearchId: id });
}

/** Opening a search's results: its matches until now stop counting as new. Its query, or null when not the user's. */
export async function recordSavedSearchVisit(db: Database, userId: string, id: number, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastVisitedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ query: savedSearches.query });
  return row?.query ?? null;
}

/** A search's query without recording anything (an "Open" that could not prove it came from our page). */
export async function savedSearchQuery(db: Database, userId: string, id: number): Promise<string | null> {
  const [row] = await db
    .select({ query: savedSearches.query })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row?.query ?? null;
}
