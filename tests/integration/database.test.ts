import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, withoutJit } from "~/.server/db/client";
import { DataDirLockedError } from "~/.server/db/data-dir-lock";
import { migrateDatabase } from "~/.server/db/migrate";
import { ConfigError, parseEnv } from "~/.server/env";
import { createTestDatabase } from "./test-db";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database", () => {
  it("refuses a second opener of the same data directory with a clear message", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-lock-"));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    // Once released, the directory opens again and keeps its data.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it("refuses a directory locked by another live process, and takes over a dead one's lock", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-lock-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "carsaathi.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`in use by another process \\(pid ${process.ppid}\\)`),
    );
    const exited = spawnSync(process.execPath, ["-e", ""]);
    writeFileSync(path.join(dir, "carsaathi.lock"), String(exited.pid));
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
  });

  it("keeps data across restarts", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-persist-"));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    await migrateDatabase(first);
    await first.db.execute(sql`insert into makes (name, slug) values ('Tata', 'tata')`);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await migrateDatabase(second);
    const rows = await second.db.execute<{ name: string }>(sql`select name from makes`);
    expect(rows.rows).toEqual([{ name: "Tata" }]);
    await second.close();
  });
});

describe("PostgreSQL connections", () => {
  it("turn JIT compilation off, after the options the URL gives, which stay", () => {
    expect(withoutJit("postgres://app@db.internal:5432/carsaathi?sslmode=require&options=-c%20work_mem%3D8MB")).toEqual({
      connectionString: "postgres://app@db.internal:5432/carsaathi?sslmode=require",
      options: "-c work_mem=8MB -c jit=off",
    });
    expect(withoutJit("postgres://app@db.internal/carsaathi")).toEqual({ connectionString: "postgres://app@db.internal/carsaathi", options: "-c jit=off" });
  });

  // CI's second run, on a real server: the setting as a query sees it.
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    it("run their queries without JIT and with the URL's own options", async () => {
      const url = new URL(serverUrl);
      url.searchParams.set("options", "-c work_mem=8MB");
      const handle = await openDatabase({ databaseUrl: url.toString() });
      const settings = await handle.db.execute<{ jit: string; work_mem: string }>(sql`select current_setting('jit') as jit, current_setting('work_mem') as work_mem`);
      await handle.close();
      expect(settings.rows[0]).toEqual({ jit: "off", work_mem: "8MB" });
    });
  }
});

describe("migrations", () => {
  it("create the schema with the trigram extension on either database", async () => {
    const handle = await createTestDatabase();
    const ext = await handle.db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    const tables = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["events", "listing_images", "listings", "makes", "models", "price_history", "variants"]),
    );
    await handle.close();
  });
});

describe("configuration", () => {
  it("fails fast naming the bad variable", () => {
    expect(() => parseEnv({ PORT: "seventy" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "seventy" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("defaults to port 3000 and the embedded database under ./.data", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve(".data"));
  });
});
