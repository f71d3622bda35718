/**
 * Test data builders: each test creates the cars it talks about, with unique source ids,
 * so no test depends on another's data or on the order tests run in.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "~/.server/db/client";
import { listings, makes, models, priceHistory, variants } from "~/.server/db/schema";
import { priceBandOf } from "~/lib/price-bands";
import { slugify } from "~/lib/slug";
import { emptySpecs, type VariantSpecs } from "~/lib/variant-specs";

type ListingInsert = typeof listings.$inferInsert;

export async function createMake(db: Database, name: string, isLuxury = false) {
  const [row] = await db.insert(makes).values({ name, slug: slugify(name), isLuxury }).returning();
  return row;
}

export async function createModel(db: Database, makeId: number, name: string, bodyType = "SUV") {
  const [row] = await db.insert(models).values({ makeId, name, slug: slugify(name), bodyType }).returning();
  return row;
}

export async function createVariant(db: Database, modelId: number, name: string, specs: Partial<VariantSpecs> = {}, extra: Partial<typeof variants.$inferInsert> = {}) {
  const [row] = await db
    .insert(variants)
    .values({ modelId, name, slug: slugify(name), sourceKey: `test:${randomUUID()}`, specs: { ...emptySpecs(), ...specs }, ...extra })
    .returning();
  return row;
}

export async function createListing(db: Database, overrides: Partial<ListingInsert> = {}) {
  const make = overrides.make ?? "Hyundai";
  const model = overrides.model ?? "Creta";
  const variant = overrides.variant ?? null;
  const price = overrides.price ?? 1_000_000;
  const title = overrides.title ?? [make, model, variant].filter(Boolean).join(" ");
  const values: ListingInsert = {
    title,
    make,
    model,
    variant,
    price,
    priceBand: priceBandOf(price).key,
    year: 2019,
    km: 40_000,
    fuelType: "Petrol",
    transmission: "Manual",
    bodyType: "SUV",
    city: "Pune",
    state: "Maharashtra",
    source: "CarWale",
    sourceId: `test-${randomUUID()}`,
    searchText: `${make} ${model} ${variant ?? ""} ${title}`.toLowerCase(),
    listedAt: new Date(Date.now() - 5 * 86_400_000),
    ...overrides,
  };
  const [row] = await db.insert(listings).values(values).returning();
  return row;
}

export async function recordPriceChange(db: Database, listingId: number, price: number, changedAt: Date) {
  await db.insert(priceHistory).values({ listingId, price, changedAt });
}
