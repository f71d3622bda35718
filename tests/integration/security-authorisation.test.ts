/**
 * Every private endpoint refuses user B on user A's data: B can neither read nor change A's
 * saved cars, recent searches, price alerts, profile or settings, whatever ids B sends (the
 * owner is in the WHERE, from the session, never from the request).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRecentSearch, listRecentSearches } from "~/.server/account/recent-searches";
import { hasPriceAlert } from "~/.server/details/price-alerts";
import type { DbHandle } from "~/.server/db/client";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { action as settingsAction, loader as settingsLoader } from "~/routes/account/settings";
import { action as savedPageAction, loader as savedPage } from "~/routes/account/saved-listings";
import { action as saveAction } from "~/routes/api/saved-listing";
import { loader as savedApi } from "~/routes/api/saved-listings";
import { loader as recentApi } from "~/routes/api/recent-searches";
import { action as detailsAction } from "~/routes/details";
import { loader as rootLoader } from "~/root";
import { useDatabase } from "./api-client";
import { signUp, type TestBrowser } from "./accounts-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let asha: { browser: TestBrowser; id: string; email: string };
let ravi: { browser: TestBrowser; id: string; email: string };
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  carId = (await createListing(handle.db, { make: "Tata", model: "Nexon" })).id;
  asha = await signUp(handle.db, "Asha", "9876543210", "203.0.113.10");
  ravi = await signUp(handle.db, "Ravi", "9123456780", "203.0.113.11");
});

afterAll(async () => {
  await handle.close();
});

const savedIds = async (user: typeof asha) => ((await user.browser.call(rootLoader, "/")).body as { savedIds: number[] }).savedIds;
const params = () => ({ listingId: String(carId) });

describe("user B on user A's data", () => {
  it("saved cars: B neither sees nor removes A's", async () => {
    await asha.browser.call(saveAction, `/api/saved-listings/${carId}`, { method: "PUT", params: params() });
    expect(await savedIds(asha)).toEqual([carId]);

    expect(((await ravi.browser.call(savedApi, "/api/saved-listings")).body as { items: unknown[] }).items).toEqual([]);
    expect(((await ravi.browser.call(savedPage, "/saved-listings")).body as { cars: unknown[] }).cars).toEqual([]);
    await ravi.browser.call(saveAction, `/api/saved-listings/${carId}`, { method: "DELETE", params: params() });
    await ravi.browser.call(saveAction, `/api/saved-listings/${carId}`, { json: { saved: false, userId: asha.id }, method: "POST", params: params() });
    await ravi.browser.call(savedPageAction, "/saved-listings", { form: { intent: "remove-car", listingId: String(carId), userId: asha.id } });
    expect(await savedIds(asha)).toEqual([carId]);
  });

  it("recent searches: B neither lists nor deletes A's", async () => {
    await addRecentSearch(handle.db, asha.id, { queryKey: "/search?q=nexon", label: "Search: nexon", href: "/search?q=nexon" });
    const [search] = await listRecentSearches(handle.db, asha.id);

    expect(((await ravi.browser.call(recentApi, "/api/recent-searches")).body as { items: unknown[] }).items).toEqual([]);
    const page = (await ravi.browser.call(savedPage, "/saved-listings?tab=recent")).body as { searches: unknown[] };
    expect(page.searches).toEqual([]);
    await ravi.browser.call(savedPageAction, "/saved-listings", { form: { intent: "remove-search", searchId: String(search.id), userId: asha.id } });
    expect((await listRecentSearches(handle.db, asha.id)).map((s) => s.id)).toEqual([search.id]);
  });

  it("price alerts: B cannot remove A's, and B's page does not show it", async () => {
    const form = (intent: string) => ({ intent, userId: asha.id });
    const post = (user: typeof asha, intent: string) =>
      user.browser.call(detailsAction, `/details/${carId}`, { form: form(intent), params: { id: String(carId) } });
    await post(asha, "price-alert");
    expect(await hasPriceAlert(handle.db, asha.id, carId)).toBe(true);

    await post(ravi, "remove-price-alert");
    expect(await hasPriceAlert(handle.db, asha.id, carId)).toBe(true);
    expect(await hasPriceAlert(handle.db, ravi.id, carId)).toBe(false);
  });

  it("profile and settings: B reads and changes only B's own", async () => {
    const profile = (await ravi.browser.call(profileLoader, "/profile")).body as { user: { email: string } };
    expect(profile.user.email).toBe(ravi.email);
    expect(JSON.stringify(profile)).not.toContain(asha.email);

    await ravi.browser.call(profileAction, "/profile", { form: { intent: "profile", name: "Mallory", phone: "9000000000", userId: asha.id, id: asha.id, email: asha.email } });
    await asha.browser.call(settingsAction, "/settings", { form: { intent: "settings", alertEmails: "on" } });
    // An unticked box turns alert emails off: for B only.
    await ravi.browser.call(settingsAction, "/settings", { form: { intent: "settings", userId: asha.id } });
    const ashaProfile = (await asha.browser.call(profileLoader, "/profile")).body as { user: { name: string; email: string } };
    expect(ashaProfile.user).toMatchObject({ name: "Asha", email: asha.email });
    const ashaSettings = (await asha.browser.call(settingsLoader, "/settings")).body as { user: { email: string }; alertEmails: boolean };
    expect(ashaSettings).toMatchObject({ user: { email: asha.email }, alertEmails: true });
    expect(((await ravi.browser.call(settingsLoader, "/settings")).body as { alertEmails: boolean }).alertEmails).toBe(false);
    expect(((await ravi.browser.call(profileLoader, "/profile")).body as { user: { name: string } }).user.name).toBe("Mallory");
  });
});
