/**
 * A pull feed through the real row engine (app/.server/partners/apply-rows.ts): cars arrive,
 * a price changes, a car missing from the feed is removed, a broken feed changes nothing; and
 * FEED_DEPS, what the admin endpoint and the periodic job use, is that engine.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { listings, partnerListings, partners } from "~/.server/db/schema";
import { applyPartnerRows } from "~/.server/partners/apply-rows";
import { FEED_DEPS, runPartnerFeed } from "~/.server/partners/feed-runner";
import { createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";


const HEADER = "externalId,make,model,year,price,mileage,fuelType,transmission,city,url,features";
const car = (id: string, model: string, price: number) => `${id},${model === "Creta" ? "Hyundai" : "Maruti Suzuki"},${model},2019,${price},42000,Petrol,Manual,Pune,https://partner.example/cars/${id},ABS;Airbags`;

describe("a pull feed through the row engine", () => {
  let handle: DbHandle;
  let db: Database;
  let server: http.Server;
  let feed = "";
  let partnerId: number;
  const deps = () => ({ apply: applyPartnerRows });
  const liveIds = async () =>
    (await db.select({ id: partnerListings.externalId }).from(partnerListings).where(and(eq(partnerListings.partnerId, partnerId), eq(partnerListings.status, "live"))))
      .map((r) => r.id)
      .sort();

  beforeAll(async () => {
    process.env.FEEDS_ALLOW_LOCAL = "1";
    handle = await createTestDatabase();
    db = handle.db;
    const hyundai = await createMake(db, "Hyundai");
    await createModel(db, hyundai.id, "Creta");
    const maruti = await createMake(db, "Maruti Suzuki");
    await createModel(db, maruti.id, "Swift", "Hatchback");
    server = http.createServer((_req, res) => void res.writeHead(200, { "Content-Type": "text/csv" }).end(feed));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
    [{ id: partnerId }] = await db.insert(partners).values({ name: "FeedMotors", source: "FeedMotors", feedUrl: url, feedFormat: "csv", feedIntervalMinutes: 15 }).returning({ id: partners.id });
  });

  afterAll(async () => {
    delete process.env.FEEDS_ALLOW_LOCAL;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await handle?.close();
  });

  it("is the engine FEED_DEPS uses", () => {
    expect(FEED_DEPS.apply).toBe(applyPartnerRows);
  });

  it("creates, updates and removes the partner's cars as the feed changes", async () => {
    feed = [HEADER, car("F-1", "Creta", 850000), car("F-2", "Swift", 450000), car("F-3", "Creta", 990000)].join("\n");
    expect(await runPartnerFeed(db, partnerId, deps())).toMatchObject({ status: "ok", created: 3, rejected: 0 });
    expect(await liveIds()).toEqual(["F-1", "F-2", "F-3"]);

    feed = [HEADER, car("F-1", "Creta", 820000), car("F-2", "Swift", 450000)].join("\n");
    expect(await runPartnerFeed(db, partnerId, deps())).toMatchObject({ status: "ok", created: 0, updated: 1, unchanged: 1, removed: 1 });
    const [row] = await db.select({ listingId: partnerListings.listingId }).from(partnerListings).where(eq(partnerListings.externalId, "F-1"));
    const [listing] = await db.select({ price: listings.price }).from(listings).where(eq(listings.id, row.listingId!));
    expect(listing.price).toBe(820000);
  });

  it("changes nothing when the feed is broken", async () => {
    feed = "<html>maintenance</html>";
    const before = await db.select().from(partnerListings).where(eq(partnerListings.partnerId, partnerId));
    expect(await runPartnerFeed(db, partnerId, deps())).toMatchObject({ status: "failed" });
    expect(await db.select().from(partnerListings).where(eq(partnerListings.partnerId, partnerId))).toEqual(before);
  });
});
