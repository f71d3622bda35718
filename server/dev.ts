/**
 * `npm run dev`: the same Express host with Vite in middleware mode (hot reload). The
 * database is migrated and seeded exactly as in production.
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getDbHandle } from "../app/.server/db/client";
import { migrateDatabase } from "../app/.server/db/migrate";
import { getEnv } from "../app/.server/env";
import { formatSeedReport, isDatabaseEmpty, seedDatabase } from "../app/.server/import/seed";
import { logger } from "../app/.server/logger";
import { createApp } from "./app";

const env = getEnv();
const handle = await getDbHandle();
await migrateDatabase(handle);
if (await isDatabaseEmpty(handle.db)) {
  logger.info(`\n${formatSeedReport(await seedDatabase(handle.db, { seedDataDir: env.seedDataDir }))}`);
}
const vite = await createServer({ server: { middlewareMode: true } });
const app = createApp({
  mode: "development",
  readiness: { ready: true, phase: "Ready" },
  viteMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
app.listen(env.PORT, () => logger.info(`CarSaathi (development) on http://localhost:${env.PORT}`));
