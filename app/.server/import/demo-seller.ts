/**
 * The demo dealer's business and inventory, and the demo user's one private car, so a fresh
 * start shows a working seller dashboard. Runs after the import and the demo accounts.
 * Idempotent: the inventory and its year of activity are written once, in one transaction,
 * when the dealer has no cars yet; a later run only puts back the seller columns a re-import
 * rewrites (seller_type, dealer_name), never adding events or enquiries again.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerProfiles, enquiries, events, listings, users } from "../db/schema";
import { insertJsonRows, type Executor } from "./db-batch";
import { demoActivity, type DemoCar } from "./demo-seller-activity";

export const DEMO_DEALER_EMAIL = "dealer@demo.carsaathi.in";
export const DEMO_USER_EMAIL = "user@demo.carsaathi.in";
export const DEMO_INVENTORY_SIZE = 36;

/** GSTIN 27 (Maharashtra) + a company PAN + entity 1 + Z + its mod-36 check character. */
export const DEMO_DEALER_PROFILE = {
  businessName: "Sahyadri Auto Hub Pvt Ltd",
  gstin: "27AAMCS4821K1ZY",
  address: "Plot 14, Baner Road, Baner",
  city: "Pune",
};

const COMMON_MAKES = ["Maruti Suzuki", "Hyundai", "Honda", "Toyota", "Tata", "Mahindra", "Kia"];
const BATCH = 2_000;

async function userIdOf(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

async function ownedIds(db: Executor, userId: string): Promise<number[]> {
  const rows = await db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, userId));
  return rows.map((r) => r.id);
}

const eligible = () =>
  and(sql`${listings.sellerId} IS NULL`, eq(listings.status, "active"), eq(listings.isSynthetic, false), inArray(listings.make, COMMON_MAKES));

/**
 * A small import (a test fixture) is left alone: there the dealer would take most of the market
 * and leave buyers little else. The full data and the generated demo have thousands of cars.
 */
async function marketIsLarge(db: Executor): Promise<boolean> {
  const needed = DEMO_INVENTORY_SIZE * 10;
  const rows = await db.select({ id: listings.id }).from(listings).where(eligible()).limit(needed);
  return rows.length >= needed;
}

/** Cars nobody sells on CarSaathi yet, of common makes, the dealer's city first, in a stable order. */
async function pickCars(db: Executor, count: number, city: string, newestFirst: boolean): Promise<DemoCar[]> {
  return db
    .select({ id: listings.id, price: listings.price })
    .from(listings)
    .where(eligible())
    .orderBy(sql`(${listings.city} = ${city}) DESC`, newestFirst ? sql`${listings.source} DESC, ${listings.sourceId} DESC` : sql`${listings.source}, ${listings.sourceId}`)
    .limit(count);
}

export interface DemoSellerReport {
  dealerListings: number;
  /** True when this run wrote the inventory and its activity (a fresh database). */
  created: boolean;
}

export async function ensureDemoSellers(db: Database, now: Date = new Date()): Promise<DemoSellerReport> {
  const [dealerId, userId] = await Promise.all([userIdOf(db, DEMO_DEALER_EMAIL), userIdOf(db, DEMO_USER_EMAIL)]);
  if (!dealerId) return { dealerListings: 0, created: false };
  return db.transaction(async (tx) => {
    await tx.insert(dealerProfiles).values({ userId: dealerId, ...DEMO_DEALER_PROFILE }).onConflictDoNothing();
    const [profile] = await tx.select({ name: dealerProfiles.businessName }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealerId));
    let created = false;
    if ((await ownedIds(tx, dealerId)).length === 0 && (await marketIsLarge(tx))) {
      await giveInventory(tx, dealerId, await pickCars(tx, DEMO_INVENTORY_SIZE, DEMO_DEALER_PROFILE.city, false), now);
      created = true;
    }
    if (created && userId && (await ownedIds(tx, userId)).length === 0) {
      await giveInventory(tx, userId, await pickCars(tx, 1, DEMO_DEALER_PROFILE.city, true), now);
    }
    // A re-import rewrites these from the partner data; the seller's own columns win.
    await tx.update(listings).set({ sellerType: "dealer", dealerName: profile?.name ?? DEMO_DEALER_PROFILE.businessName }).where(eq(listings.sellerId, dealerId));
    if (userId) await tx.update(listings).set({ sellerType: "individual", dealerName: null }).where(eq(listings.sellerId, userId));
    return { dealerListings: (await ownedIds(tx, dealerId)).length, created };
  });
}

/** Assigns the cars to the seller and writes their listing dates, sales, views and enquiries. */
async function giveInventory(db: Executor, sellerId: string, cars: DemoCar[], now: Date): Promise<void> {
  if (cars.length === 0) return;
  const activity = demoActivity(cars, now);
  for (const car of cars) {
    // Created when listed: My Listings' "Posted" and Analytics' listing date tell one story.
    const listedAt = activity.listedAt.get(car.id);
    await db.update(listings).set({ sellerId, listedAt, createdAt: listedAt }).where(eq(listings.id, car.id));
  }
  for (const sale of activity.sales) {
    await db.update(listings).set({ status: "sold", soldAt: sale.soldAt, salePrice: sale.salePrice }).where(eq(listings.id, sale.id));
  }
  for (let i = 0; i < activity.views.length; i += BATCH) {
    const rows = activity.views.slice(i, i + BATCH).map((v) => ({ type: "view", listingId: v.listingId, data: { demo: true }, occurredAt: v.occurredAt.toISOString() }));
    await insertJsonRows(db, events, rows);
  }
  for (let i = 0; i < activity.enquiries.length; i += BATCH) {
    const rows = activity.enquiries.slice(i, i + BATCH).map((e) => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
      handledAt: e.handledAt?.toISOString() ?? null,
    }));
    await insertJsonRows(db, enquiries, rows);
  }
  // Each enquiry gets its event, as createEnquiry writes them (the dashboard counts events).
  const ids = JSON.stringify(cars.map((c) => c.id));
  await db.execute(sql`
    INSERT INTO events (type, listing_id, data, occurred_at)
    SELECT 'enquiry', e.listing_id, jsonb_build_object('enquiryId', e.id, 'demo', true), e.created_at
    FROM enquiries e
    WHERE e.listing_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::int)
      AND NOT EXISTS (SELECT 1 FROM events ev WHERE ev.listing_id = e.listing_id AND ev.type = 'enquiry' AND ev.data->>'enquiryId' = e.id::text)`);
}
