/**
 * Production entry: validate the environment, listen at once (503 until ready), open the
 * database, migrate, seed an empty database with the demo data, then serve (and run the
 * periodic jobs: due price alerts, unread-message mail). SIGTERM/SIGINT stop the jobs' timers,
 * stop accepting connections, finish in-flight requests and a job's run in progress, and close
 * the database cleanly.
 */
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { ServerBuild } from "react-router";
import { getDbHandle } from "../app/.server/db/client";
import { DataDirLockedError } from "../app/.server/db/data-dir-lock";
import { migrateDatabase } from "../app/.server/db/migrate";
import { resolveAuthSecret } from "../app/.server/auth/secret";
import { ConfigError, getEnv } from "../app/.server/env";
import { ensureNewsArticles } from "../app/.server/content/ensure-news-articles";
import { ensureDemoAccounts } from "../app/.server/import/demo-accounts";
import { formatSeedReport, isDatabaseEmpty, seedDatabase } from "../app/.server/import/seed";
import { logger } from "../app/.server/logger";
import { getMessageBus } from "../app/.server/messaging/get-message-bus";
import { getListingIndex, settleListingIndex, warmListingIndex } from "../app/.server/search";
import { getPriceEstimator } from "../app/.server/pricing/model-store";
import { createApp, type Readiness } from "./app";
import { startPeriodicJobs } from "./periodic-jobs";

const SHUTDOWN_GRACE_MS = 10_000;

// Decision 016: V8 lets the old generation grow to up to four times what survived the last
// full collection before collecting again; under a load of page renders that was 330 MB of
// garbage over 60 MB in use. Growing by half keeps the heap near its live size, for ~5% of
// throughput in the page benchmark.
setFlagsFromString("--heap-growing-percent=50");

async function main() {
  const startedAt = performance.now();
  const env = getEnv();
  // A missing AUTH_SECRET where one is required stops the start here, not at the first sign-in.
  resolveAuthSecret(env);
  if (!process.env.MALLOC_MMAP_THRESHOLD_) {
    logger.warn("MALLOC_MMAP_THRESHOLD_ is not set: expect ~100 MB more resident memory at a million listings (scripts/server-env.mjs, decision 016)");
  }
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const readiness: Readiness = { ready: false, phase: "Opening the database" };
  const app = createApp({ mode: "production", readiness, build, clientDir: path.join(buildDir, "client"), pageCacheMs: env.PAGE_CACHE_MS });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s));
  });
  const stopOnShutdown: (() => void | Promise<void>)[] = [];
  installShutdown(server, stopOnShutdown);

  const handle = await getDbHandle();
  readiness.phase = "Applying database migrations";
  await migrateDatabase(handle);
  if (await isDatabaseEmpty(handle.db)) {
    readiness.phase = "Importing the demo data (first start only)";
    const report = await seedDatabase(handle.db, { seedDataDir: env.seedDataDir, log: (line) => logger.info(line) });
    logger.info(`\n${formatSeedReport(report)}`);
  }
  if (env.DEMO_PASSWORD) await ensureDemoAccounts(handle.db, env.DEMO_PASSWORD);
  // Also on a database seeded before news existed; writes only the missing articles.
  await ensureNewsArticles(handle.db);
  readiness.phase = "Building the search index";
  const indexed = await warmListingIndex(handle.db);
  let warmedUp = false;
  // Set before `ready`, so no health check sees a ready server without its warmth.
  readiness.warm = () => warmedUp && settleListingIndex(handle.db);
  readiness.ready = true;
  readiness.phase = "Ready";
  stopOnShutdown.push(startPeriodicJobs(handle.db));
  // Open chat streams end on shutdown (their browsers reconnect to another process, or to this
  // one once it is back, and catch up), instead of holding the close until the grace period.
  const messageBus = await getMessageBus();
  stopOnShutdown.push(() => void messageBus.close());
  // The fair-price model loads (or, on a first start, fits in the background: ~30 s of CPU
  // between requests); then the index rates every listing for the deal filter and sort.
  void getPriceEstimator(handle.db)
    .then(() => getListingIndex(handle.db))
    .then(() => (warmedUp = true))
    .catch((err: unknown) => logger.error({ err }, "fair-price model warm-up failed"));
  logger.info(
    { port: env.PORT, database: handle.kind, indexed, readyMs: Math.round(performance.now() - startedAt) },
    `CarSaathi is ready on http://localhost:${env.PORT}`,
  );
}

function installShutdown(server: Server, stopOnShutdown: (() => void | Promise<void>)[]) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const stopped = Promise.allSettled(stopOnShutdown.map((stopTask) => stopTask()));
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    // A periodic job's run in progress finishes (its claimed mails go out) before the database closes.
    await stopped;
    try {
      await (await getDbHandle()).close();
    } catch (error) {
      logger.error({ err: error }, "error while closing the database");
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    logger.fatal({ err: error }, "start-up failed");
  }
  process.exit(1);
});
