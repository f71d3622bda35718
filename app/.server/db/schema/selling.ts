/**
 * People selling a car: each 'Get Instant Quote' request, kept as a lead the team calls back,
 * with the quote we showed (null when the fair-price model could not price the car).
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const sellLeads = pgTable(
  "sell_leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    city: text("city").notNull(),
    /** 10 digits, no prefix or spaces. */
    phone: text("phone").notNull(),
    km: integer("km"),
    owners: integer("owners"),
    // A guest's lead has no user; a deleted account keeps its leads for the callback.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    quoteLow: integer("quote_low"),
    quoteEstimate: integer("quote_estimate"),
    quoteHigh: integer("quote_high"),
    createdAt: createdAt(),
  },
  (t) => [index("sell_leads_created_idx").on(t.createdAt), index("sell_leads_user_idx").on(t.userId).where(sql`user_id is not null`)],
);

/**
 * A dealer's business, kept when an admin gives an account the dealer role. The role lives on
 * users.role; this row is what the dashboard and listings show ("Verified Dealer", the name).
 */
export const dealerProfiles = pgTable(
  "dealer_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    /** 15 characters, upper case, checksum verified (app/lib/selling/gstin.ts). */
    gstin: text("gstin").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    /** Catalogue makes (makes.id) the dealer sells new: their 'Get the best offer' leads (decision 031). */
    makeIds: integer("make_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("dealer_profiles_gstin_uq").on(t.gstin)],
);
