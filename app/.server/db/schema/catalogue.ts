/** The new-car catalogue: makes, models and variants with their specifications. */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { VariantSpecs } from "../../../lib/variant-specs";

export const makes = pgTable("makes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  /** Sold in India as a premium brand: "luxury cars" in a query means these makes. */
  isLuxury: boolean("is_luxury").notNull().default(false),
});

export const models = pgTable(
  "models",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    makeId: integer("make_id")
      .notNull()
      .references(() => makes.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    bodyType: text("body_type"),
  },
  (t) => [uniqueIndex("models_make_slug_uq").on(t.makeId, t.slug)],
);

/** A catalogue variant (one row of the new-car catalogue) with its specifications. */
export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Row key in the source catalogue, so a re-import updates instead of duplicating. */
    sourceKey: text("source_key").notNull().unique(),
    exShowroomPrice: integer("ex_showroom_price"),
    fuelType: text("fuel_type"),
    transmission: text("transmission"),
    gearbox: text("gearbox"),
    bodyType: text("body_type"),
    seats: smallint("seats"),
    engineCc: integer("engine_cc"),
    powerBhp: real("power_bhp"),
    torqueNm: real("torque_nm"),
    fuelEconomy: real("fuel_economy"),
    rangeKm: integer("range_km"),
    specs: jsonb("specs").$type<VariantSpecs>().notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("variants_model_idx").on(t.modelId)],
);

