/**
 * POST /api/vitals through the whole HTTP stack (decision 040): a beacon from our page is
 * stored as one row per metric with nothing naming the visitor; a bad field is a 400 naming
 * it and stores nothing; an over-size body 413, a flood 429, another site's post 403.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "~/.server/auth/rate-limit";
import type { DbHandle } from "~/.server/db/client";
import { rateLimits, webVitals } from "~/.server/db/schema";
import { useDatabase } from "./api-client";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(webVitals);
  await handle.db.delete(rateLimits);
});

const REPORT = {
  route: "/details/:id",
  device: "mobile",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 2140 },
    { name: "CLS", value: 0.02 },
    { name: "TTFB", value: 310 },
  ],
};

/** What a beacon from one of our pages sends: our Origin, Sec-Fetch-Site same-origin, a JSON blob. */
function beacon(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}/api/vitals`, {
    method: "POST",
    headers: { Origin: server.origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const storedRows = () => handle.db.select().from(webVitals).orderBy(webVitals.metric);

describe("a page's report", () => {
  it("is stored as a row per metric, with today's IST day and no visitor, and answers 204", async () => {
    const res = await beacon(REPORT);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const rows = await storedRows();
    expect(rows.map(({ route, metric, device, connection, value }) => ({ route, metric, device, connection, value }))).toEqual([
      { route: "/details/:id", metric: "CLS", device: "mobile", connection: "4g", value: expect.closeTo(0.02, 5) },
      { route: "/details/:id", metric: "LCP", device: "mobile", connection: "4g", value: 2140 },
      { route: "/details/:id", metric: "TTFB", device: "mobile", connection: "4g", value: 310 },
    ]);
    const istToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(new Set(rows.map((r) => r.day))).toEqual(new Set([istToday]));
    // The table has no column that could name the visitor.
    expect(Object.keys(rows[0]!).sort()).toEqual(["connection", "createdAt", "day", "device", "metric", "route", "value"]);
  });

  it("goes through with only Sec-Fetch-Site: same-origin, as a beacon without Origin would", async () => {
    const res = await fetch(`${server.origin}/api/vitals`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Cookie: "better-auth.session_token=abc" },
      body: JSON.stringify({ ...REPORT, connection: undefined }),
    });
    expect(res.status).toBe(204);
    expect((await storedRows()).map((r) => r.connection)).toEqual([null, null, null]);
  });
});

describe("a bad report stores nothing and says which field", () => {
  const cases: [what: string, body: unknown, field: string][] = [
    ["an unknown metric", { ...REPORT, metrics: [{ name: "FID", value: 20 }] }, "metrics.0.name"],
    ["a value out of range", { ...REPORT, metrics: [{ name: "LCP", value: 2140 }, { name: "CLS", value: 42 }] }, "metrics.1.value"],
    ["a negative value", { ...REPORT, metrics: [{ name: "INP", value: -5 }] }, "metrics.0.value"],
    ["a URL for a route", { ...REPORT, route: "/details/4711?token=abc" }, "route"],
    ["free text for a route", { ...REPORT, route: "hello world" }, "route"],
    ["a device class we do not have", { ...REPORT, device: "tablet" }, "device"],
    ["a metric named twice", { ...REPORT, metrics: [{ name: "LCP", value: 1 }, { name: "LCP", value: 2 }] }, "metrics"],
    ["a field of its own", { ...REPORT, url: "https://carsaathi.in/details/4711" }, "body"],
  ];
  for (const [what, body, field] of cases) {
    it(`${what}: 400 naming ${field}`, async () => {
      const res = await beacon(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { code: string; message: string; details: { field: string }[] } };
      expect(answer.error.code).toBe("bad_request");
      expect(answer.error.details.map((d) => d.field)).toContain(field);
      expect(answer.error.message).toContain(field === "body" ? "url" : field);
      expect(await storedRows()).toEqual([]);
    });
  }

  it("a body over 4 KB: 413", async () => {
    const res = await beacon({ ...REPORT, padding: "x".repeat(5000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "payload_too_large" } });
    expect(await storedRows()).toEqual([]);
  });

  it("a body that is not JSON: 415", async () => {
    const res = await beacon(JSON.stringify(REPORT), { "Content-Type": "text/plain;charset=UTF-8" });
    expect(res.status).toBe(415);
  });
});

describe("limits", () => {
  it("an address past its 15-minute limit gets 429 with Retry-After, and the report is not stored", async () => {
    expect((await beacon(REPORT)).status).toBe(204);
    const [counter] = await handle.db.select().from(rateLimits).where(sql`${rateLimits.key} like 'webVitals:ip:%'`);
    await handle.db.update(rateLimits).set({ count: LIMITS.webVitals.ip.max }).where(eq(rateLimits.key, counter!.key));
    const res = await beacon(REPORT);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await storedRows()).toHaveLength(3);
  });

  it("another site's post is refused (403), with or without an Origin", async () => {
    const foreign = await beacon(REPORT, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: "forbidden" } });
    const res = await fetch(`${server.origin}/api/vitals`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: JSON.stringify(REPORT),
    });
    expect(res.status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  it("GET is 405 with Allow: POST", async () => {
    const res = await fetch(`${server.origin}/api/vitals`);
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});
