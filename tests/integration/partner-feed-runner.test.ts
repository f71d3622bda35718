/**
 * The pull-feed runner on a real database with a fake row engine (the real one is
 * partner-feed-engine.test.ts): a fetched CSV goes to the engine as whole stock and its
 * validators are kept; a 304 and a failure leave runs and change nothing; one fetch per partner
 * at a time; only due feeds run. And POST /api/admin/partners/:id/feed/fetch for admins only.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { partnerRuns, partners } from "~/.server/db/schema";
import type { ApplyOptions, ApplyPartnerRows, PartnerRef } from "~/.server/partners/feed-types";
import { runDueFeeds, runPartnerFeed, type FeedRunnerDeps } from "~/.server/partners/feed-runner";
import { action as fetchAction } from "~/routes/api/admin-partner-feed-fetch";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
let server: http.Server;
let base: string;
let body = "externalId,make,model,year,price\nA-1,Hyundai,Creta,2019,850000\nA-2,Tata,Nexon,2021,900000\n";
let contentType = "text/csv";
const applied: { partner: PartnerRef; rows: readonly unknown[]; options: ApplyOptions }[] = [];
const fakeApply: ApplyPartnerRows = async (_db, partner, rows, options) => {
  applied.push({ partner, rows, options });
  return { created: rows.length, updated: 0, unchanged: 0, removed: 1, rejected: [{ index: 0, externalId: "x", errors: [] }] };
};
const now = new Date("2026-11-27T10:00:00Z");
const deps: FeedRunnerDeps = { apply: fakeApply, now: () => now };

async function createPartner(source: string, feed: Partial<typeof partners.$inferInsert> = {}) {
  const [row] = await db
    .insert(partners)
    .values({ name: source, source, feedUrl: `${base}/feed.csv`, feedFormat: "csv", feedIntervalMinutes: 30, ...feed })
    .returning({ id: partners.id });
  return row.id;
}
const runsOf = (id: number) => db.select().from(partnerRuns).where(eq(partnerRuns.partnerId, id)).orderBy(desc(partnerRuns.id));
const partnerRow = async (id: number) => (await db.select().from(partners).where(eq(partners.id, id)))[0];

beforeAll(async () => {
  process.env.FEEDS_ALLOW_LOCAL = "1";
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
  server = http.createServer((req, res) => {
    if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
    res.writeHead(200, { "Content-Type": contentType, ETag: '"v1"', "Last-Modified": "Thu, 26 Nov 2026 09:00:00 GMT" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.FEEDS_ALLOW_LOCAL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

beforeEach(() => {
  applied.length = 0;
  body = "externalId,make,model,year,price\nA-1,Hyundai,Creta,2019,850000\nA-2,Tata,Nexon,2021,900000\n";
  contentType = "text/csv";
});

describe("runPartnerFeed", () => {
  it("hands the feed to the engine as whole stock, keeps the validators, then sends them back (304)", async () => {
    const id = await createPartner("FeedCo");
    const result = await runPartnerFeed(db, id, deps);
    expect(result).toEqual({ status: "ok", created: 2, updated: 0, unchanged: 0, removed: 1, rejected: 1 });
    expect(applied).toHaveLength(1);
    expect(applied[0].partner).toEqual({ id, name: "FeedCo", source: "FeedCo" });
    expect(applied[0].options).toEqual({ kind: "feed", fullStock: true, now });
    expect(applied[0].rows[0]).toEqual({ externalId: "A-1", make: "Hyundai", model: "Creta", year: 2019, price: 850000 });
    const after = await partnerRow(id);
    expect(after).toMatchObject({ feedEtag: '"v1"', feedLastModified: "Thu, 26 Nov 2026 09:00:00 GMT" });
    expect(after.feedNextFetchAt?.toISOString()).toBe("2026-11-27T10:30:00.000Z");

    expect((await runPartnerFeed(db, id, deps)).status).toBe("not-modified");
    expect(applied).toHaveLength(1);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ kind: "feed", status: "not-modified", error: null });
  });

  it("changes nothing when the answer is not a feed, and leaves a failed run with the reason", async () => {
    const id = await createPartner("BrokenCo", { feedEtag: '"old"' });
    body = "<!doctype html><p>Please log in</p>";
    contentType = "text/html";
    const result = await runPartnerFeed(db, id, deps);
    expect(result.status).toBe("failed");
    expect(result.error).toMatch(/not a CSV feed/);
    expect(applied).toHaveLength(0);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ kind: "feed", status: "failed", error: result.error });
    const after = await partnerRow(id);
    expect(after.feedEtag).toBe('"old"');
    expect(after.feedNextFetchAt?.toISOString()).toBe("2026-11-27T10:30:00.000Z");
  });

  it("records a refused URL and an engine error as failed runs", async () => {
    const refused = await createPartner("NoHttpCo");
    delete process.env.FEEDS_ALLOW_LOCAL;
    const answer = await runPartnerFeed(db, refused, deps);
    process.env.FEEDS_ALLOW_LOCAL = "1";
    expect(answer).toMatchObject({ status: "failed", error: expect.stringContaining("not https") });

    const crashing = await createPartner("CrashCo");
    const result = await runPartnerFeed(db, crashing, { ...deps, apply: async () => Promise.reject(new Error("boom")) });
    expect(result).toMatchObject({ status: "failed", error: expect.stringContaining("error on our side") });
  });

  it("runs one fetch per partner at a time", async () => {
    const id = await createPartner("SlowCo");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: FeedRunnerDeps = {
      ...deps,
      fetch: async () => {
        await gate;
        return { status: "not-modified" };
      },
    };
    const first = runPartnerFeed(db, id, slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await runPartnerFeed(db, id, slow)).status).toBe("busy");
    release();
    expect((await first).status).toBe("not-modified");
    expect((await runPartnerFeed(db, id, slow)).status).toBe("not-modified");
  });

  it("answers not-found and no-feed", async () => {
    expect((await runPartnerFeed(db, 999_999, deps)).status).toBe("not-found");
    const id = await createPartner("PushOnlyCo", { feedUrl: null, feedFormat: null });
    expect((await runPartnerFeed(db, id, deps)).status).toBe("no-feed");
  });
});

describe("runDueFeeds", () => {
  it("fetches only the feeds whose time has come", async () => {
    const due = await createPartner("DueCo", { feedNextFetchAt: new Date(now.getTime() - 60_000) });
    const later = await createPartner("LaterCo", { feedNextFetchAt: new Date(now.getTime() + 60_000) });
    const results = await runDueFeeds(db, now, { limit: 50, deps });
    const ids = results.map((r) => r.partnerId);
    expect(ids).toContain(due);
    expect(ids).not.toContain(later);
  });
});

describe("POST /api/admin/partners/:id/feed/fetch", () => {
  let admin: SignedIn;
  let user: SignedIn;
  beforeAll(async () => {
    admin = await signUpAs(db, "admin", "Feed Admin");
    user = await signUpAs(db, "user", "Feed User");
  });
  const fetchNow = (who: SignedIn, id: number | string) =>
    who.browser.call(fetchAction, `/api/admin/partners/${id}/feed/fetch`, { method: "POST", params: { id: String(id) } });

  it("is for admins only, and answers the run's counts", async () => {
    const id = await createPartner("AdminCo", { feedEtag: '"v1"' });
    expect((await fetchNow(user, id)).status).toBe(403);
    const answer = await fetchNow(admin, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "not-modified", created: 0, updated: 0, unchanged: 0, removed: 0, rejected: 0 });
    expect((await fetchNow(admin, 999_999)).status).toBe(404);
    expect((await fetchNow(admin, "abc")).status).toBe(404);
    const pushOnly = await createPartner("AdminPushCo", { feedUrl: null });
    expect((await fetchNow(admin, pushOnly)).status).toBe(409);
  });
});
