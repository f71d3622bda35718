/**
 * Migrations run from code at start-up: drizzle-kit cannot drive PGlite with extensions,
 * and running them here means every start (and every test database) is on the latest schema.
 */
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle } from "./client";

/**
 * From the working directory (the repository root, like the server's build/ folder): this
 * module also runs bundled into build/server/main.js, where its own URL says nothing.
 */
export const MIGRATIONS_DIR = path.resolve("drizzle");

export async function migrateDatabase(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR) {
  if (handle.kind === "postgres") {
    await migratePg(handle.db, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
