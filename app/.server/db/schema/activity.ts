/** What visitors do and send: analytics events and contact-form messages. */
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { createdAt } from "./columns";

/** Analytics events: views, clicks, saves, contacts, enquiries, searches. Append-only. */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** No longer written (issue 32): nothing read it. Rows from before go with the retention period. */
    userId: text("user_id"),
    /** For searches: the normalised query; for others, free-form context. */
    data: jsonb("data").$type<Record<string, unknown>>(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_listing_type_idx").on(t.listingId, t.type),
    index("events_type_time_idx").on(t.type, t.occurredAt),
  ],
);

/** Messages sent through /contact; handled_at is set once someone has replied. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("contact_messages_unhandled_idx").on(t.createdAt).where(sql`handled_at is null`)],
);

/**
 * Recorded searches per model, rolled up from `events` (home/search-counts.ts) so the home
 * page's "Most Searched Cars" never counts the whole, ever-growing event log: each roll-up adds
 * only the events after `counted_through` (an events.id).
 */
export const modelSearchCounts = pgTable(
  "model_search_counts",
  {
    make: text("make").notNull(),
    model: text("model").notNull(),
    searches: integer("searches").notNull().default(0),
    countedThrough: bigint("counted_through", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.make, t.model] })],
);
