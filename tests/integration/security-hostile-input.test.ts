/**
 * Every route of app/routes.ts (and a handful of better-auth's paths), through the whole
 * host (edge guard, React Router, the real modules), with hostile values in every query
 * parameter it reads and in its path parameters, and hostile bodies to every action: no
 * answer may be a 5xx or leak a stack trace. The edge guard must refuse what no route can use.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "~/.server/db/client";
import { events } from "~/.server/db/schema";
import { recordSearch } from "~/.server/listings/record-search";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { routeIdOf, routeTable, startTestServer } from "./security-app";
import { HOSTILE_BODIES, HOSTILE_VALUES, leak } from "./security-hostile";
import { createTestDatabase } from "./test-db";

const LISTING_QUERY = ["q", "make", "model", "city", "minPrice", "maxPrice", "minYear", "maxKm", "fuel", "bodyType", "owners", "condition", "source", "sort", "page", "pageSize"];

/** The query parameters each route reads (read from its loader); others get `q`. */
const QUERY_PARAMS: Record<string, string[]> = {
  "routes/search": [...LISTING_QUERY, "view"],
  "routes/car-listings": [...LISTING_QUERY, "view"],
  "routes/api/vehicles": LISTING_QUERY,
  "routes/api/vehicles-search": LISTING_QUERY,
  "routes/used-cars": ["q", "fuel", "transmission", "bodyType", "owners", "budget", "city", "minPrice", "maxPrice", "minYear", "maxYear", "minKm", "maxKm", "page"],
  "routes/car-filter": ["make", "model", "sort", "minPrice", "maxPrice", "minYear", "maxYear", "fuel", "bodyType", "page"],
  "routes/new-cars": ["brand", "price", "fuel", "page"],
  "routes/new-cars/model": ["sort", "fuel", "gearbox", "variant", "city"],
  "routes/compare": ["ids"],
  "routes/account/auth": ["tab", "redirectTo"],
  "routes/account/saved-listings": ["tab"],
  "routes/account/dev-outbox": ["to"],
  "routes/api/suggestions": ["q"],
  "routes/api/recommendations-similar": ["limit"],
};

/** better-auth's own endpoints under /api/auth/* (the route table has them as one splat). */
const AUTH_PATHS = ["/api/auth/get-session", "/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/sign-out", "/api/auth/forget-password", "/api/auth/reset-password", "/api/auth/list-sessions"];

let handle: DbHandle;
let server: Awaited<ReturnType<typeof startTestServer>>;
let listingId: number;
let failures: string[] = [];
let sent = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  listingId = (await createListing(handle.db, { make: "Tata", model: "Nexon" })).id;
  await createListing(handle.db);
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

/** A concrete path for a route pattern, each path parameter given `fill(name)`. */
function expand(pattern: string, fill: (name: string) => string): string {
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => fill(name)).replace(/\*$/, fill("*"))}`;
}

const REAL: Record<string, () => string> = {
  id: () => String(listingId),
  vehicleId: () => String(listingId),
  listingId: () => String(listingId),
  slug: () => "car-financing",
  provider: () => "google",
  // The new-car research pages (issue 33): catalogue slugs.
  make: () => "tata",
  model: () => "nexon",
  variant: () => "xz",
  file: () => "00000000-400.webp",
  "*": () => "get-session",
};

async function send(path: string, init: RequestInit = {}, expectRefusal = false): Promise<void> {
  sent += 1;
  const response = await fetch(server.origin + path, { redirect: "manual", ...init });
  const body = await response.text();
  const what = `${init.method ?? "GET"} ${path.slice(0, 120)}`;
  if (response.status >= 500) failures.push(`${what}: ${response.status} ${body.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").slice(-300)}`);
  const leaked = leak(body);
  if (leaked) failures.push(`${what}: leaks ${leaked}`);
  if (expectRefusal && response.status !== 400) failures.push(`${what}: ${response.status}, expected the edge guard's 400`);
  if (expectRefusal && path.startsWith("/api/") && !body.includes('"code":"bad_request"')) failures.push(`${what}: not the API.md error body`);
}

