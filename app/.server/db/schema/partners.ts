/**
 * Partner feeds (issue 35; the "Partner feeds" section of API.md): the marketplaces and dealer
 * systems that send us cars, each partner's rows by its own externalId, every push or feed
 * fetch as a run with its counts and rejected rows, and the "Still for sale?" checks of private
 * sellers' cars. A partner's cars are ordinary `listings` rows (source = the partner's source,
 * source_id = "{partner id}:{externalId}"), so search, details and deal ratings need nothing new.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { listings } from "./listings";

export const partners = pgTable("partners", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  /** The platform name shown on cards ("OLX", "Spinny", a dealer group's name); unique. */
  source: text("source").notNull().unique(),
  /** SHA-256 (hex) of the key; the key itself is shown once and never stored. Null: revoked. */
  keyHash: text("key_hash").unique(),
  /** The key's first characters, so an admin can tell which key a partner holds. */
  keyPrefix: text("key_prefix"),
  keyCreatedAt: timestamp("key_created_at", { withTimezone: true }),
  createdAt: createdAt(),
  /** A pull feed: CSV with PartnerListing's field names as header, or JSON { listings }. */
  feedUrl: text("feed_url"),
  feedFormat: text("feed_format"),
  feedIntervalMinutes: integer("feed_interval_minutes"),
  /** The last answer's validators, sent back as If-None-Match / If-Modified-Since. */
  feedEtag: text("feed_etag"),
  feedLastModified: text("feed_last_modified"),
  feedNextFetchAt: timestamp("feed_next_fetch_at", { withTimezone: true }),
});

/**
 * Every row a partner sent, by its externalId: the listing it made (null while rejected), its
 * state in the contract's words (live, rejected, removed, expired), a hash of the accepted row so
 * an identical resend is 'unchanged', and when it was first and last seen (7 days unseen: expired).
 */
export const partnerListings = pgTable(
  "partner_listings",
  {
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    externalId: text("external_id").notNull(),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    contentHash: text("content_hash"),
    /** The image URLs of the last accepted row: photos are fetched again only when these change. */
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    /** The last rejection's [{ field, message }]. */
    errors: jsonb("errors"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.externalId] }),
    index("partner_listings_listing_idx").on(t.listingId),
    // The expiry job reads only live rows, oldest sighting first.
    index("partner_listings_live_seen_idx").on(t.lastSeenAt).where(sql`status = 'live'`),
    // The photo job's candidates: live rows with image URLs (partners/feed-photos.ts).
    index("partner_listings_photos_idx").on(t.listingId).where(sql`status = 'live' and cardinality(image_urls) > 0`),
  ],
);

/** One push batch or feed fetch: what came in and what became of it (the admin page's history). */
export const partnerRuns = pgTable(
  "partner_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** 'push' or 'feed'. */
    kind: text("kind").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** 'ok', 'not-modified' or 'failed'. */
    status: text("status").notNull(),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    /** Why a fetch failed, in words for the admin page. */
    error: text("error"),
    /** [{ index, externalId, errors: [{ field, message }] }], the first 1,000, for the download. */
    rejectedRows: jsonb("rejected_rows"),
  },
  (t) => [index("partner_runs_partner_idx").on(t.partnerId, t.startedAt)],
);

/**
 * "Still for sale?" mails to private sellers (issue 35): one per listing and round. A car whose
 * mail went unanswered for 7 days leaves search; "Yes" starts a new 30 days.
 */
export const saleChecks = pgTable(
  "sale_checks",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
    /** 'still-for-sale' or 'sold'; null while unanswered. */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  // The expiry of unanswered mails reads only those, oldest first (freshness/sale-checks.ts).
  (t) => [index("sale_checks_unanswered_idx").on(t.mailedAt).where(sql`answer is null`)],
);
