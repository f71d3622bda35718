/**
 * The header's bell (issue 36): the count of unseen new matches of the user's saved searches
 * (not paused ones, cars on sale only) and price drops of their price alerts; /notifications
 * lists them and marks them seen. User B never sees or marks user A's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listings, priceAlerts, savedSearches, savedSearchMatches } from "~/.server/db/schema";
import { loader as rootLoader } from "~/root";
import { loader as notificationsLoader } from "~/routes/saved-searches/notifications";
import { signUp, TestBrowser } from "./accounts-client";
import { useDatabase } from "./api-client";
import { createListing, recordPriceChange } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let phone = 9_600_000_100;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const member = (name: string) => signUp(handle.db, name, String(phone++), `203.0.113.${phone % 200}`);
const unseenOf = async (browser: TestBrowser, path = "/") => ((await browser.call(rootLoader, path)).body as { unseen: number }).unseen;
type Item = { kind: string; listingId: number; title: string; price: number; searchName?: string; previousPrice?: number; unseen: boolean };
const open = async (browser: TestBrowser) => {
  const answer = await browser.call(notificationsLoader, "/notifications");
  return { items: (answer.body as { items: Item[] }).items, cookie: answer.headers.get("Set-Cookie") };
};
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** A car whose price fell an hour ago from what it cost when the alert was set. */
async function droppedCar(userId: string, from: number, to: number) {
  const car = await createListing(handle.db, { make: "Tata", model: "Nexon", price: from, listedAt: hoursAgo(72) });
  await handle.db.insert(priceAlerts).values({ userId, listingId: car.id, priceAtCreation: from, createdAt: hoursAgo(48) });
  await handle.db.update(listings).set({ price: to }).where(eq(listings.id, car.id));
  await recordPriceChange(handle.db, car.id, to, hoursAgo(1));
  return car;
}

describe("the bell", () => {
  it("counts new matches and price drops, lists them on /notifications and marks them seen, for their owner only", async () => {
    const a = await member("Asha");
    const b = await member("Bala");
    const [active, paused] = await handle.db
      .insert(savedSearches)
      .values([
        { userId: a.id, name: "Cretas", query: "make=Hyundai&model=Creta", frequency: "instant" },
        { userId: a.id, name: "Paused one", query: "make=Hyundai", frequency: "daily", paused: true },
      ])
      .returning();
    const newer = await createListing(handle.db, { make: "Hyundai", model: "Creta", title: "Hyundai Creta SX", price: 1_250_000 });
    const older = await createListing(handle.db, { make: "Hyundai", model: "Creta", title: "Hyundai Creta EX", price: 990_000 });
    const sold = await createListing(handle.db, { make: "Hyundai", model: "Creta", status: "sold" });
    await handle.db.insert(savedSearchMatches).values([
      { savedSearchId: active.id, listingId: newer.id, kind: "new", price: newer.price, matchedAt: hoursAgo(0.5) },
      { savedSearchId: active.id, listingId: older.id, kind: "price_drop", price: older.price, matchedAt: hoursAgo(3) },
      { savedSearchId: active.id, listingId: sold.id, kind: "new", price: sold.price, matchedAt: hoursAgo(2) },
      { savedSearchId: paused.id, listingId: newer.id, kind: "new", price: newer.price, matchedAt: hoursAgo(0.5) },
    ]);
    const drop = await droppedCar(a.id, 800_000, 720_000);
    // A price that went up since the alert is no drop.
    await droppedCar(a.id, 500_000, 560_000);

    expect(await unseenOf(a.browser)).toBe(3);
    expect(await unseenOf(b.browser)).toBe(0);
    expect(await unseenOf(new TestBrowser())).toBe(0);

    const first = await open(a.browser);
    expect(first.items).toEqual([
      expect.objectContaining({ kind: "match", listingId: newer.id, title: "2019 Hyundai Creta SX", price: 1_250_000, searchName: "Cretas", unseen: true }),
      expect.objectContaining({ kind: "price_drop", listingId: drop.id, price: 720_000, previousPrice: 800_000, unseen: true }),
      expect.objectContaining({ kind: "match", listingId: older.id, searchName: "Cretas", unseen: true }),
    ]);
    expect(first.cookie).toMatch(/^cs_drops_seen=.*HttpOnly/i);
    expect(await unseenOf(a.browser)).toBe(0);
    expect((await open(a.browser)).items.map((i) => i.unseen)).toEqual([false, false, false]);

    // B's bell page shows nothing of A's and marks nothing of A's seen.
    const later = await createListing(handle.db, { make: "Hyundai", model: "Creta" });
    await handle.db.insert(savedSearchMatches).values({ savedSearchId: active.id, listingId: later.id, kind: "new", price: later.price });
    expect((await open(b.browser)).items).toEqual([]);
    expect(await unseenOf(a.browser)).toBe(1);
    const seen = await handle.db.select({ listingId: savedSearchMatches.listingId, seenAt: savedSearchMatches.seenAt }).from(savedSearchMatches).where(eq(savedSearchMatches.listingId, later.id));
    expect(seen).toEqual([{ listingId: later.id, seenAt: null }]);
  });

  it("shows no count on /notifications itself, which marks everything seen as it lists it", async () => {
    const c = await member("Chitra");
    const [search] = await handle.db.insert(savedSearches).values({ userId: c.id, name: "Any Kia", query: "make=Kia", frequency: "daily" }).returning();
    const car = await createListing(handle.db, { make: "Kia", model: "Sonet" });
    await handle.db.insert(savedSearchMatches).values({ savedSearchId: search.id, listingId: car.id, kind: "new", price: car.price });
    expect(await unseenOf(c.browser)).toBe(1);
    expect(await unseenOf(c.browser, "/notifications")).toBe(0);
  });
});
