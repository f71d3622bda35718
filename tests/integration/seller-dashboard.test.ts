/**
 * The seller dashboard counts from real rows: key figures with known events and sales, the
 * analytics buckets, views recorded by the details page's beacon (not the seller's own, and
 * rate-limited per IP), and the pages' guards: messages only for the listing's owner,
 * analytics only for dealers.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { LIMITS } from "~/.server/auth/rate-limit";
import type { DbHandle } from "~/.server/db/client";
import { events, users } from "~/.server/db/schema";
import { getSellerFigures } from "~/.server/selling/dashboard-figures";
import { recordListingView } from "~/.server/selling/dashboard-views";
import { trackInteraction } from "~/.server/analytics/track-event";
import { getSellerAnalytics } from "~/.server/selling/seller-analytics";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const now = new Date("2026-11-25T06:30:00Z"); // 12:00 IST
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

async function createUser(role = "user") {
  const id = randomUUID();
  await handle.db.insert(users).values({ id, name: `Seller ${id.slice(0, 4)}`, email: `${id}@example.com`, emailVerified: true, role });
  return id;
}

async function addEvents(listingId: number, type: string, at: Date[]) {
  await handle.db.insert(events).values(at.map((occurredAt) => ({ type, listingId, occurredAt })));
}

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe("getSellerFigures", () => {
  it("counts the five figures from the seller's listings only", async () => {
    const seller = await createUser("dealer");
    const other = await createUser();
    const active1 = await createListing(handle.db, { sellerId: seller });
    const active2 = await createListing(handle.db, { sellerId: seller });
    const soldRecent = await createListing(handle.db, { sellerId: seller, status: "sold", soldAt: daysAgo(10), salePrice: 750_000 });
    const soldOld = await createListing(handle.db, { sellerId: seller, status: "sold", soldAt: daysAgo(45), salePrice: 900_000 });
    await createListing(handle.db, { sellerId: seller, status: "pending" });
    const theirs = await createListing(handle.db, { sellerId: other });

    await addEvents(active1.id, "view", [daysAgo(1), daysAgo(2), daysAgo(40)]);
    await addEvents(active2.id, "view", [daysAgo(3)]);
    await addEvents(soldRecent.id, "view", [daysAgo(20)]);
    await addEvents(active1.id, "enquiry", [daysAgo(1), daysAgo(5)]);
    await addEvents(soldRecent.id, "enquiry", [daysAgo(12), daysAgo(13), daysAgo(14)]);
    await addEvents(soldOld.id, "enquiry", [daysAgo(50), daysAgo(60), daysAgo(70)]);
    await addEvents(active1.id, "click", [daysAgo(1)]);
    await addEvents(theirs.id, "view", [daysAgo(1), daysAgo(1)]);
    await addEvents(theirs.id, "enquiry", [daysAgo(1)]);

    expect(await getSellerFigures(handle.db, seller, now)).toEqual({
      activeListings: 2,
      totalViews: 5,
      inquiries: 8,
      listingsOnSale: 4,
      sold: 2,
      revenue30Days: 750_000,
    });
  });

  it("is all zeros for a seller with nothing", async () => {
    expect(await getSellerFigures(handle.db, await createUser(), now)).toEqual({
      activeListings: 0, totalViews: 0, inquiries: 0, listingsOnSale: 0, sold: 0, revenue30Days: 0,
    });
  });
});

describe("getSellerAnalytics", () => {
  it("buckets views, inquiries and sales by Indian day, zero-filled, within the range", async () => {
    const seller = await createUser("dealer");
    const car = await createListing(handle.db, { sellerId: seller, title: "Tata Nexon XZ", listedAt: daysAgo(100) });
    const sold = await createListing(handle.db, { sellerId: seller, status: "sold", soldAt: new Date("2026-11-23T19:00:00Z"), salePrice: 640_000 });
    // 19:00 UTC on the 24th is 00:30 IST on the 25th: today in India.
    await addEvents(car.id, "view", [new Date("2026-11-24T19:00:00Z"), new Date("2026-11-25T01:00:00Z"), new Date("2026-11-20T10:00:00Z"), daysAgo(8)]);
    await addEvents(car.id, "enquiry", [new Date("2026-11-22T10:00:00Z")]);

    const week = await getSellerAnalytics(handle.db, seller, "7days", now);
    expect(week.unit).toBe("day");
    expect(week.series.keys).toEqual(["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"]);
    expect(week.series.views).toEqual([0, 1, 0, 0, 0, 0, 2]);
    expect(week.series.inquiries).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(week.series.sales).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(week.series.revenue[5]).toBe(640_000);
    const row = week.listings.find((l) => l.id === car.id);
    expect(row).toMatchObject({ title: "Tata Nexon XZ", status: "active", views: 3, inquiries: 1, saleDate: null, salePrice: null });
    expect(week.listings.find((l) => l.id === sold.id)).toMatchObject({ status: "sold", salePrice: 640_000, saleDate: "2026-11-23T19:00:00.000Z" });

    const year = await getSellerAnalytics(handle.db, seller, "12months", now);
    expect(year.unit).toBe("month");
    expect(year.series.keys).toHaveLength(12);
    expect(year.series.views[11]).toBe(4);
    expect(year.series.views.slice(0, 11).every((v) => v === 0)).toBe(true);
  });
});

describe("recordListingView", () => {
  it("records a buyer's view, not the seller's own, nor a car off sale", async () => {
    const seller = await createUser();
    const car = await createListing(handle.db, { sellerId: seller });
    const gone = await createListing(handle.db, { sellerId: seller, status: "sold" });
    const ip = "198.51.100.1";
    expect(await recordListingView(handle.db, { listingId: car.id, userId: null, ip }, now)).toBe("recorded");
    expect(await recordListingView(handle.db, { listingId: car.id, userId: await createUser(), ip }, now)).toBe("recorded");
    expect(await recordListingView(handle.db, { listingId: car.id, userId: seller, ip }, now)).toBe("own-listing");
    expect(await recordListingView(handle.db, { listingId: gone.id, userId: null, ip }, now)).toBe("not-on-sale");
    const views = await handle.db.select().from(events).where(eq(events.listingId, car.id));
    expect(views.map((v) => v.type)).toEqual(["view", "view"]);
  });

  it("applies the same rules to a view sent through POST /api/recommendations/track", async () => {
    // It counts up to the IP's limit on the real clock: held mid-window so no boundary resets it.
    holdClockMidRateWindow();
    onTestFinished(releaseClock);
    const seller = await createUser();
    const car = await createListing(handle.db, { sellerId: seller });
    const ip = "198.51.100.4";
    const view = { vehicleId: String(car.id), interactionType: "view" as const, timestamp: "2026-11-20T10:00:00.000Z" };
    await trackInteraction(handle.db, view, seller, ip);
    await trackInteraction(handle.db, view, null, ip);
    const views = await handle.db.select({ type: events.type, data: events.data }).from(events).where(eq(events.listingId, car.id));
    expect(views).toEqual([{ type: "view", data: { clientTimestamp: "2026-11-20T10:00:00.000Z" } }]);
    // The seller's own view counted towards the IP's limit too: two calls so far.
    for (let i = 2; i < LIMITS.listingView.ip.max; i++) await trackInteraction(handle.db, view, null, ip);
    await expect(trackInteraction(handle.db, view, null, ip)).rejects.toMatchObject({ status: 429 });
  });

  it("counts the same viewer opening the same car again within the half hour once", async () => {
    const car = await createListing(handle.db, { sellerId: await createUser() });
    const other = await createListing(handle.db, { sellerId: await createUser() });
    const buyer = await createUser();
    const at = new Date("2026-11-20T10:05:00Z");
    const later = new Date("2026-11-20T10:40:00Z");
    const view = (listingId: number, userId: string | null, ip: string, when = at) => recordListingView(handle.db, { listingId, userId, ip }, when);
    expect(await view(car.id, null, "198.51.100.7")).toBe("recorded");
    expect(await view(car.id, null, "198.51.100.7")).toBe("repeat");
    // A signed-in buyer is one viewer whatever their address; another car is another view.
    expect(await view(car.id, buyer, "198.51.100.8")).toBe("recorded");
    expect(await view(car.id, buyer, "198.51.100.9")).toBe("repeat");
    expect(await view(other.id, buyer, "198.51.100.9")).toBe("recorded");
    expect(await view(car.id, null, "198.51.100.7", later)).toBe("recorded");
    const views = await handle.db.select().from(events).where(eq(events.listingId, car.id));
    expect(views).toHaveLength(3);
  });

  it("refuses an IP past the limit with a 429", async () => {
    const car = await createListing(handle.db);
    const ip = "198.51.100.2";
    for (let i = 0; i < LIMITS.listingView.ip.max; i++) await recordListingView(handle.db, { listingId: car.id, userId: null, ip }, now);
    await expect(recordListingView(handle.db, { listingId: car.id, userId: null, ip }, now)).rejects.toMatchObject({ status: 429 });
    expect(await recordListingView(handle.db, { listingId: car.id, userId: null, ip: "198.51.100.3" }, now)).toBe("recorded");
  });
});

