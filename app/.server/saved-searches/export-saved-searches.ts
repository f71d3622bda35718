/**
 * The user's saved searches and every car we found for them, for 'Download my data'
 * (account/export-account-data.ts). The owner is in both WHEREs.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, savedSearches, savedSearchMatches } from "../db/schema";

export async function exportSavedSearches(db: Database, userId: string) {
  const [searches, matches] = await Promise.all([
    db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
        paused: savedSearches.paused,
        lastVisitedAt: savedSearches.lastVisitedAt,
        createdAt: savedSearches.createdAt,
        updatedAt: savedSearches.updatedAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.id)),
    db
      .select({
        savedSearchId: savedSearchMatches.savedSearchId,
        listingId: savedSearchMatches.listingId,
        car: listings.title,
        why: savedSearchMatches.kind,
        price: savedSearchMatches.price,
        /** Cars that started to match in the same run without a row of their own (the mail's "N more"). */
        alsoMatchedInSameRun: savedSearchMatches.more,
        matchedAt: savedSearchMatches.matchedAt,
        mailedAt: savedSearchMatches.mailedAt,
        seenAt: savedSearchMatches.seenAt,
      })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearchMatches.id)),
  ]);
  return searches.map(({ id, ...search }) => ({
    ...search,
    matches: matches.filter((m) => m.savedSearchId === id).map(({ savedSearchId: _search, ...match }) => match),
  }));
}
