import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRecentSearch, recordRecentSearch } from "~/.server/account/recent-searches";
import { getCurrentUser } from "~/.server/auth/session";
import type { DbHandle } from "~/.server/db/client";
import { action as authAction } from "~/routes/account/auth";
import { action as saveAction } from "~/routes/api/saved-listing";
import { loader as savedApi } from "~/routes/api/saved-listings";
import { loader as recentApi } from "~/routes/api/recent-searches";
import { loader as savedPage } from "~/routes/account/saved-listings";
import { loader as rootLoader } from "~/root";
import { useDatabase } from "./api-client";
import { readCodes, registration, TestBrowser, uniqueEmail } from "./accounts-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

async function signedIn(): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const email = uniqueEmail();
  await browser.call(authAction, "/auth", { form: registration(email) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(handle.db, email)) } });
  return browser;
}

const save = (browser: TestBrowser, id: number, method: "PUT" | "DELETE") =>
  browser.call(saveAction, `/api/saved-listings/${id}`, { method, params: { listingId: String(id) } });

describe("saved cars", () => {
  it("saves, lists and unsaves a car for the signed-in user only", async () => {
    const car = await createListing(handle.db, { make: "Tata", model: "Nexon", price: 900_000 });
    const asha = await signedIn();
    const ravi = await signedIn();
    expect((await save(asha, car.id, "PUT")).status).toBe(204);
    expect((await save(asha, car.id, "PUT")).status).toBe(204);
    expect(((await asha.call(rootLoader, "/")).body as { savedIds: number[] }).savedIds).toEqual([car.id]);
    expect(((await asha.call(savedApi, "/api/saved-listings")).body as { items: { id: string }[] }).items.map((v) => v.id)).toEqual([String(car.id)]);
    expect(((await ravi.call(savedApi, "/api/saved-listings")).body as { items: unknown[] }).items).toEqual([]);

    const page = (await asha.call(savedPage, "/saved-listings")).body as { name: string; cars: { id: string; title: string }[] };
    expect(page.name).toBe("Asha Rao");
    expect(page.cars).toMatchObject([{ id: String(car.id), title: "2019 Tata Nexon" }]);

    expect((await save(asha, car.id, "DELETE")).status).toBe(204);
    expect(((await asha.call(rootLoader, "/")).body as { savedIds: number[] }).savedIds).toEqual([]);
  });

  it("answers a guest with 401 and an unknown car with 404", async () => {
    const car = await createListing(handle.db);
    const guest = await save(new TestBrowser(), car.id, "PUT");
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ error: { code: "unauthorized" } });
    expect((await save(await signedIn(), 99_999_999, "PUT")).status).toBe(404);
  });

  it("toggles through a JSON post, and refuses a form post (no other site can send JSON)", async () => {
    const car = await createListing(handle.db);
    const browser = await signedIn();
    const params = { listingId: String(car.id) };
    const answer = await browser.call(saveAction, `/api/saved-listings/${car.id}`, { json: { saved: true }, method: "POST", params });
    expect(answer.body).toEqual({ listingId: car.id, saved: true });
    const form = await browser.call(saveAction, `/api/saved-listings/${car.id}`, { form: { saved: "0" }, params });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ error: { code: "unsupported_media_type" } });
  });
});

describe("recent searches", () => {
  it("records a signed-in user's searches, newest first, without duplicates", async () => {
    const browser = await signedIn();
    const record = (request: Request) => recordRecentSearch(new URL(request.url), () => getCurrentUser(request));
    const run = (path: string) => record(new Request(`http://localhost${path}`, { headers: { Cookie: browser.cookieHeader() } }));
    await run("/search?q=creta");
    await run("/used-cars?fuel=diesel");
    await run("/search?q=Creta&page=2");
    await run("/search");
    await record(new Request("http://localhost/search?q=guest"));
    const items = ((await browser.call(recentApi, "/api/recent-searches")).body as { items: { label: string; href: string }[] }).items;
    expect(items.map((i) => i.label)).toEqual(["Search: Creta", "Used cars: diesel"]);
    expect(items[0].href).toBe("/search?q=Creta");
  });

  it("keeps only the newest 20", async () => {
    const browser = await signedIn();
    const root = (await browser.call(rootLoader, "/")).body as { user: { id: string } };
    const start = Date.now() - 60_000;
    for (let i = 1; i <= 22; i++) {
      await addRecentSearch(handle.db, root.user.id, { queryKey: `/search?q=car ${i}`, label: `Search: car ${i}`, href: `/search?q=car+${i}` }, new Date(start + i * 1000));
    }
    const items = ((await browser.call(recentApi, "/api/recent-searches")).body as { items: { label: string }[] }).items;
    expect(items).toHaveLength(20);
    expect(items[0].label).toBe("Search: car 22");
    expect(items.at(-1)?.label).toBe("Search: car 3");
  });
});
