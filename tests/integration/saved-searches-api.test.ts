/**
 * /api/saved-searches (API.md "Saved searches", issue 36): save, list, change and delete one's
 * own searches; the query checked by /api/vehicles's rules; 20 a user; the same search saved
 * twice is one; create rate-limited; another user's search is 404 to read, change or delete.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { savedSearches, savedSearchMatches } from "~/.server/db/schema";
import { action as searchesAction, loader as searchesLoader } from "~/routes/api/saved-searches";
import { action as searchAction, loader as searchLoader } from "~/routes/api/saved-search";
import { signUp, TestBrowser } from "./accounts-client";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let phone = 9_800_000_100;

beforeAll(async () => {
  handle = await createTestDatabase();
  // A Hyundai on sale puts the make in the search vocabulary, whose spelling saved queries take.
  await createListing(handle.db, { make: "Hyundai", model: "Creta" });
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const member = (name: string) => signUp(handle.db, name, String(phone++), `198.51.100.${phone % 200}`);

type Item = { id: number; name: string; query: string; frequency: string; paused: boolean; createdAt: string; newSinceLastVisit: number };

const create = (browser: TestBrowser, json: unknown) => browser.call(searchesAction, "/api/saved-searches", { json });
const list = async (browser: TestBrowser) => ((await browser.call(searchesLoader, "/api/saved-searches")).body as { items: Item[] }).items;
const patch = (browser: TestBrowser, id: number | string, json: unknown) =>
  browser.call(searchAction, `/api/saved-searches/${id}`, { method: "PATCH", json, params: { id: String(id) } });
const remove = (browser: TestBrowser, id: number | string) => browser.call(searchAction, `/api/saved-searches/${id}`, { method: "DELETE", params: { id: String(id) } });

describe("saving a search", () => {
  it("stores the query in canonical form under the suggested name, and lists it", async () => {
    const asha = await member("Asha");
    const saved = await create(asha.browser, { query: "fuel=petrol&maxPrice=500000&make=hyundai&page=2", frequency: "instant" });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: "Hyundai, petrol, under ₹5 lakh", query: "make=Hyundai&maxPrice=500000&fuel=Petrol", frequency: "instant", alreadySaved: false });
    const { id, createdAt } = saved.body as Item;
    expect(new Date(createdAt).toString()).not.toBe("Invalid Date");
    expect(await list(asha.browser)).toEqual([
      { id, name: "Hyundai, petrol, under ₹5 lakh", query: "make=Hyundai&maxPrice=500000&fuel=Petrol", frequency: "instant", paused: false, createdAt, newSinceLastVisit: 0 },
    ]);
  });

  it("keeps a name given, and answers the same search saved again with the one kept", async () => {
    const ravi = await member("Ravi");
    const first = await create(ravi.browser, { query: "q=diesel automatic under 8 lakh", name: "  Ravi's   diesel ", frequency: "daily" });
    expect(first.body).toMatchObject({ name: "Ravi's diesel", query: "q=diesel+automatic+under+8+lakh" });
    const again = await create(ravi.browser, { query: "?q=Diesel  automatic under 8 lakh&sort=price_asc", frequency: "instant" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: (first.body as Item).id, name: "Ravi's diesel", frequency: "daily", alreadySaved: true });
    expect(await list(ravi.browser)).toHaveLength(1);
  });

  it("refuses a bad query naming the field, as /api/vehicles does, and bad other fields by name", async () => {
    const meena = await member("Meena");
    const badQuery = await create(meena.browser, { query: "make=Tata&maxPrice=cheap", frequency: "daily" });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toEqual({
      error: { code: "bad_request", message: "Invalid request: query.maxPrice must be a whole number", details: [{ field: "query.maxPrice", message: "must be a whole number" }] },
    });
    const noFrequency = await create(meena.browser, { query: "make=Tata" });
    expect(noFrequency.status).toBe(400);
    expect((noFrequency.body as { error: { details: { field: string }[] } }).error.details.map((d) => d.field)).toEqual(["frequency"]);
    const longName = await create(meena.browser, { query: "make=Tata", name: "x".repeat(81), frequency: "daily" });
    expect((longName.body as { error: { details: { field: string }[] } }).error.details.map((d) => d.field)).toEqual(["name"]);
    const form = await meena.browser.call(searchesAction, "/api/saved-searches", { form: { query: "make=Tata", frequency: "daily" } });
    expect(form.status).toBe(415);
    expect(await list(meena.browser)).toEqual([]);
  });

  it("keeps at most 20 a user (409), but still answers a search already kept", async () => {
    const dev = await member("Dev");
    await handle.db.insert(savedSearches).values(Array.from({ length: 20 }, (_, i) => ({ userId: dev.id, name: `Search ${i}`, query: `maxPrice=${200_000 + i}`, frequency: "daily" as const })));
    const more = await create(dev.browser, { query: "make=Kia", frequency: "daily" });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ error: { code: "conflict", message: expect.stringMatching(/20 saved searches/) } });
    const kept = await create(dev.browser, { query: "maxPrice=200003", frequency: "daily" });
    expect(kept.status).toBe(200);
    expect(await list(dev.browser)).toHaveLength(20);
  });

  it("limits how often one account saves, with Retry-After", async () => {
    const neha = await member("Neha");
    for (let i = 0; i < 20; i++) {
      const saved = await create(neha.browser, { query: `minYear=${2000 + i}`, frequency: "daily" });
      expect(saved.status).toBe(201);
      await remove(neha.browser, (saved.body as Item).id);
    }
    const limited = await create(neha.browser, { query: "minYear=2021", frequency: "daily" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await list(neha.browser)).toEqual([]);
  });

  it("answers a guest with 401 and other methods with 405", async () => {
    const guest = new TestBrowser();
    expect((await guest.call(searchesLoader, "/api/saved-searches")).status).toBe(401);
    expect((await create(guest, { query: "make=Tata", frequency: "daily" })).status).toBe(401);
    expect((await patch(guest, 1, { paused: true })).status).toBe(401);
    expect((await remove(guest, 1)).status).toBe(401);
    const put = await guest.call(searchesAction, "/api/saved-searches", { method: "PUT", json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, HEAD, POST");
    const getOne = await guest.call(searchLoader, "/api/saved-searches/1", { params: { id: "1" } });
    expect(getOne.status).toBe(405);
    expect(getOne.body).toMatchObject({ error: { code: "method_not_allowed" } });
  });
});

describe("changing and deleting a search", () => {
  it("renames, switches to daily, pauses and deletes the owner's search", async () => {
    const tara = await member("Tara");
    const { id } = (await create(tara.browser, { query: "bodyType=SUV", frequency: "instant" })).body as Item;
    const renamed = await patch(tara.browser, id, { name: "Family SUV", frequency: "daily", paused: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: "Family SUV", frequency: "daily", paused: true, query: "bodyType=SUV" });
    expect(await list(tara.browser)).toMatchObject([{ id, name: "Family SUV", frequency: "daily", paused: true }]);
    expect((await patch(tara.browser, id, {})).status).toBe(400);
    expect((await patch(tara.browser, id, { name: "   " })).body).toMatchObject({ error: { details: [{ field: "name" }] } });
    expect((await patch(tara.browser, id, { frequency: "weekly" })).body).toMatchObject({ error: { details: [{ field: "frequency" }] } });
    expect((await remove(tara.browser, id)).status).toBe(204);
    expect((await remove(tara.browser, id)).status).toBe(404);
    expect(await list(tara.browser)).toEqual([]);
  });

  it("never lets user B read, change or delete user A's search", async () => {
    const a = await member("Anil");
    const b = await member("Bina");
    const { id } = (await create(a.browser, { query: "make=Honda", frequency: "instant" })).body as Item;
    expect(await list(b.browser)).toEqual([]);
    const change = await patch(b.browser, id, { name: "Mine now", paused: true });
    expect(change.status).toBe(404);
    expect(change.body).toMatchObject({ error: { code: "not_found" } });
    expect((await remove(b.browser, id)).status).toBe(404);
    expect((await patch(b.browser, "abc", { paused: true })).status).toBe(404);
    expect(await list(a.browser)).toMatchObject([{ id, name: "Honda", paused: false }]);
  });

  it("counts the matches that arrived since the last visit, on cars still on sale", async () => {
    const uma = await member("Uma");
    const { id } = (await create(uma.browser, { query: "make=Skoda", frequency: "daily" })).body as Item;
    await handle.db.update(savedSearches).set({ lastVisitedAt: new Date(Date.now() - 3_600_000) }).where(eq(savedSearches.id, id));
    const [fresh, older, sold] = await Promise.all([
      createListing(handle.db, { make: "Skoda", model: "Slavia" }),
      createListing(handle.db, { make: "Skoda", model: "Kushaq" }),
      createListing(handle.db, { make: "Skoda", model: "Kodiaq", status: "sold" }),
    ]);
    await handle.db.insert(savedSearchMatches).values([
      { savedSearchId: id, listingId: fresh.id, kind: "new", price: fresh.price, matchedAt: new Date() },
      { savedSearchId: id, listingId: older.id, kind: "new", price: older.price, matchedAt: new Date(Date.now() - 7_200_000) },
      { savedSearchId: id, listingId: sold.id, kind: "new", price: sold.price, matchedAt: new Date() },
    ]);
    expect(await list(uma.browser)).toMatchObject([{ id, newSinceLastVisit: 1 }]);
  });
});
