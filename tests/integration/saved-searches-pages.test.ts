/**
 * The pages of saved searches (issue 36): the results pages' "Save this search" offer, the
 * no-script save form and a guest's save completed on the way back from sign-in,
 * /saved-searches and its changes, "Open results", the Settings switch, and the account's data
 * download and deletion. User B never reaches user A's searches.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/.server/account/delete-account";
import type { DbHandle } from "~/.server/db/client";
import { consents, savedSearches, savedSearchMatches, users } from "~/.server/db/schema";
import type { DiskPhotoStorage } from "~/.server/uploads/photo-storage";
import { loader as rootLoader } from "~/root";
import { action as authAction } from "~/routes/account/auth";
import { loader as exportLoader } from "~/routes/account/export-data";
import { action as settingsAction } from "~/routes/account/settings";
import { loader as usedCarsLoader } from "~/routes/used-cars";
import { loader as searchLoader } from "~/routes/search";
import { action as newAction, loader as newLoader } from "~/routes/saved-searches/new";
import { loader as openLoader } from "~/routes/saved-searches/open";
import { action as pageAction, loader as pageLoader } from "~/routes/saved-searches/saved-searches";
import { readCodes, registration, signUp, TestBrowser, uniqueEmail } from "./accounts-client";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createSellerTestDatabase } from "./seller-listings-helpers";

let handle: DbHandle;
let storage: DiskPhotoStorage;
let phone = 9_700_000_100;
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

beforeAll(async () => {
  ({ handle, storage } = await createSellerTestDatabase());
  await createListing(handle.db, { make: "Hyundai", model: "Creta", fuelType: "Diesel" });
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const member = (name: string) => signUp(handle.db, name, String(phone++), `192.0.2.${phone % 200}`);
const savedOf = (userId: string) => handle.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
type Offer = { query: string; key: string; name: string; returnTo: string };

describe("the results pages' offer", () => {
  it("offers /search's search in canonical form with its name, the same for every visitor", async () => {
    const page = await new TestBrowser().call(searchLoader, "/search?q=diesel%20suv&brand=hyundai&page=2");
    expect((page.body as { saveOffer: Offer }).saveOffer).toEqual({
      query: "q=diesel+suv&make=Hyundai",
      key: "q=diesel+suv&make=hyundai",
      name: "Hyundai SUV, diesel",
      returnTo: "/search?q=diesel%20suv&brand=hyundai&page=2",
    });
  });

  it("offers what a /used-cars shopper chose, without the sliders' starting ranges", async () => {
    const page = await new TestBrowser().call(usedCarsLoader, "/used-cars?fuel=diesel&maxPrice=800000");
    expect((page.body as { saveOffer: Offer }).saveOffer).toMatchObject({ query: "maxPrice=800000&fuel=Diesel&condition=used", name: "Used cars, diesel, under ₹8 lakh" });
  });
});

describe("saving from a results page", () => {
  it("saves in place for the dialog, says so when saved already, and the root knows it is saved", async () => {
    const asha = await member("Asha");
    const form = { query: "make=Hyundai&fuel=Diesel", name: "Diesel Hyundais", frequency: "instant", returnTo: "/search?make=Hyundai&fuel=Diesel", respond: "inline" };
    expect((await asha.browser.call(newAction, "/saved-searches/new", { form })).body).toEqual({ ok: true, name: "Diesel Hyundais", alreadySaved: false });
    expect((await asha.browser.call(newAction, "/saved-searches/new", { form: { ...form, name: "" } })).body).toEqual({ ok: true, name: "Diesel Hyundais", alreadySaved: true });
    expect(await savedOf(asha.id)).toMatchObject([{ name: "Diesel Hyundais", query: "make=Hyundai&fuel=Diesel", frequency: "instant" }]);
    expect(((await asha.browser.call(rootLoader, "/")).body as { savedSearchKeys: string[] }).savedSearchKeys).toEqual(["make=hyundai&fuel=diesel"]);
  });

  it("without scripts, posts the page's form and goes back to the results with a notice", async () => {
    const ravi = await member("Ravi");
    const page = await ravi.browser.call(newLoader, "/saved-searches/new?query=make%3DHyundai%26maxPrice%3D900000&returnTo=%2Fused-cars%3Fbudget%3D9");
    expect(page.body).toMatchObject({ name: "Hyundai, under ₹9 lakh", chips: ["Hyundai", "Under ₹9 lakh"], alreadySaved: false, returnTo: "/used-cars?budget=9" });
    const posted = await ravi.browser.call(newAction, "/saved-searches/new", { form: { query: "make=Hyundai&maxPrice=900000", name: "Hyundai, under ₹9 lakh", frequency: "daily", returnTo: "https://evil.example/x" } });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe("/search?make=Hyundai&maxPrice=900000");
    expect(((await ravi.browser.call(rootLoader, "/search")).body as { flash: { message: string } }).flash.message).toMatch(/Search saved as “Hyundai, under ₹9 lakh”/);
    const refused = await ravi.browser.call(newAction, "/saved-searches/new", { form: { query: "minYear=soon", frequency: "daily", respond: "inline" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, formError: "Invalid request: query.minYear must be a whole number" });
  });

  it("sends a guest to sign in and saves the search on the way back, then returns to the results", async () => {
    const guest = new TestBrowser("192.0.2.250");
    const clicked = await guest.call(newLoader, "/saved-searches/new?query=make%3DHyundai%26fuel%3DDiesel&returnTo=%2Fsearch%3Fmake%3DHyundai%26fuel%3DDiesel");
    expect(clicked.status).toBe(302);
    const signIn = new URL(clicked.location!, "http://localhost");
    expect(signIn.pathname).toBe("/auth");
    const back = signIn.searchParams.get("redirectTo")!;
    expect(back).toBe("/saved-searches/new?query=make%3DHyundai%26fuel%3DDiesel&returnTo=%2Fsearch%3Fmake%3DHyundai%26fuel%3DDiesel&then=save");

    const email = uniqueEmail("guest");
    const mobile = String(phone++);
    await guest.call(authAction, `/auth?redirectTo=${encodeURIComponent(back)}`, { form: registration(email, { phone: mobile, redirectTo: back }) });
    const verified = await guest.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(handle.db, email, mobile)), redirectTo: back } });
    expect(verified.location).toBe(back);

    // A link from another site cannot save into the account: it only shows the form.
    const crossSite = await guest.call(newLoader, back, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(200);
    const user = ((await guest.call(rootLoader, "/")).body as { user: { id: string } }).user;
    expect(await savedOf(user.id)).toEqual([]);

    const returned = await guest.call(newLoader, back, { headers: SAME_ORIGIN });
    expect(returned.status).toBe(302);
    expect(returned.location).toBe("/search?make=Hyundai&fuel=Diesel");
    expect(await savedOf(user.id)).toMatchObject([{ name: "Hyundai, diesel", query: "make=Hyundai&fuel=Diesel", frequency: "daily" }]);
  });
});

describe("/saved-searches", () => {
  it("sends a guest to sign in", async () => {
    const answer = await new TestBrowser().call(pageLoader, "/saved-searches");
    expect(answer.location).toBe("/auth?redirectTo=%2Fsaved-searches");
  });

  it("lists the user's searches with chips, and renames, switches, pauses and deletes them", async () => {
    const tara = await member("Tara");
    const [row] = await handle.db.insert(savedSearches).values({ userId: tara.id, name: "SUVs", query: "maxPrice=1500000&bodyType=SUV&owners=1", frequency: "instant" }).returning();
    const page = async () => ((await tara.browser.call(pageLoader, "/saved-searches")).body as { items: { id: number; name: string; chips: string[]; frequency: string; paused: boolean }[] }).items;
    expect(await page()).toMatchObject([{ id: row.id, name: "SUVs", chips: ["SUV", "Under ₹15 lakh", "1st owner"], frequency: "instant", paused: false }]);
    const act = (form: Record<string, string>) => tara.browser.call(pageAction, "/saved-searches", { form: { id: String(row.id), ...form } });
    expect((await act({ intent: "rename", value: "Family SUVs" })).body).toMatchObject({ ok: true });
    expect((await act({ intent: "frequency", value: "daily" })).body).toMatchObject({ ok: true, frequency: "daily" });
    expect((await act({ intent: "pause", value: "true" })).body).toMatchObject({ ok: true, paused: true });
    expect(await page()).toMatchObject([{ name: "Family SUVs", frequency: "daily", paused: true }]);
    const badName = await act({ intent: "rename", value: " " });
    expect(badName.status).toBe(400);
    expect(badName.body).toMatchObject({ ok: false, error: "Name must not be empty" });
    expect((await act({ intent: "delete" })).body).toMatchObject({ ok: true, deleted: true });
    expect(await page()).toEqual([]);
  });

  it("opens a search's results, recording the visit; user B can neither open nor change A's", async () => {
    const a = await member("Anil");
    const b = await member("Bina");
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [row] = await handle.db.insert(savedSearches).values({ userId: a.id, name: "Cretas", query: "make=Hyundai&model=Creta", frequency: "daily", lastVisitedAt: hourAgo }).returning();
    const path = `/saved-searches/${row.id}/open`;
    const params = { id: String(row.id) };

    // A page's AppError is its error page with the status (page-errors.ts wraps every route in the server).
    const notFound = { code: "not_found", status: 404 };
    await expect(b.browser.call(openLoader, path, { params, headers: SAME_ORIGIN })).rejects.toMatchObject(notFound);
    await expect(b.browser.call(pageAction, "/saved-searches", { form: { id: String(row.id), intent: "rename", value: "Mine" } })).rejects.toMatchObject(notFound);
    await expect(b.browser.call(pageAction, "/saved-searches", { form: { id: String(row.id), intent: "delete" } })).rejects.toMatchObject(notFound);

    // From another site it opens the results without touching the visit.
    expect((await a.browser.call(openLoader, path, { params, headers: { "Sec-Fetch-Site": "cross-site" } })).location).toBe("/search?make=Hyundai&model=Creta");
    expect((await savedOf(a.id))[0].lastVisitedAt).toEqual(hourAgo);
    const opened = await a.browser.call(openLoader, path, { params, headers: SAME_ORIGIN });
    expect(opened.location).toBe("/search?make=Hyundai&model=Creta");
    const [after] = await savedOf(a.id);
    expect(after.name).toBe("Cretas");
    expect(after.lastVisitedAt.getTime()).toBeGreaterThan(hourAgo.getTime());
  });
});

describe("the account", () => {
  it("switches saved-search mail off and on in Settings, logged as consent; an older form leaves it alone", async () => {
    const neha = await member("Neha");
    const emailsOn = async () => (await handle.db.select({ on: users.savedSearchEmails }).from(users).where(eq(users.id, neha.id)))[0].on;
    expect(await emailsOn()).toBe(true);
    await neha.browser.call(settingsAction, "/settings", { form: { intent: "settings", savedSearchEmails: "off" } });
    expect(await emailsOn()).toBe(false);
    await neha.browser.call(settingsAction, "/settings", { form: { intent: "settings" } });
    expect(await emailsOn()).toBe(false);
    await neha.browser.call(settingsAction, "/settings", { form: new URLSearchParams([["intent", "settings"], ["savedSearchEmails", "off"], ["savedSearchEmails", "on"]]) });
    expect(await emailsOn()).toBe(true);
    const log = await handle.db.select({ purpose: consents.purpose, granted: consents.granted }).from(consents).where(eq(consents.userId, neha.id)).orderBy(consents.id);
    expect(log.filter((c) => c.purpose === "saved_search_emails")).toEqual([
      { purpose: "saved_search_emails", granted: false },
      { purpose: "saved_search_emails", granted: true },
    ]);
  });

  it("puts the searches and their matches in the data download, and deletes them with the account", async () => {
    const uma = await member("Uma");
    const other = await member("Omar");
    const car = await createListing(handle.db, { make: "Kia", model: "Seltos" });
    const [mine] = await handle.db.insert(savedSearches).values({ userId: uma.id, name: "Kias", query: "make=Kia", frequency: "instant" }).returning();
    await handle.db.insert(savedSearches).values({ userId: other.id, name: "Omar's secret search", query: "make=Kia", frequency: "daily" });
    await handle.db.insert(savedSearchMatches).values({ savedSearchId: mine.id, listingId: car.id, kind: "new", price: car.price, more: 3 });
    const data = (await uma.browser.call(exportLoader, "/profile/data")).body as {
      profile: { emailPreferences: Record<string, boolean> };
      savedSearches: { name: string; query: string; matches: { listingId: number; car: string; why: string; alsoMatchedInSameRun: number }[] }[];
    };
    expect(data.profile.emailPreferences).toMatchObject({ savedSearchEmails: true });
    expect(data.savedSearches).toMatchObject([{ name: "Kias", query: "make=Kia", matches: [{ listingId: car.id, car: "Kia Seltos", why: "new", alsoMatchedInSameRun: 3 }] }]);
    expect(JSON.stringify(data)).not.toContain("Omar's secret search");

    await deleteAccount(handle.db, storage, { userId: uma.id, ip: "192.0.2.1" });
    expect(await savedOf(uma.id)).toEqual([]);
    expect(await handle.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, mine.id))).toEqual([]);
    expect(await savedOf(other.id)).toHaveLength(1);
  });
});
