/**
 * Saved searches (API.md "Saved searches"): a buyer's `/api/vehicles` query, mailed instantly or
 * daily when a car starts to match. A match row is written once per search and car (the unique
 * index is "never the same car twice"); the mailer and the header's bell read the same rows, and
 * count a row's `more` with it.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { listings } from "./listings";

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Why a car started to match: it went live (new, approved, back on sale) or its price fell into the budget. */
export const SAVED_SEARCH_MATCH_KINDS = ["new", "price_drop"] as const;
export type SavedSearchMatchKind = (typeof SAVED_SEARCH_MATCH_KINDS)[number];

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The query string of an `/api/vehicles` search, as the user saved it (checked by the same rules). */
    query: text("query").notNull(),
    frequency: text("frequency", { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    paused: boolean("paused").notNull().default(false),
    /** When the user last opened the search's results: matches after it are "new since your last visit". */
    lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_searches_user_idx").on(t.userId, t.createdAt)],
);

export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SAVED_SEARCH_MATCH_KINDS }).notNull(),
    /** The asking price when it matched (the mail and the bell show it). */
    price: integer("price").notNull(),
    /**
     * Cars that also started to match this search in the same matching run but got no row of
     * their own: a run records at most MATCHES_RECORDED_PER_RUN a search (match-run.ts), the most
     * a mail lists, and counts the rest here so "N more" and the counts stay true.
     */
    more: integer("more").notNull().default(0),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a mail carried it (or it was skipped: paused, mails off); null while due. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    /** Set when the user opened the bell's list with it in. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_search_matches_search_listing_uq").on(t.savedSearchId, t.listingId),
    // The mailer reads only what is due; the bell only what is unseen.
    index("saved_search_matches_due_idx").on(t.matchedAt).where(sql`mailed_at is null`),
    index("saved_search_matches_search_idx").on(t.savedSearchId, t.matchedAt),
    index("saved_search_matches_listing_idx").on(t.listingId),
  ],
);

/**
 * Where a background job has read up to in an ordered stream (the matcher: listings'
 * `change_seq`), so a restart resumes there and a second process does not redo it.
 */
export const jobCursors = pgTable("job_cursors", {
  name: text("name").primaryKey(),
  position: bigint("position", { mode: "number" }).notNull().default(0),
  updatedAt: updatedAt(),
});