/** Runs the jobs a few at a time: enough to keep both cores busy, not so many PGlite queues. */
async function inBatches(jobs: (() => Promise<void>)[], size = 4): Promise<void> {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((job) => job()));
}

beforeEach(() => {
  failures = [];
});

describe("hostile input on every route", () => {
  const routes = routeTable.map((r) => ({ id: routeIdOf(r), pattern: r.index ? "" : (r.path ?? "") }));

  it("covers the whole route table", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it("query parameters: no 5xx, no stack trace, and the edge refuses what no route can use", async () => {
    const jobs: (() => Promise<void>)[] = [];
    for (const { id, pattern } of [...routes, ...AUTH_PATHS.map((p) => ({ id: p, pattern: p.slice(1) }))]) {
      const path = expand(pattern, (name) => REAL[name]?.() ?? "x");
      const names = QUERY_PARAMS[id] ?? ["q"];
      for (const [label, raw, refused] of HOSTILE_VALUES) {
        // Every parameter the route reads carries the value at once, plus a repeated one (wrong
        // type: a list); the 10 KB value goes in one (Node refuses request lines over 16 KB: 431).
        const carriers = label === "10 KB string" ? [names[0]] : [...names, names[0]];
        const query = carriers.map((n) => `${n}=${raw}`).join("&");
        jobs.push(() => send(`${path}?${query}`, {}, refused));
      }
    }
    await inBatches(jobs);
    expect(failures).toEqual([]);
  });

  it("path parameters: no 5xx, no stack trace", async () => {
    const jobs: (() => Promise<void>)[] = [];
    for (const { pattern } of routes.filter((r) => /[:*]/.test(r.pattern))) {
      for (const hostile of pattern.match(/:\w+|\*$/g) ?? []) {
        for (const [, raw, refused] of HOSTILE_VALUES) {
          if (raw === "") continue;
          // One parameter hostile at a time, the others real: each is reached by its loader.
          jobs.push(() => send(expand(pattern, (name) => (name === hostile.replace(":", "") ? raw : REAL[name]())), {}, refused));
        }
      }
    }
    await inBatches(jobs);
    expect(failures).toEqual([]);
  });

  it("action bodies: no 5xx, no stack trace", async () => {
    const jobs: (() => Promise<void>)[] = [];
    const targets = [...routes.map((r) => expand(r.pattern, (name) => REAL[name]?.() ?? "x")), ...AUTH_PATHS];
    for (const path of targets) {
      for (const [, type, body] of HOSTILE_BODIES) {
        jobs.push(() => send(path, { method: "POST", headers: { "Content-Type": type, Origin: server.origin }, body }));
      }
    }
    await inBatches(jobs);
    expect(failures).toEqual([]);
    console.info(`security sweep: ${sent} requests over ${routes.length} routes and ${AUTH_PATHS.length} better-auth paths`);
  });
});

describe("oversized bodies", () => {
  it("are refused at the edge with 413 before any route reads them; upload routes take their files", async () => {
    const big = (mb: number) => new Blob([new Uint8Array(mb * 1024 * 1024 + 1)]);
    const post = (path: string, body: Blob) =>
      fetch(server.origin + path, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/octet-stream", Origin: server.origin }, body });

    const api = await post("/api/saved-listings", big(1));
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: { code: "payload_too_large", message: "The request is larger than 1 MB." } });
    expect((await post("/sell", big(1))).status).toBe(413);
    expect((await post("/api/seller/photos", big(7))).status).toBe(413);
    // Within its limit, a photo upload reaches the route (which wants a signed-in seller).
    expect((await post("/api/seller/photos", big(2))).status).toBe(401);
  });
});

describe("the search event", () => {
  it("is recorded even for text PostgreSQL cannot store (it failed on NUL before the edge guard)", async () => {
    await recordSearch(handle.db, { q: "cre\u0000ta\ud800", make: ["Tata\u0000"] });
    const rows = await handle.db.select({ data: events.data }).from(events).where(eq(events.type, "search"));
    expect(rows.map((r) => r.data)).toContainEqual({ q: "creta", make: ["Tata"], model: null });
  });
});
