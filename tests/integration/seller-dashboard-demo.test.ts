/**
 * The seed's demo sellers: the dealer gets a business with a valid GSTIN and 36 cars with a
 * year of activity, the demo user one private car; running it again adds nothing, and puts
 * back the seller columns a re-import of the partner data rewrites.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { dealerProfiles, enquiries, events, listings, users } from "~/.server/db/schema";
import { ensureDemoAccounts } from "~/.server/import/demo-accounts";
import { ensureDemoChat } from "~/.server/import/demo-chat";
import { listConversations } from "~/.server/messaging/conversations";
import { DEMO_DEALER_EMAIL, DEMO_INVENTORY_SIZE, DEMO_USER_EMAIL, ensureDemoSellers } from "~/.server/import/demo-seller";
import { ensureDemoNewCarLeads } from "~/.server/import/demo-new-car-leads";
import { listDealerNewCarLeads } from "~/.server/new-cars/list-new-car-leads";
import { getSellerFigures } from "~/.server/selling/dashboard-figures";
import { listSellerListings } from "~/.server/selling/my-listings";
import { getSellerAnalytics } from "~/.server/selling/seller-analytics";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const now = new Date();

/** The GSTIN check character: base-36 digits weighted 1, 2, 1, 2..., products folded (quotient + remainder). */
function gstinCheck(first14: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const sum = [...first14].reduce((acc, ch, i) => {
    const product = alphabet.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
    return acc + Math.floor(product / 36) + (product % 36);
  }, 0);
  return alphabet[(36 - (sum % 36)) % 36];
}

const idOf = async (email: string) => (await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const totals = async () => ({
  events: (await handle.db.select({ n: count() }).from(events))[0].n,
  enquiries: (await handle.db.select({ n: count() }).from(enquiries))[0].n,
  profiles: (await handle.db.select({ n: count() }).from(dealerProfiles))[0].n,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await ensureDemoAccounts(handle.db);
  const makes = ["Hyundai", "Maruti Suzuki", "Tata", "Honda", "Audi"];
  const market = () => createListing(handle.db, { make: makes[i % makes.length], city: i % 3 === 0 ? "Pune" : "Delhi", sellerType: "dealer", dealerName: "Partner Cars Delhi" });
  let i = 0;
  // Too few cars: a fixture-sized market is left alone.
  for (; i < 50; i++) await market();
  expect(await ensureDemoSellers(handle.db, now)).toEqual({ dealerListings: 0, created: false });
  for (; i < 460; i++) await market();
});

afterAll(async () => {
  await handle.close();
});

describe("ensureDemoSellers", () => {
  it("gives the dealer a business, 36 common-make cars with activity, and the user one private car", async () => {
    expect(await ensureDemoSellers(handle.db, now)).toEqual({ dealerListings: DEMO_INVENTORY_SIZE, created: true });
    const dealer = await idOf(DEMO_DEALER_EMAIL);
    const [profile] = await handle.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, dealer));
    expect(profile.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(profile.gstin[14]).toBe(gstinCheck(profile.gstin.slice(0, 14)));

    const cars = await handle.db.select().from(listings).where(eq(listings.sellerId, dealer));
    expect(cars).toHaveLength(DEMO_INVENTORY_SIZE);
    expect(cars.every((c) => c.sellerType === "dealer" && c.dealerName === profile.businessName && c.make !== "Audi")).toBe(true);
    expect(cars.filter((c) => c.city === "Pune")).toHaveLength(DEMO_INVENTORY_SIZE);
    const sold = cars.filter((c) => c.status === "sold");
    expect(sold.length).toBeGreaterThanOrEqual(3);
    expect(sold.every((c) => c.salePrice! > 0 && c.soldAt! > c.listedAt)).toBe(true);

    const figures = await getSellerFigures(handle.db, dealer, now);
    expect(figures.activeListings).toBe(DEMO_INVENTORY_SIZE - sold.length);
    expect(figures.totalViews).toBeGreaterThan(1000);
    expect(figures.inquiries).toBeGreaterThan(20);
    expect(figures.revenue30Days).toBeGreaterThan(0);
    // Every enquiry event is a message the dealer can read.
    const enquiryRows = await handle.db.select({ n: count() }).from(enquiries).innerJoin(listings, eq(listings.id, enquiries.listingId)).where(eq(listings.sellerId, dealer));
    expect(enquiryRows[0].n).toBe(figures.inquiries);

    // My Listings' "Posted" and Analytics' listing date are one date per car, spread over the year of activity.
    const posted = new Map((await listSellerListings(handle.db, dealer)).items.map((item) => [item.id, item.postedDate]));
    const analysed = (await getSellerAnalytics(handle.db, dealer, "12months", now)).listings;
    const onBoth = analysed.filter((car) => posted.has(car.id));
    expect(onBoth.length).toBeGreaterThan(5);
    for (const car of onBoth) expect(posted.get(car.id), car.title).toBe(car.listingDate);
    expect(new Set([...posted.values()].map((date) => date.slice(0, 10))).size).toBeGreaterThan(5);

    const mine = await handle.db.select().from(listings).where(eq(listings.sellerId, await idOf(DEMO_USER_EMAIL)));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ sellerType: "individual", dealerName: null, status: "active" });
  });

  it("adds nothing when run again, and restores what a re-import rewrote", async () => {
    const before = await totals();
    const dealer = await idOf(DEMO_DEALER_EMAIL);
    // What the partner-data upsert does to these columns (listing-write.ts keeps seller_id, status and sale).
    await handle.db.update(listings).set({ sellerType: "individual", dealerName: "Partner Cars Delhi" }).where(eq(listings.sellerId, dealer));

    expect(await ensureDemoSellers(handle.db, now)).toEqual({ dealerListings: DEMO_INVENTORY_SIZE, created: false });
    expect(await totals()).toEqual(before);
    const cars = await handle.db.select().from(listings).where(eq(listings.sellerId, dealer));
    expect(cars.every((c) => c.sellerType === "dealer" && c.dealerName === "Sahyadri Auto Hub Pvt Ltd")).toBe(true);
  });
});

