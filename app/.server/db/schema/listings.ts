/** Cars for sale, their images and price changes, and the search index version row. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { makes, models, variants } from "./catalogue";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { activeListing } from "../../listings/active-listing";

/**
 * A car for sale. make/model/variant are denormalised names (what the seller or partner
 * said); model_id/variant_id link to the catalogue when the names match one.
 */
export const listings = pgTable(
  "listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    variant: text("variant"),
    makeId: integer("make_id").references(() => makes.id),
    modelId: integer("model_id").references(() => models.id),
    variantId: integer("variant_id").references(() => variants.id),
    price: integer("price").notNull(),
    /** Price band key (app/lib/price-bands.ts), stored so the facet is a plain GROUP BY. */
    priceBand: text("price_band").notNull(),
    year: smallint("year").notNull(),
    km: integer("km").notNull(),
    fuelType: text("fuel_type").notNull(),
    transmission: text("transmission").notNull(),
    gearbox: text("gearbox"),
    bodyType: text("body_type").notNull(),
    seats: smallint("seats"),
    ownerCount: smallint("owner_count"),
    city: text("city").notNull(),
    state: text("state"),
    exteriorColor: text("exterior_color"),
    interiorColor: text("interior_color"),
    description: text("description"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    engineCc: integer("engine_cc"),
    powerBhp: real("power_bhp"),
    fuelEconomy: real("fuel_economy"),
    rangeKm: integer("range_km"),
    sellerType: text("seller_type").notNull().default("individual"),
    dealerName: text("dealer_name"),
    /** The user who listed it on CarSaathi; null for partner imports. */
    sellerId: text("seller_id").references(() => users.id, { onDelete: "set null" }),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    sourceUrl: text("source_url"),
    /** Listings of the same physical car on several platforms share a group. */
    carGroup: text("car_group"),
    status: text("status").notNull().default("active"),
    /** Why an admin refused a seller's listing (status 'rejected'), shown to the seller. */
    rejectionReason: text("rejection_reason"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    /** The seller's registration number ("MH12AB1234"): shown only to the seller and admins. */
    registrationNumber: text("registration_number"),
    /** Partner platforms the seller asked us to list on too (PARTNER_SOURCES names). */
    platforms: text("platforms").array().notNull().default(sql`'{}'::text[]`),
    isNew: boolean("is_new").notNull().default(false),
    isSynthetic: boolean("is_synthetic").notNull().default(false),
    /** Lower-case make, model, variant and title: the trigram-indexed free-text haystack. */
    searchText: text("search_text").notNull(),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /**
     * When the current price was set, if after listing (null: the price it was listed at): the
     * latest price history row's date, kept by a trigger on price_history (migration 0021). The
     * price trend reads history only for cars repriced since.
     */
    priceSince: timestamp("price_since", { withTimezone: true }),
    salePrice: integer("sale_price"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by a trigger on every write: the in-memory search index reloads rows past its mark. */
    changeSeq: bigint("change_seq", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("listings_source_uq").on(t.source, t.sourceId),
    index("listings_active_price_idx").on(t.price).where(activeListing),
    index("listings_active_year_idx").on(t.year).where(activeListing),
    index("listings_active_km_idx").on(t.km).where(activeListing),
    index("listings_active_listed_idx").on(t.listedAt).where(activeListing),
    // Serves make and model lookups too; the comparison's price trend walks one model year's
    // cars newest-listed first (compare/price-trend.ts). Migrations 0018 and 0021 add INCLUDE (id,
    // price, status, sold_at, price_since), which Drizzle cannot declare, so that walk never
    // visits the table; 0025 adds is_new for the new-car pages' used-price curve.
    index("listings_model_year_listed_idx").on(t.make, t.model, t.year, t.listedAt),
    index("listings_model_id_idx").on(t.modelId),
    index("listings_city_idx").on(t.city),
    index("listings_car_group_idx").on(t.carGroup),
    // The same-car probe (partners/same-car.ts): another platform's copy of a car is a km range
    // within one make, model, year, city and colour, compared as the rule compares them.
    index("listings_same_car_idx")
      .on(sql`lower(trim(${t.make}))`, sql`lower(trim(${t.model}))`, t.year, sql`lower(trim(${t.city}))`, sql`lower(trim(${t.exteriorColor}))`, t.km)
      .where(activeListing),
    index("listings_registration_idx").on(t.registrationNumber).where(sql`registration_number is not null`),
    index("listings_seller_idx").on(t.sellerId),
    // Deleting an account clears its moderation marks (on delete set null): without this the
    // foreign key's check read every listing, for each account deleted.
    index("listings_moderated_by_idx").on(t.moderatedBy).where(sql`moderated_by is not null`),
    // The admin queue reads pending listings oldest first without touching the million others.
    index("listings_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    index("listings_change_seq_idx").on(t.changeSeq),
    index("listings_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const listingImages = pgTable(
  "listing_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** "illustration" = generated from the listing; "upload" = a seller's photo in storage. */
    kind: text("kind").notNull(),
    /** Content hash (illustration version or upload hash): URLs are immutable. */
    version: text("version").notNull(),
    storageKey: text("storage_key"),
    alt: text("alt"),
  },
  (t) => [uniqueIndex("listing_images_pos_uq").on(t.listingId, t.position)],
);

export const priceHistory = pgTable(
  "price_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0018 adds INCLUDE (price): a listing's price at a date is read from the index alone.
  (t) => [index("price_history_listing_idx").on(t.listingId, t.changedAt, t.id)],
);

/**
 * One row, bumped by statement triggers on listings: a process compares it with the version
 * its search index was built from. fullVersion moves only on TRUNCATE (a full reload).
 */
export const searchIndexVersion = pgTable("search_index_version", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  fullVersion: bigint("full_version", { mode: "number" }).notNull().default(0),
});


/**
 * Deleted listing ids, written by a row trigger, so a search index drops them with its next
 * incremental refresh instead of reloading a million rows. Rows older than a day are pruned;
 * an index that has not refreshed for that long reloads in full (index-loader.ts).
 */
export const listingDeletions = pgTable(
  "listing_deletions",
  {
    listingId: integer("listing_id").notNull(),
    changeSeq: bigint("change_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('listing_change_seq')`),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_deletions_seq_idx").on(t.changeSeq)],
);

/**
 * A seller's change to a live listing that an admin must check first (issue 34): the car's
 * facts or new photos. The approved listing stays on sale meanwhile; approving copies the
 * reviewed columns over it, rejecting keeps the reason for the seller. One per listing: a new
 * edit replaces it. Photo versions already sit in the listing's folder but not in
 * listing_images, so buyers cannot see them until approved.
 */
export const listingRevisions = pgTable(
  "listing_revisions",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The owner, repeated so every read and write has it in the WHERE. */
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The listing's columns as the seller wants them (sellerListingColumns). */
    columns: jsonb("columns").notNull(),
    /** Photo versions in order; the first is the cover. */
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    /** 'pending' until an admin decides; 'rejected' keeps the reason until the next edit. */
    status: text("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("listing_revisions_pending_idx").on(t.submittedAt).where(sql`status = 'pending'`),
    index("listing_revisions_seller_idx").on(t.sellerId),
  ],
);
