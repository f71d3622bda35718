/**
 * 'Get the best offer' requests from a new-car model page (issue 33, decision 031). A lead is
 * not addressed to dealers one by one: a dealer sees it while their profile sells its make in
 * its city (dealer_profiles.make_ids and city), so the dealer query filters on (make_id, city).
 * `routed` records whether any such dealer existed when the buyer sent it; admins follow up
 * the ones that reached nobody.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { makes, models, variants } from "./catalogue";
import { createdAt } from "./columns";

export const newCarLeads = pgTable(
  "new_car_leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    variantId: integer("variant_id").references(() => variants.id),
    // Copied from the model so the dealer query needs no join to find its leads.
    makeId: integer("make_id")
      .notNull()
      .references(() => makes.id),
    /** Canonical spelling (app/lib/indian-cities.ts), as dealer profiles are saved. */
    city: text("city").notNull(),
    name: text("name").notNull(),
    /** 10 digits; '' once the buyer deleted their account. Dealers see it only with share_phone. */
    phone: text("phone").notNull(),
    /** Never shown to dealers; the team uses it to answer a lead without a shared phone. */
    email: text("email"),
    sharePhone: boolean("share_phone").notNull().default(false),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    // A guest's lead has no user; deleting the account also blanks the personal fields.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    routed: boolean("routed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("new_car_leads_dealer_idx").on(t.makeId, t.city, t.createdAt.desc()),
    // Admin list, the retention job, and 'Download my data' / account deletion by user.
    index("new_car_leads_created_idx").on(t.createdAt),
    index("new_car_leads_user_idx").on(t.userId).where(sql`${t.userId} is not null`),
  ],
);
