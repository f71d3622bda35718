/**
 * Decision 021 over HTTP: the search index reads its version row (search_index_version) only
 * after a listing write was noted, or once a second, so two searches with no write between
 * them read it at most once. In process, through the Express host over the app's own routes,
 * counting the statements that name the row (both databases); and on PostgreSQL also in the
 * production server (build/server/main.js), counting the table's scans, where the host and the
 * server build each holding their own copy of the code (decision 023) made every search read it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { getPriceEstimator, MIN_TRAINING_ROWS } from "~/.server/pricing/model-store";
import { useDatabase } from "./api-client";
import { hasServerBuild, killAll, startAppProcess, type AppProcess } from "./app-process";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

const SEARCHES = ["/api/vehicles?make=Tata", "/api/vehicles?q=nexon&sort=price_asc"];
const VERSION_ROW = /search_index_version/i;

async function searchOk(origin: string, urlPath: string) {
  const response = await fetch(`${origin}${urlPath}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number };
  expect(body.total).toBeGreaterThan(0);
}

/**
 * Enough used cars for the fair-price model to fit (MIN_TRAINING_ROWS): with fewer it tries
 * again every few seconds, reading the same row for its mark (pricing/model-store.ts).
 */
async function seed(handle: DbHandle) {
  for (let i = 0; i < MIN_TRAINING_ROWS + 10; i++) {
    const model = i % 2 ? "Nexon" : "Punch";
    const year = 2014 + (i % 10);
    await createListing(handle.db, { make: "Tata", model, price: 400_000 + 40_000 * (year - 2014) + 1_000 * i, year, km: 15_000 + 6_000 * i, searchText: `tata ${model.toLowerCase()}` });
  }
}

/** The statement text of a PGlite or pg `query` call (a string, or pg's config object). */
function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  return typeof first === "object" && first !== null && "text" in first ? String(first.text) : "";
}

describe("in process, through the host", () => {
  let handle: DbHandle;
  let server: { origin: string; close: () => Promise<void> };
  let versionReads = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seed(handle);
    // Every statement of the app goes through the client's `query` (Drizzle on PGlite and pg alike).
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      if (VERSION_ROW.test(statementText(args[0]))) versionReads += 1;
      return query(...args);
    };
    useDatabase(handle);
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it("two searches with no write between them read the version row at most once", async () => {
    // The first search loads the index (and reads the row), the model is fitted; then the pair under test.
    await searchOk(server.origin, "/api/vehicles");
    expect(await getPriceEstimator(handle.db)).not.toBeNull();
    versionReads = 0;
    for (const urlPath of SEARCHES) await searchOk(server.origin, urlPath);
    expect(versionReads).toBeLessThanOrEqual(1);
  });

  it("a write between two searches is seen by the second", async () => {
    await searchOk(server.origin, "/api/vehicles?make=Tata");
    await createListing(handle.db, { make: "Tata", model: "Harrier", price: 1_900_000, searchText: "tata harrier" });
    const response = await fetch(`${server.origin}/api/vehicles?make=Tata&model=Harrier`);
    expect(((await response.json()) as { total: number }).total).toBe(1);
  });
});

/** A port nobody listens on now (this machine runs other test runs too). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

// PostgreSQL publishes a connection's table statistics when it has been idle for 10 s (at the
// latest) or closes; the counts are read after that.
const STATS_SETTLE_MS = 11_000;

describe.skipIf(!process.env.DATABASE_URL)("the production server on PostgreSQL", () => {
  let handle: DbHandle;
  let app: AppProcess;
  let dataDir: string;

  /** Seq and index scans of search_index_version by every connection to the test database. */
  async function versionScans(): Promise<number> {
    const reader = new pg.Client({ connectionString: handle.databaseUrl });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ scans: string }>(
        "select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables where relname = 'search_index_version'",
      );
      return Number(rows[0]?.scans ?? 0);
    } finally {
      await reader.end();
    }
  }

  async function healthWarm(origin: string): Promise<boolean> {
    const health = (await (await fetch(`${origin}/healthz`)).json()) as { warm: boolean };
    return health.warm;
  }

  beforeAll(async () => {
    if (!hasServerBuild()) throw new Error("The app process runs the production build: run `npm run build` first");
    handle = await createTestDatabase();
    // A database with listings is not 'empty': the server seeds nothing.
    await seed(handle);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-version-reads-"));
    const env = { DATABASE_URL: handle.databaseUrl!, AUTH_SECRET: process.env.AUTH_SECRET ?? "test-secret-for-integration-tests-only-0123456789", DATA_DIR: dataDir };
    app = await startAppProcess(await freePort(), env);
    // The work after readiness (the fair-price model, the ratings) is done before counting.
    const deadline = Date.now() + 30_000;
    while (!(await healthWarm(app.origin))) {
      if (Date.now() > deadline) throw new Error("the server did not settle within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    await killAll();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("two searches with no write between them scan the version row at most once", { timeout: 60_000 }, async () => {
    await searchOk(app.origin, "/api/vehicles");
    await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
    const before = await versionScans();
    for (const urlPath of SEARCHES) await searchOk(app.origin, urlPath);
    await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
    expect((await versionScans()) - before).toBeLessThanOrEqual(1);
  });
});
