/**
 * Listing freshness (issue 35): partner cars unseen for 7 days expire and leave search; private
 * sellers' cars get one "Still for sale?" mail after 30 days, whose signed links answer on POST
 * (GET only asks), and leave search 7 days after an unanswered mail; every Vehicle carries
 * daysOnMarket counted from the first platform that listed the car.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { listings, outbox, partnerListings, partners, saleChecks, users } from "~/.server/db/schema";
import { SALE_CHECK_MESSAGES } from "~/.server/freshness/answer-sale-check";
import { expireUnseenPartnerListings } from "~/.server/freshness/expire-partner-listings";
import { refreshListingFreshness } from "~/.server/freshness/refresh-freshness";
import { relistExpiredListing } from "~/.server/freshness/relist-listing";
import { listSellerListings } from "~/.server/selling/my-listings";
import type { Vehicle, VehicleSearchResult } from "~/lib/vehicle";
import { loader as vehicleLoader } from "~/routes/api/vehicle";
import { loader as vehiclesLoader } from "~/routes/api/vehicles";
import { action as stillForSaleAction, loader as stillForSaleLoader } from "~/routes/listings/still-for-sale";
import { TestBrowser } from "./accounts-client";
import { callRoute, useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

const DAY = 86_400_000;
let handle: DbHandle;
let db: Database;
let counter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY);

async function searchIds(city: string): Promise<string[]> {
  const { status, body } = await callRoute(vehiclesLoader, `/api/vehicles?city=${city}&pageSize=100`);
  expect(status).toBe(200);
  return (body as VehicleSearchResult).items.map((v) => v.id);
}

async function statusOf(id: number): Promise<string> {
  return (await db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0].status;
}

/** A private seller with one car listed `days` ago in `city`. */
async function privateCar(days: number, city: string, sellerType = "individual") {
  counter += 1;
  const seller = { id: `fresh-seller-${counter}`, name: "Meera Kulkarni", email: `fresh-${counter}@example.com` };
  await db.insert(users).values(seller);
  const car = await createListing(db, { sellerId: seller.id, sellerType, source: "Direct", city, listedAt: daysAgo(days), price: 650_000 });
  return { seller, car };
}

const saleMails = (email: string) =>
  db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));

function linksIn(body: string): { yes: string; sold: string } {
  const url = (label: string) => new URL(new RegExp(`^${label}: (\\S+)$`, "m").exec(body)![1]);
  const path = (u: URL) => u.pathname + u.search;
  return { yes: path(url("Yes, still for sale")), sold: path(url("Sold")) };
}

describe("partner cars", () => {
  it("expire after 7 days unseen and leave search at once, keeping their price; one seen 6 days ago stays", async () => {
    const [partner] = await db.insert(partners).values({ name: "Fresh Motors", source: "FreshMotors" }).returning();
    const stale = await createListing(db, { source: "FreshMotors", city: "Freshpur", price: 720_000 });
    const seen = await createListing(db, { source: "FreshMotors", city: "Freshpur" });
    await db.insert(partnerListings).values([
      { partnerId: partner.id, externalId: "stale-1", listingId: stale.id, status: "live", lastSeenAt: daysAgo(8) },
      { partnerId: partner.id, externalId: "seen-1", listingId: seen.id, status: "live", lastSeenAt: daysAgo(6) },
    ]);
    expect((await searchIds("Freshpur")).sort()).toEqual([String(stale.id), String(seen.id)].sort());

    expect(await expireUnseenPartnerListings(db)).toBe(1);
    expect(await expireUnseenPartnerListings(db)).toBe(0);
    const rows = await db.select({ externalId: partnerListings.externalId, status: partnerListings.status }).from(partnerListings).where(eq(partnerListings.partnerId, partner.id));
    expect(Object.fromEntries(rows.map((r) => [r.externalId, r.status]))).toEqual({ "stale-1": "expired", "seen-1": "live" });
    const [car] = await db.select({ status: listings.status, price: listings.price }).from(listings).where(eq(listings.id, stale.id));
    expect(car).toEqual({ status: "expired", price: 720_000 });
    expect(await searchIds("Freshpur")).toEqual([String(seen.id)]);
    expect((await callRoute(vehicleLoader, `/api/vehicles/${stale.id}`, { id: String(stale.id) })).status).toBe(404);
  });
});

