/**
 * What buyers keep and ask for: saved cars, recent searches, price alerts, enquiries to a
 * seller and booking requests. Rows go when the user or the car goes.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { listings } from "./listings";

const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const listingRef = () =>
  integer("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" });

export const savedListings = pgTable(
  "saved_listings",
  { userId: userRef(), listingId: listingRef(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/** Deduplicated by query_key (normalised query + filters); the newest 20 per user are kept. */
export const recentSearches = pgTable(
  "recent_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    queryKey: text("query_key").notNull(),
    /** What the user sees ("SUVs under 15 lakh in Pune"). */
    label: text("label").notNull(),
    /** The search URL (path and query) that 'Search Again' opens. */
    href: text("href").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recent_searches_user_key_uq").on(t.userId, t.queryKey),
    index("recent_searches_user_time_idx").on(t.userId, t.searchedAt),
  ],
);

/**
 * Notify the user when the car's price drops (to target_price, or below the price at creation).
 * last_notified_price is the price the last mail announced: the next mail needs a lower one.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    listingId: listingRef(),
    priceAtCreation: integer("price_at_creation").notNull(),
    targetPrice: integer("target_price"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    lastNotifiedPrice: integer("last_notified_price"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("price_alerts_user_listing_uq").on(t.userId, t.listingId),
    // Delivery after a price write looks alerts up by listing.
    index("price_alerts_listing_idx").on(t.listingId),
  ],
);

/** A buyer's message to the seller of a car; guests leave contact details instead of a user. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: listingRef(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  // By user: an account's deletion (set null) and its data export find its rows without a scan.
  (t) => [index("enquiries_listing_idx").on(t.listingId, t.createdAt), index("enquiries_user_idx").on(t.userId).where(sql`user_id is not null`)],
);

/** 'Purchase Now': a request to book the car at the price shown; no payment is taken online. */
export const bookingRequests = pgTable(
  "booking_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: listingRef(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    priceAtRequest: integer("price_at_request").notNull(),
    status: text("status").notNull().default("requested"),
    createdAt: createdAt(),
  },
  (t) => [index("booking_requests_listing_idx").on(t.listingId, t.createdAt), index("booking_requests_user_idx").on(t.userId).where(sql`user_id is not null`)],
);
