/**
 * The database connection: a real PostgreSQL server when DATABASE_URL is set, otherwise the
 * embedded PGlite under DATA_DIR. Both are driven through the same Drizzle API and migrations.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { getEnv } from "../env";
import { logger } from "../logger";
import { singleton } from "../singleton";
import { lockDataDir } from "./data-dir-lock";
import { ListingChanges, listenOn, listenOnPglite, watchDatabase } from "./listing-changes";
import * as schema from "./schema";

/** Both drivers share the PgDatabase API; the node-postgres type stands for either. */
export type Database = NodePgDatabase<typeof schema>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The server's URL (postgres only): the chat's LISTEN connection opens its own client. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** PGlite directory; "memory://" for a throwaway in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // Idle connections are kept (pg's default closes them after 10 s): reconnecting costs
    // 3-5 ms (the connection, then each table's catalogue on first use), more on a busy
    // machine, and the pool grows back exactly when a page runs its queries in parallel.
    // `max` still bounds the connections; the server closes them all on shutdown.
    const changes = new ListingChanges();
    const pool: pg.Pool = new pg.Pool({
      ...withoutJit(options.databaseUrl),
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 0,
      // Every connection listens for listing writes before its first query (decision 021).
      onConnect: (client) => listenOn(client, changes, pool.totalCount <= 1),
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped and
    // replaced by the pool; without a listener its error event would stop the whole process.
    pool.on("error", (error) => logger.warn({ err: error }, "database connection closed by the server"));
    // Whatever it heard is gone with it; the others heard the same, but a look costs little.
    pool.on("remove", () => changes.note());
    const db = drizzlePg({ client: pool, schema });
    watchDatabase(db, changes);
    await pool.query("select 1");
    return { db, kind: "postgres", databaseUrl: options.databaseUrl, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? "memory://";
  const inMemory = dataDir.startsWith("memory://");
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(inMemory ? dataDir : path.join(dataDir, "pglite"), {
      extensions: { pg_trgm },
      // Searches are answered by the in-memory index and pages read rows by key, so the
      // default 128 MB of buffers mostly held pages read once at start-up; 32 MB keeps ~110 MB
      // of resident memory back (decision 016). The operating system still caches the files.
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    watchDatabase(db, await listenOnPglite(client));
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * The process-wide connection, opened from the environment on first use. A `singleton` (see
 * singleton.ts): Vite in development re-runs this module after an edit, and a second handle
 * would meet the data directory's lock; tests install their own database.
 */
export function getDbHandle(): Promise<DbHandle> {
  return singleton("db", () => {
    const env = getEnv();
    return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  });
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/**
 * The connection with `jit=off` added to its startup options (after any the URL gives, which pg
 * would otherwise let override ours). PostgreSQL compiles a query with LLVM once its estimated
 * cost passes `jit_above_cost`, which the market medians of a popular model year (/compare) do
 * at a million listings: 37 ms with the compilation against 4.5 ms without, and the first
 * compilation in a connection also loads LLVM. The site's queries are short reads by index,
 * which compiling never pays back. Behind a pooler that refuses startup options (PgBouncer's
 * `ignore_startup_parameters`), set it for the role instead: ALTER ROLE … SET jit = off.
 */
export function withoutJit(databaseUrl: string): { connectionString: string; options: string } {
  // A postgres:// URL: env.ts refuses any other DATABASE_URL.
  const url = new URL(databaseUrl);
  const given = url.searchParams.get("options");
  url.searchParams.delete("options");
  return { connectionString: url.toString(), options: [given, "-c jit=off"].filter(Boolean).join(" ") };
}
