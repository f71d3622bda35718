/**
 * Production entry: load the server build (the app's one copy in this process, which hands
 * the host what it uses: decision 023), validate the environment, listen at once (503 until ready), open the
 * database, migrate, seed an empty database with the demo data, then serve (and run the
 * periodic jobs: due price alerts, unread-message mail, retention). SIGTERM/SIGINT stop the jobs' timers,
 * stop accepting connections, finish in-flight requests and a job's run in progress, and close
 * the database cleanly.
 */
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import type { Readiness } from "./health";
import { hostOf, type Host } from "./host";
import { startPeriodicJobs } from "./periodic-jobs";

const SHUTDOWN_GRACE_MS = 10_000;

// Decision 016: V8 lets the old generation grow to up to four times what survived the last
// full collection before collecting again; under a load of page renders that was 330 MB of
// garbage over 60 MB in use. Growing by half keeps the heap near its live size, for ~5% of
// throughput in the page benchmark.
setFlagsFromString("--heap-growing-percent=50");

/** The app's side of the host once the build is loaded (the start-up error handler needs it). */
let loadedHost: Host | undefined;

async function main() {
  const startedAt = performance.now();
  // The one copy of the app's code in this process (decision 023): everything below is the build's.
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const host = (loadedHost = hostOf(build));
  const { logger } = host;
  const env = host.getEnv();
  // A missing AUTH_SECRET where one is required stops the start here, not at the first sign-in.
  host.resolveAuthSecret(env);
  if (!process.env.MALLOC_MMAP_THRESHOLD_) {
    logger.warn("MALLOC_MMAP_THRESHOLD_ is not set: expect ~100 MB more resident memory at a million listings (scripts/server-env.mjs, decision 016)");
  }
  if (!env.PUBLIC_URL) {
    // Links in pages and mails are written from configuration, never from a request's Host.
    logger.warn(`PUBLIC_URL is not set: canonical links, sitemaps and mail links name http://localhost:${env.PORT}`);
  }
  const readiness: Readiness = { ready: false, phase: "Opening the database" };
  const app = createApp({ mode: "production", readiness, build, host, clientDir: path.join(buildDir, "client"), pageCacheMs: env.PAGE_CACHE_MS });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s));
  });
  const stopOnShutdown: (() => void | Promise<void>)[] = [];
  installShutdown(host, server, stopOnShutdown);

  const handle = await host.getDbHandle();
  readiness.phase = "Applying database migrations";
  await host.migrateDatabase(handle);
  if (await host.isDatabaseEmpty(handle.db)) {
    readiness.phase = "Importing the demo data (first start only)";
    const report = await host.seedDatabase(handle.db, { seedDataDir: env.seedDataDir, log: (line) => logger.info(line) });
    logger.info(`\n${host.formatSeedReport(report)}`);
  }
  if (env.DEMO_PASSWORD) await host.ensureDemoAccounts(handle.db, env.DEMO_PASSWORD);
  // Also on a database seeded before news existed; writes only the missing articles.
  await host.ensureNewsArticles(handle.db);
  readiness.phase = "Building the search index";
  const indexed = await host.warmListingIndex(handle.db);
  let warmedUp = false;
  // Set before `ready`, so no health check sees a ready server without its warmth.
  readiness.warm = () => warmedUp && host.settleListingIndex(handle.db);
  readiness.ready = true;
  readiness.phase = "Ready";
  stopOnShutdown.push(startPeriodicJobs(host, handle.db));
  // Open chat streams end on shutdown (their browsers reconnect to another process, or to this
  // one once it is back, and catch up), instead of holding the close until the grace period.
  const messageBus = await host.getMessageBus();
  stopOnShutdown.push(() => void messageBus.close());
  // The fair-price model loads (or, on a first start, fits in the background: ~30 s of CPU
  // between requests); then the index rates every listing for the deal filter and sort.
  void host
    .getPriceEstimator(handle.db)
    .then(() => host.getListingIndex(handle.db))
    .then(() => (warmedUp = true))
    .catch((err: unknown) => logger.error({ err }, "fair-price model warm-up failed"));
  logger.info(
    { port: env.PORT, database: handle.kind, indexed, readyMs: Math.round(performance.now() - startedAt) },
    `CarSaathi is ready on http://localhost:${env.PORT}`,
  );
}

function installShutdown(host: Host, server: Server, stopOnShutdown: (() => void | Promise<void>)[]) {
  const { logger } = host;
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
      await (await host.getDbHandle()).close();
    } catch (error) {
      logger.error({ err: error }, "error while closing the database");
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (loadedHost?.isConfigurationProblem(error)) {
    console.error(`\n${error.message}\n`);
  } else if (loadedHost) {
    loadedHost.logger.fatal({ err: error }, "start-up failed");
  } else {
    // The build could not be loaded (missing, or failing as it loads): there is no logger yet.
    console.error("start-up failed: could not load the server build (build/server/index.js)\n", error);
  }
  process.exit(1);
});