describe("'Still for sale?' mails", () => {
  it("go once to a private seller 30 days after listing, not to newer cars nor dealers", async () => {
    const { seller, car } = await privateCar(31, "Mailpur");
    const newer = await privateCar(29, "Mailpur");
    const dealer = await privateCar(40, "Mailpur", "dealer");
    await refreshListingFreshness(db);
    await refreshListingFreshness(db);
    const mails = await saleMails(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Is your 2019 ${car.title} still for sale?`);
    expect(mails[0].body).toContain("has been on sale on CarSaathi for 31 days");
    expect(await saleMails(newer.seller.email)).toHaveLength(0);
    expect(await saleMails(dealer.seller.email)).toHaveLength(0);
    expect(await statusOf(car.id)).toBe("active");
  });

  it("'Yes' asks on GET, keeps the car on POST for a new 30 days; an older round's link then does nothing", async () => {
    const { seller, car } = await privateCar(31, "Yespur");
    const now = new Date();
    await refreshListingFreshness(db, now);
    const { yes, sold } = linksIn((await saleMails(seller.email))[0].body);
    const guest = new TestBrowser();

    // GET only shows the page: mail scanners fetch links.
    expect(await guest.call(stillForSaleLoader, yes)).toMatchObject({ status: 200, body: { state: "ask", link: { answer: "still-for-sale", listingId: car.id } } });
    expect((await db.select().from(saleChecks).where(eq(saleChecks.listingId, car.id)))[0].answer).toBeNull();
    expect(await guest.call(stillForSaleAction, yes, { method: "POST" })).toMatchObject({ status: 200, body: { state: "done", link: { status: "active" } } });
    expect((await db.select().from(saleChecks).where(eq(saleChecks.listingId, car.id)))[0].answer).toBe("still-for-sale");

    // A week later it is still on sale and no new mail went; 31 days after the answer, a new round.
    await refreshListingFreshness(db, new Date(now.getTime() + 8 * DAY));
    expect(await statusOf(car.id)).toBe("active");
    expect(await saleMails(seller.email)).toHaveLength(1);
    await refreshListingFreshness(db, new Date(now.getTime() + 31 * DAY));
    expect(await saleMails(seller.email)).toHaveLength(2);
    expect(await guest.call(stillForSaleAction, sold, { method: "POST" })).toMatchObject({ status: 400, body: { state: "refused", message: SALE_CHECK_MESSAGES.otherRound } });
    expect(await statusOf(car.id)).toBe("active");
  });

  it("'Sold' marks the car sold and it leaves search", async () => {
    const { seller, car } = await privateCar(35, "Soldpur");
    await refreshListingFreshness(db);
    expect(await searchIds("Soldpur")).toEqual([String(car.id)]);
    const { sold } = linksIn((await saleMails(seller.email))[0].body);
    const guest = new TestBrowser();
    expect(await guest.call(stillForSaleLoader, sold)).toMatchObject({ status: 200, body: { state: "ask", link: { answer: "sold" } } });
    expect(await statusOf(car.id)).toBe("active");
    expect(await guest.call(stillForSaleAction, sold, { method: "POST" })).toMatchObject({ status: 200, body: { state: "done", link: { status: "sold" } } });
    const [row] = await db.select({ status: listings.status, soldAt: listings.soldAt, salePrice: listings.salePrice }).from(listings).where(eq(listings.id, car.id));
    expect(row.status).toBe("sold");
    expect(row.soldAt).not.toBeNull();
    expect(row.salePrice).toBeNull();
    expect(await searchIds("Soldpur")).toEqual([]);
  });

  it("an unanswered mail takes the car out of search after 7 days; My Listings shows it expired and puts it back", async () => {
    const { seller, car } = await privateCar(31, "Quietpur");
    const now = new Date();
    await refreshListingFreshness(db, now);
    await refreshListingFreshness(db, new Date(now.getTime() + 6 * DAY));
    expect(await statusOf(car.id)).toBe("active");
    await refreshListingFreshness(db, new Date(now.getTime() + 8 * DAY));
    expect(await statusOf(car.id)).toBe("expired");
    expect(await searchIds("Quietpur")).toEqual([]);
    const page = await listSellerListings(db, seller.id, "expired");
    expect(page.items.map((i) => [i.id, i.status])).toEqual([[car.id, "expired"]]);
    expect(page.counts.expired).toBe(1);

    await relistExpiredListing(db, seller.id, car.id, new Date(now.getTime() + 9 * DAY));
    expect(await statusOf(car.id)).toBe("active");
    expect(await searchIds("Quietpur")).toEqual([String(car.id)]);
    // The old mail's links belong to a closed round.
    const { yes } = linksIn((await saleMails(seller.email))[0].body);
    expect(await new TestBrowser().call(stillForSaleLoader, yes)).toMatchObject({ status: 400, body: { message: SALE_CHECK_MESSAGES.otherRound } });
  });

  it("a forged or malformed token is a 400 with a clear message and changes nothing", async () => {
    const { seller, car } = await privateCar(31, "Forgepur");
    const other = await privateCar(31, "Forgepur");
    await refreshListingFreshness(db);
    const { sold } = linksIn((await saleMails(other.seller.email))[0].body);
    const token = new URL(`http://x${sold}`).searchParams.get("token")!;
    const forged = `/listings/still-for-sale?token=${encodeURIComponent(token.replace(/^\d+\./, `${car.id}.`))}`;
    const guest = new TestBrowser();
    for (const path of [forged, "/listings/still-for-sale", "/listings/still-for-sale?token=nonsense"]) {
      expect(await guest.call(stillForSaleAction, path, { method: "POST" })).toMatchObject({ status: 400, body: { state: "refused", message: SALE_CHECK_MESSAGES.invalid } });
      expect(await guest.call(stillForSaleLoader, path)).toMatchObject({ status: 400 });
    }
    expect(await statusOf(car.id)).toBe("active");
    expect(await saleMails(seller.email)).toHaveLength(1);
  });
});

describe("daysOnMarket", () => {
  it("counts from the first platform that listed the car, in search and on the details", async () => {
    const here = await createListing(db, { city: "Dayspur", carGroup: "g:days", listedAt: daysAgo(12) });
    await createListing(db, { city: "Elsewhere", carGroup: "g:days", source: "Spinny", listedAt: daysAgo(45) });
    const alone = await createListing(db, { city: "Dayspur", listedAt: daysAgo(3) });
    const { body } = await callRoute(vehiclesLoader, "/api/vehicles?city=Dayspur&pageSize=100");
    const byId = new Map((body as VehicleSearchResult).items.map((v) => [v.id, v.daysOnMarket]));
    expect(byId.get(String(here.id))).toBe(45);
    expect(byId.get(String(alone.id))).toBe(3);
    const detail = await callRoute(vehicleLoader, `/api/vehicles/${here.id}`, { id: String(here.id) });
    expect((detail.body as Vehicle).daysOnMarket).toBe(45);
    expect((detail.body as Vehicle).otherSources?.[0]).toEqual({ source: "Spinny", price: 1_000_000, id: expect.any(String) });
  });
});

