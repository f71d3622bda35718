/**
 * The in-process page cache (server/page-cache.ts) over the whole HTTP stack: a guest's second
 * visit within the time-to-live is served from it with its own CSP nonce; a listing change
 * shows once the entry has aged out; a signed-in visitor, a chosen city, a POST and the JSON
 * API never share a guest's copy.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

// Long enough that a slow CI machine still finds the entry fresh between two back-to-back visits.
const TTL_MS = 2000;
let handle: DbHandle;
let server: { origin: string; close: () => Promise<void> };
let member: SignedIn;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  server = await startTestServer({ pageCacheMs: TTL_MS });
  member = await signUpAs(handle.db, "user", "Meera Iyer");
  await createListing(handle.db, { make: "Tata", model: "Nexon", price: 900_000 });
});

afterAll(async () => {
  await server.close();
  await handle.close();
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.origin}${path}`, { headers });
  const body = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  return { res, body, cache: res.headers.get("x-page-cache"), cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1] };
}

/** A GET with a Host of the sender's choosing (fetch cannot set one). */
function getWithHost(path: string, host: string): Promise<string> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers: { Host: host }, setHost: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("page cache", () => {
  it("writes absolute links from configuration, never from a forged Host, for that visitor or the next", async () => {
    const car = await createListing(handle.db, { make: "Tata", model: "Altroz", price: 700_000 });
    for (const path of ["/", "/news", `/details/${car.id}`, "/sitemap.xml", "/robots.txt"]) {
      const forged = await getWithHost(path, "evil.example");
      expect(forged, path).toContain("http://localhost:");
      expect(forged, path).not.toContain("evil.example");
      const next = await visit(path);
      expect(next.res.status, path).toBe(200);
      expect(next.body, path).not.toContain("evil.example");
    }
  });

  it("serves a guest's repeat visit from the cache, with a fresh nonce matching its CSP", async () => {
    const first = await visit("/search?make=Tata");
    const second = await visit("/search?make=Tata");
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get("cache-control")).toMatch(/^public/);
    expect(second.cspNonce).toBeTruthy();
    expect(second.cspNonce).not.toBe(first.cspNonce);
    // Every inline script of the cached copy carries this response's nonce, none the old one.
    expect(second.body).toContain(`nonce="${second.cspNonce}"`);
    expect(second.body).not.toContain(first.cspNonce!);
    expect(second.body.replaceAll(second.cspNonce!, "N")).toBe(first.body.replaceAll(first.cspNonce!, "N"));
  });

  it("shows a listing change once the entry is older than its time to live", async () => {
    const before = await visit("/search?make=Tata&sort=price_asc");
    expect(before.body).not.toContain("Tata Punch");
    await createListing(handle.db, { make: "Tata", model: "Punch", price: 650_000 });
    const cached = await visit("/search?make=Tata&sort=price_asc");
    expect(cached.cache).toBe("hit");
    expect(cached.body).not.toContain("Tata Punch");
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    const after = await visit("/search?make=Tata&sort=price_asc");
    expect(after.cache).toBe("miss");
    expect(after.body).toContain("Tata Punch");
  });

  it("never stores or serves a page for a signed-in visitor", async () => {
    await visit("/search?make=Tata&page=1");
    const signedIn = await visit("/search?make=Tata&page=1", { Cookie: member.browser.cookieHeader() });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.res.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.body).toContain("Meera");
    const guest = await visit("/search?make=Tata&page=1");
    expect(guest.body).not.toContain("Meera");
  });

  it("keeps one copy per Cookie header (a chosen city is another page)", async () => {
    await visit("/used-cars");
    const withCity = await visit("/used-cars", { Cookie: "cs_city=Pune" });
    expect(withCity.cache).toBe("miss");
  });

  it("leaves the JSON API and form posts alone", async () => {
    await visit("/api/vehicles?make=Tata");
    const api = await visit("/api/vehicles?make=Tata");
    expect(api.cache).toBeNull();
    const post = await fetch(`${server.origin}/contact`, { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(post.headers.get("x-page-cache")).toBeNull();
  });
});
