/**
 * `npm run dev`: the same Express host with Vite in middleware mode (hot reload). The
 * database is migrated and seeded exactly as in production. As in production, the host takes
 * what it uses of the app from the server build (decision 023), here the first one Vite loads;
 * pages and API calls get the build as Vite has it at each request.
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp } from "./app";
import { hostOf } from "./host";

const vite = await createServer({ server: { middlewareMode: true } });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const host = hostOf(await loadBuild());
const { logger } = host;
const env = host.getEnv();
const handle = await host.getDbHandle();
await host.migrateDatabase(handle);
if (await host.isDatabaseEmpty(handle.db)) {
  logger.info(`\n${host.formatSeedReport(await host.seedDatabase(handle.db, { seedDataDir: env.seedDataDir }))}`);
}
const app = createApp({
  mode: "development",
  readiness: { ready: true, phase: "Ready" },
  viteMiddleware: vite.middlewares,
  build: loadBuild,
  host,
});
app.listen(env.PORT, () => logger.info(`CarSaathi (development) on http://localhost:${env.PORT}`));
