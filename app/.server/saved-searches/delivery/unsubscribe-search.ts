/**
 * The mail's unsubscribe link (/saved-searches/unsubscribe): the token alone names the search
 * (no sign-in), so an altered token matches nothing. Looking is apart from pausing: a GET (a
 * mail scanner following links) changes nothing; the POST (the page's button, or a mail
 * client's one-click unsubscribe) pauses the search. The user can resume it on /saved-searches.
 */
import { eq } from "drizzle-orm";
import { resolveAuthSecret } from "../../auth/secret";
import type { Database } from "../../db/client";
import { savedSearches } from "../../db/schema";
import { getEnv } from "../../env";
import { signSavedSearchToken, verifySavedSearchToken } from "./unsubscribe-token";

export type SearchUnsubscribeState = { state: "invalid" } | { state: "gone" } | { state: "active" | "paused"; name: string };

export function savedSearchUnsubscribeUrl(origin: string, searchId: number): string {
  return `${origin}/saved-searches/unsubscribe?token=${encodeURIComponent(signSavedSearchToken(searchId, resolveAuthSecret(getEnv())))}`;
}

const searchIdOf = (token: string | null) => verifySavedSearchToken(token, resolveAuthSecret(getEnv()));

async function findSearch(db: Database, id: number) {
  const [row] = await db.select({ name: savedSearches.name, paused: savedSearches.paused }).from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export async function describeSearchUnsubscribe(db: Database, token: string | null): Promise<SearchUnsubscribeState> {
  const id = searchIdOf(token);
  if (id === null) return { state: "invalid" };
  const search = await findSearch(db, id);
  if (!search) return { state: "gone" };
  return { state: search.paused ? "paused" : "active", name: search.name };
}

/** Pauses the token's search; a second click finds it paused (not an error). */
export async function pauseSearchByToken(db: Database, token: string | null, now = new Date()): Promise<SearchUnsubscribeState> {
  const id = searchIdOf(token);
  if (id === null) return { state: "invalid" };
  const [row] = await db
    .update(savedSearches)
    .set({ paused: true, updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row ? { state: "paused", name: row.name } : { state: "gone" };
}
