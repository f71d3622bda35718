/**
 * Partners and their keys (issue 35, admin side): a key is shown once and stored only as a
 * hash, rotation and revocation take effect at once, only admins reach any of it, feeds must be
 * https, and the rejected rows download cannot carry a spreadsheet formula.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { partnerRuns, partners } from "~/.server/db/schema";
import { findPartnerByKey, hashPartnerKey } from "~/.server/partners/partner-keys";
import { listPartners } from "~/.server/partners/admin-partners";
import { ensureDemoPartners } from "~/.server/import/demo-partners";
import { PARTNERS } from "~/lib/partners";
import { action as createAction } from "~/routes/api/admin-partners";
import { action as rotateAction } from "~/routes/api/admin-partner-rotate";
import { action as keyAction } from "~/routes/api/admin-partner-key";
import { action as feedAction } from "~/routes/api/admin-partner-feed";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/partners";
import { loader as csvLoader } from "~/routes/admin/partner-rejected-csv";
import type { PartnerRow } from "~/lib/partners/partner-admin";
import { TestBrowser } from "./accounts-client";
import { useDatabase } from "./api-client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let user: SignedIn;

type Created = { id: number; name: string; source: string; key: string };

const create = (browser: TestBrowser, json: unknown) => browser.call(createAction, "/api/admin/partners", { json });
const rotate = (browser: TestBrowser, id: number) => browser.call(rotateAction, `/api/admin/partners/${id}/rotate`, { method: "POST", params: { id: String(id) } });
const revoke = (browser: TestBrowser, id: number) => browser.call(keyAction, `/api/admin/partners/${id}/key`, { method: "DELETE", params: { id: String(id) } });
const setFeed = (browser: TestBrowser, id: number, json: unknown) =>
  browser.call(feedAction, `/api/admin/partners/${id}/feed`, { method: "PUT", json, params: { id: String(id) } });

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  admin = await signUpAs(handle.db, "admin", "Partner Admin");
  user = await signUpAs(handle.db, "user", "Plain User");
});

afterAll(async () => {
  await handle.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("partner keys", () => {
  it("creates a partner whose key is answered once and stored only as its hash", async () => {
    const answer = await create(admin.browser, { name: "  Spinny   Pvt Ltd ", source: "Spinny Test" });
    expect(answer.status).toBe(201);
    const created = answer.body as Created;
    expect(created).toMatchObject({ name: "Spinny Pvt Ltd", source: "Spinny Test" });
    expect(created.key).toMatch(/^cs_live_[A-Za-z0-9_-]{43}$/);
    const [row] = await handle.db.select().from(partners).where(eq(partners.id, created.id));
    expect(row.keyHash).toBe(hashPartnerKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(await findPartnerByKey(handle.db, created.key)).toEqual({ id: created.id, name: "Spinny Pvt Ltd", source: "Spinny Test" });
    // The page shows only the prefix afterwards.
    const page = (await admin.browser.call(pageLoader, "/admin/partners")).body as { partners: PartnerRow[] };
    const shown = page.partners.find((p) => p.id === created.id)!;
    expect(shown.key).toMatchObject({ state: "active", prefix: created.key.slice(0, 12) });
    expect(JSON.stringify(page)).not.toContain(created.key);
  });

  it("rotating makes the old key unknown and the new one work; revoking makes every key unknown", async () => {
    const created = (await create(admin.browser, { name: "CarTrade Test", source: "CarTrade Test" })).body as Created;
    const rotated = await rotate(admin.browser, created.id);
    expect(rotated.status).toBe(200);
    const { key } = rotated.body as { key: string };
    expect(key).not.toBe(created.key);
    expect(await findPartnerByKey(handle.db, created.key)).toBeNull();
    expect(await findPartnerByKey(handle.db, key)).toMatchObject({ id: created.id });

    expect((await revoke(admin.browser, created.id)).status).toBe(204);
    expect(await findPartnerByKey(handle.db, key)).toBeNull();
    expect(await findPartnerByKey(handle.db, created.key)).toBeNull();
    const [row] = (await listPartners(handle.db)).filter((p) => p.id === created.id);
    expect(row.key.state).toBe("revoked");
    expect((await rotate(admin.browser, 999999)).status).toBe(404);
  });

  it("refuses a source already taken (whatever its case) with 409 and a clear message", async () => {
    await create(admin.browser, { name: "OLX Test", source: "OLX Test" });
    const again = await create(admin.browser, { name: "Another", source: "olx test" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "conflict", message: expect.stringContaining('"olx test" already exists') } });
  });

  it("refuses names that are too short, too long or not plain text", async () => {
    const answer = await create(admin.browser, { name: "X", source: "<b>Bold</b>" });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Name must be at least 2 characters");
    expect(JSON.stringify(answer.body)).toContain("Source must be plain text");
    expect((await create(admin.browser, { name: "N".repeat(61), source: "Fine" })).status).toBe(400);
  });
});

describe("feeds", () => {
  it("refuses an http feed without FEEDS_ALLOW_LOCAL, a short interval, and saves an https one", async () => {
    const { id } = (await create(admin.browser, { name: "Droom Test", source: "Droom Test" })).body as Created;
    const http = await setFeed(admin.browser, id, { url: "http://feeds.example.in/cars.csv", format: "csv", intervalMinutes: 60 });
    expect(http.status).toBe(400);
    expect(JSON.stringify(http.body)).toContain("https://");
    expect((await setFeed(admin.browser, id, { url: "https://127.0.0.1/cars.csv", format: "csv", intervalMinutes: 60 })).status).toBe(400);
    expect((await setFeed(admin.browser, id, { url: "https://feeds.example.in/cars.csv", format: "csv", intervalMinutes: 5 })).status).toBe(400);
    expect((await setFeed(admin.browser, id, { url: "https://feeds.example.in/cars.csv", format: "xml", intervalMinutes: 60 })).status).toBe(400);

    const saved = await setFeed(admin.browser, id, { url: "https://feeds.example.in/cars.json", format: "json", intervalMinutes: 30 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ url: "https://feeds.example.in/cars.json", format: "json", intervalMinutes: 30, nextFetchAt: expect.any(String) });
    const [row] = await handle.db.select().from(partners).where(eq(partners.id, id));
    expect(row.feedNextFetchAt!.getTime()).toBeLessThanOrEqual(Date.now());

    vi.stubEnv("FEEDS_ALLOW_LOCAL", "1");
    expect((await setFeed(admin.browser, id, { url: "http://127.0.0.1:4000/feed.csv", format: "csv", intervalMinutes: 15 })).status).toBe(200);
  });
});

describe("the admin page", () => {
  it("creates, rotates and saves a feed through the page's actions, and lists runs and counts", async () => {
    const made = await admin.browser.call(pageAction, "/admin/partners", { form: { intent: "create", name: "Cars24 Page", source: "Cars24 Page" } });
    expect(made.body).toMatchObject({ ok: true, key: expect.stringMatching(/^cs_live_/) });
    const [row] = await handle.db.select().from(partners).where(eq(partners.source, "Cars24 Page"));
    const taken = await admin.browser.call(pageAction, "/admin/partners", { form: { intent: "create", name: "Cars24 Page", source: "Cars24 Page" } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ ok: false, errors: { source: "is already taken" } });
    const feed = await admin.browser.call(pageAction, "/admin/partners", {
      form: { intent: "feed", partnerId: String(row.id), url: "https://cars24.example.in/feed.csv", format: "csv", intervalMinutes: "15" },
    });
    expect(feed.body).toMatchObject({ ok: true });
    await handle.db.insert(partnerRuns).values({ partnerId: row.id, kind: "feed", status: "failed", error: "The feed answered 500", startedAt: new Date() });
    const page = (await admin.browser.call(pageLoader, "/admin/partners")).body as { partners: PartnerRow[] };
    expect(page.partners.find((p) => p.id === row.id)).toMatchObject({
      feed: { url: "https://cars24.example.in/feed.csv", format: "csv", intervalMinutes: 15 },
      lastRun: { kind: "feed", status: "failed", error: "The feed answered 500" },
      listings: { live: 0, rejected: 0, removed: 0, expired: 0 },
    });
  });

  it("downloads the last run's rejected rows as CSV with formula cells neutralised", async () => {
    const { id } = (await create(admin.browser, { name: "CSV Test", source: "CSV Test" })).body as Created;
    const older = new Date(Date.now() - 60_000);
    await handle.db.insert(partnerRuns).values([
      { partnerId: id, kind: "push", status: "ok", rejected: 1, startedAt: older, rejectedRows: [{ index: 0, externalId: "old", errors: [{ field: "year", message: "old run" }] }] },
      {
        partnerId: id,
        kind: "push",
        status: "ok",
        rejected: 1,
        rejectedRows: [{ index: 3, externalId: "=cmd|' /C calc'!A0", errors: [{ field: "price", message: "must be, at least, 10000" }] }],
      },
    ]);
    const answer = await admin.browser.call(csvLoader, `/admin/partners/${id}/rejected.csv`, { params: { id: String(id) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="partner-\d+-rejected-rows\.csv"$/);
    const text = String(answer.body).replace(/^\ufeff/, "");
    expect(text).toBe(`index,externalId,field,message\r\n3,'=cmd|' /C calc'!A0,price,"must be, at least, 10000"\r\n`);
    expect(text).not.toContain("old run");
  });
});

describe("the demo seed", () => {
  it("registers the nine platforms once, without keys", async () => {
    expect(await ensureDemoPartners(handle.db)).toBe(PARTNERS.length);
    expect(await ensureDemoPartners(handle.db)).toBe(0);
    const seeded = (await listPartners(handle.db)).filter((p) => PARTNERS.some((known) => known.name === p.source));
    expect(seeded.map((p) => p.source).sort()).toEqual(PARTNERS.map((p) => p.name).sort());
    expect(seeded.every((p) => p.key.state === "none")).toBe(true);
    expect((await create(admin.browser, { name: "Maruti", source: "maruti suzuki true value" })).status).toBe(409);
  });
});

describe("only admins", () => {
  it("answers 403 to a signed-in non-admin and 401 to a guest on every endpoint, and redirects them from the page and the download", async () => {
    const { id } = (await create(admin.browser, { name: "Guarded", source: "Guarded" })).body as Created;
    for (const browser of [user.browser, new TestBrowser()]) {
      const expected = browser === user.browser ? 403 : 401;
      expect((await create(browser, { name: "Nope", source: "Nope" })).status).toBe(expected);
      expect((await rotate(browser, id)).status).toBe(expected);
      expect((await revoke(browser, id)).status).toBe(expected);
      expect((await setFeed(browser, id, { url: "https://x.example.in/f.csv", format: "csv", intervalMinutes: 60 })).status).toBe(expected);
      for (const answer of [
        await browser.call(pageLoader, "/admin/partners"),
        await browser.call(pageAction, "/admin/partners", { form: { intent: "rotate", partnerId: String(id) } }),
        await browser.call(csvLoader, `/admin/partners/${id}/rejected.csv`, { params: { id: String(id) } }),
      ]) {
        expect(answer.status).toBe(302);
      }
    }
    const [row] = await handle.db.select().from(partners).where(eq(partners.id, id));
    expect(row.keyHash).not.toBeNull();
    expect(await handle.db.select().from(partners).where(eq(partners.source, "Nope"))).toEqual([]);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const answer = await admin.browser.call(keyAction, "/api/admin/partners/1/key", { method: "POST", params: { id: "1" } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("DELETE");
  });
});