describe("ensureDemoChat", () => {
  it("opens one chat about a dealer's car, its last question unread by the dealer, and adds nothing when run again", async () => {
    const dealer = await idOf(DEMO_DEALER_EMAIL);
    const buyer = await idOf(DEMO_USER_EMAIL);
    const before = await getSellerFigures(handle.db, dealer, now);
    expect(await ensureDemoChat(handle.db, now)).toBe(true);
    expect(await ensureDemoChat(handle.db, now)).toBe(false);

    const [dealerSide] = await listConversations(handle.db, dealer, "seller");
    const buyerSide = await listConversations(handle.db, buyer);
    expect(buyerSide).toHaveLength(1);
    expect(dealerSide).toMatchObject({ id: buyerSide[0]!.id, otherName: "Demo Buyer", unreadCount: 1, lastMessage: { mine: false } });
    expect(buyerSide[0]).toMatchObject({ otherName: "Demo Dealer Motors", unreadCount: 0, lastMessage: { mine: true } });
    const [car] = await handle.db.select().from(listings).where(eq(listings.id, dealerSide!.listingId));
    expect(car).toMatchObject({ sellerId: dealer, status: "active" });
    // The chat counts as one more inquiry on the dealer's dashboard.
    expect((await getSellerFigures(handle.db, dealer, now)).inquiries).toBe(before.inquiries + 1);
  });
});

describe("ensureDemoNewCarLeads", () => {
  it("gives the dealer the makes of their stock and two leads in their city, one with the phone shared, once", async () => {
    const dealer = await idOf(DEMO_DEALER_EMAIL);
    for (const name of ["Hyundai", "Tata", "Audi"]) await createModel(handle.db, (await createMake(handle.db, name))!.id, `${name} One`);
    expect(await ensureDemoNewCarLeads(handle.db, now)).toBe(2);
    expect(await ensureDemoNewCarLeads(handle.db, now)).toBe(0);
    const [profile] = await handle.db.select({ makeIds: dealerProfiles.makeIds }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealer));
    // Hyundai and Tata are in the stock; the dealer has no Audi.
    expect(profile!.makeIds).toHaveLength(2);
    const { leads } = await listDealerNewCarLeads(handle.db, dealer, 1);
    expect(leads.map((l) => [l.name, l.city, l.phone !== null])).toEqual([
      ["Priya Kulkarni", "Pune", true],
      ["Rohan Deshpande", "Pune", false],
    ]);
  });
});
