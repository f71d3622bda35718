/**
 * /api/auth/*: every endpoint better-auth mounts is closed (404, the API.md error body) except
 * the allow-listed OAuth callbacks, which are rate-limited per IP, with or without an Origin.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/.server/auth/auth";
import { LIMITS } from "~/.server/auth/rate-limit";
import type { DbHandle } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { action, isOpenAuthEndpoint, loader } from "~/routes/api/auth";
import "./accounts-client";
import { useDatabase } from "./api-client";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  holdClockMidRateWindow();
});

afterAll(async () => {
  releaseClock();
  await handle.close();
});

const ORIGIN = { Origin: "http://localhost:3000" };

async function call(method: string, path: string, opts: { ip?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const headers = new Headers(opts.headers);
  let body: string | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers.set("Content-Type", "application/json");
  }
  const request = new Request(`http://localhost:3000/api/auth${path}`, { method, headers, body });
  const handler = method === "GET" || method === "HEAD" ? loader : action;
  const response = await handler({ request, params: {}, context: { cspNonce: "test", clientIp: opts.ip ?? "203.0.113.40" } } as never);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get("Content-Type")?.includes("json") && text ? JSON.parse(text) : text };
}

/** Every endpoint the library (with the admin and session-starter plugins) puts on its router. */
async function mountedEndpoints(): Promise<{ method: string; path: string }[]> {
  const api = (await getAuth()).api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>;
  return Object.values(api)
    .filter((endpoint) => endpoint.path)
    .flatMap((endpoint) => {
      const methods = [endpoint.options?.method ?? "GET"].flat().filter((m) => m !== "*");
      const path = endpoint.path!.replace(":id", "google").replace(/:[a-z]+/gi, "x");
      return methods.map((method) => ({ method, path }));
    });
}

describe("the /api/auth allow-list", () => {
  it("closes every better-auth endpoint but the OAuth callback, with or without an Origin", async () => {
    const endpoints = await mountedEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const open = endpoints.filter((e) => isOpenAuthEndpoint(e.method, `/api/auth${e.path}`));
    expect(open).toEqual([{ method: "GET", path: "/callback/google" }]);
    for (const { method, path } of endpoints.filter((e) => !open.includes(e))) {
      for (const headers of [{}, ORIGIN]) {
        const answer = await call(method, path, { headers, json: method === "GET" ? undefined : {} });
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
        expect(answer.body).toEqual({ error: { code: "not_found", message: `No API endpoint at /api/auth${path}` } });
      }
    }
  });

  it("keeps unknown paths and other methods closed too (a library upgrade adds nothing)", async () => {
    for (const [method, path] of [["POST", "/callback/google"], ["GET", "/callback/github"], ["GET", "/some-future-endpoint"], ["POST", "/sign-in/passkey"]]) {
      expect((await call(method, path, { json: method === "POST" ? {} : undefined })).status).toBe(404);
    }
  });

  it("never signs in with a password: 60 wrong passwords in a row are all 404, none 401", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const answer = await call("POST", "/sign-in/email", { headers: i % 2 ? ORIGIN : {}, json: { email: "victim@example.in", password: `guess#${i}` } });
      statuses.add(answer.status);
    }
    expect([...statuses]).toEqual([404]);
  });

  it("creates no account through /sign-up/email", async () => {
    const email = "squatter@example.in";
    for (const headers of [{}, ORIGIN]) {
      const answer = await call("POST", "/sign-up/email", { headers, json: { email, password: "secret#123", name: "Squatter" } });
      expect(answer.status).toBe(404);
    }
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each([
    ["without an Origin", {}],
    ["with an Origin", ORIGIN],
  ])("rate-limits the OAuth callback per IP %s", async (_label, headers) => {
    const ip = `198.51.100.${Object.keys(headers).length + 60}`;
    // A failed OAuth round trip lands on our /auth page, not on better-auth's (closed) /error.
    const first = await call("GET", "/callback/google?code=x&state=y", { ip, headers });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toMatch(/\/auth\?error=/);
    for (let i = 1; i < LIMITS.oauthCallback.ip.max; i++) {
      const answer = await call("GET", "/callback/google?code=x&state=y", { ip, headers });
      expect(answer.status).not.toBe(429);
      expect(answer.status).not.toBe(404);
    }
    const limited = await call("GET", "/callback/google?code=x&state=y", { ip, headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({ error: { code: "rate_limited" } });
    // Another address is not affected.
    expect((await call("GET", "/callback/google?code=x&state=y", { ip: "198.51.100.99", headers })).status).not.toBe(429);
  });
});
