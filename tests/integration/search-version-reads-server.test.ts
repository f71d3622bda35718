/**
 * Decision 021 in the production server (build/server/main.js) on PostgreSQL, counting the
 * version row's table scans: with the host and the server build each holding their own copy of
 * the code (decision 023), every search read it. Runs only with DATABASE_URL (CI's second run;
 * vitest.config.ts leaves it out otherwise), like the two-process chat test.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { freePort, hasServerBuild, killAll, startAppProcess, type AppProcess } from "./app-process";
import { createTestDatabase } from "./test-db";
import { searchOk, SEARCHES, seed } from "./version-reads-helpers";


// PostgreSQL publishes a connection's table statistics when it has been idle for 10 s (at the
// latest) or closes; the counts are read after that.
const STATS_SETTLE_MS = 11_000;

describe("the production server on PostgreSQL", () => {
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
