/**
 * `npm run bench`: the speed and memory targets of the foundation, measured end to end.
 *  1. import of ../shared/data into a fresh embedded database (target < 60 s)
 *  2. server start on that existing database (target < 5 s) and its resident memory with the
 *     demo data (target < 600 MB)
 *  3. with 100,000 extra listings: p95 of filtered searches (count + facets) and free-text
 *     searches through the HTTP API, one process (targets: 60 ms PGlite, 25 ms PostgreSQL)
 * PostgreSQL is measured when DATABASE_URL is set or a local PostgreSQL 15 can be started,
 * with throughput (requests/s) for one process and for two processes on the same database.
 *  4. in Chromium on the demo data: Lighthouse mobile for /, /search?q=creta, /used-cars and a
 *     car details page (score >= 95, JS before interaction <= 150 KB, CLS < 0.05), and the
 *     main-thread cost of applying a filter with 48 cards on screen (< 100 ms)
 *  5. fair-price accuracy on the demo data (scripts/bench/price-accuracy.ts): grouped 5-fold
 *     cross-validation, median APE, MAPE and 80%-range coverage per source file, training time,
 *     estimate latency
 *  6. a dealer's bulk CSV of 1,000 cars on in-memory PGlite: parse, check and insert
 *     (scripts/bench/bulk-upload.ts; target: seconds, not minutes)
 *  7. the seller and admin pages' queries on PostgreSQL with BENCH_SYNTHETIC generated
 *     listings, and the sequential scans of listings/events they caused (target 0)
 *     (scripts/bench/seller-queries.ts)
 *  8. live chat over the production server (scripts/bench/chat.ts): delivered messages/s and
 *     send-to-stream latency p50/p95 on PGlite, PostgreSQL and two processes on PostgreSQL
 *     (LISTEN/NOTIFY), resident memory per open stream with 1,000 streams, and send-only
 *     messages/s at concurrency 1, 8 and 32 through the insert-ordering advisory lock
 *  9. every page at N listings (scripts/bench/pages.ts, issue 18): latency p50/p95 of each page
 *     and call, requests/s against a bare page, sequential scans, the index under writes
 * 10. one, two and four app processes on one PostgreSQL behind a round-robin proxy
 *     (scripts/bench/processes.ts): requests/s, and how soon a write shows in every process
 * 11. only with BENCH_ONLY=search: each search shape timed in process on an already-seeded
 *     database (scripts/bench/search-in-process.ts, run from an esbuild bundle by search-bundled.ts)
 * Results are printed and written to bench-results/foundation.json (BENCH_ONLY=pglite|postgres|
 * browser|price|bulk|seller|chat|pages|processes|search runs one part; the production build must exist: `npm run build`).
 */
import { setPriority } from "node:os";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { measureFilterInteraction } from "./filter-interaction";
import { benchBulkUpload } from "./bulk-upload";
import { benchChat } from "./chat";
import { benchPages } from "./pages";
import { benchProcesses } from "./processes";
import { benchSearchBundled } from "./search-bundled";
import { benchSellerQueries } from "./seller-queries";
import { benchPriceAccuracy } from "./price-accuracy";
import { FILTERED_SEARCHES, FREE_TEXT_SEARCHES, measure, type LatencyStats } from "./http-latency";
import { startTemporaryPostgres } from "./postgres";
import { PATHS as LIGHTHOUSE_PATHS, runLighthouse } from "./lighthouse";
import { seed } from "./seed-process";
import { residentMb, startServer } from "./server-process";
import { throughput } from "./throughput";

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const PORT = 3900;
const results: Record<string, unknown> = { date: new Date().toISOString(), synthetic: SYNTHETIC };

async function latencies(baseUrl: string): Promise<LatencyStats[]> {
  return [
    await measure(baseUrl, "filtered search + count + facets", FILTERED_SEARCHES, ROUNDS),
    await measure(baseUrl, "free-text search", FREE_TEXT_SEARCHES, ROUNDS),
  ];
}

async function benchPglite() {
  const dataDir = path.resolve(".bench-data/pglite");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir };

  results.importMs = seed(env);
  const demo = await startServer(env, PORT);
  await latencies(demo.baseUrl); // exercise the site before reading its memory
  results.pgliteStartMs = demo.readyMs;
  results.pgliteDemoRssMb = residentMb(demo.child.pid!);
  await demo.stop();

  results.syntheticSeedMs = seed(env, ["--synthetic", String(SYNTHETIC)]);
  const big = await startServer(env, PORT);
  results.pgliteStartWithSyntheticMs = big.readyMs;
  results.pglite = await latencies(big.baseUrl);
  results.pgliteRssWithSyntheticMb = residentMb(big.child.pid!);
  await big.stop();
}

/** Browser measurements on the demo database (imported first when it is missing). */
async function benchBrowser() {
  const env = { DATA_DIR: path.resolve(".bench-data/pglite") };
  const demo = await startServer(env, PORT);
  // The phone being imitated does not run the server: on this machine's shared cores the
  // server yields to the browser, so its work is not counted as the page's.
  setPriority(demo.child.pid!, 19);
  try {
    const first = (await (await fetch(`${demo.baseUrl}/api/vehicles?pageSize=1`)).json()) as { items: { id: string }[] };
    results.lighthouse = await runLighthouse(demo.baseUrl, [...LIGHTHOUSE_PATHS, `/details/${first.items[0]!.id}`]);
    results.filterInteraction = await measureFilterInteraction(demo.baseUrl);
  } finally {
    await demo.stop();
  }
}

async function benchPostgres() {
  const pg = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: async () => {} } : await startTemporaryPostgres();
  if (!pg) {
    results.postgres = "skipped: no DATABASE_URL and no local PostgreSQL 15 binaries";
    return;
  }
  try {
    const env = { DATABASE_URL: pg.url };
    results.postgresImportMs = seed(env);
    seed(env, ["--synthetic", String(SYNTHETIC)]);
    const server = await startServer(env, PORT + 1);
    results.postgresStartMs = server.readyMs;
    results.postgres = await latencies(server.baseUrl);
    const mixed = [...FILTERED_SEARCHES, ...FREE_TEXT_SEARCHES];
    results.postgresOneProcessRps = await throughput([server.baseUrl], mixed, 10);
    // Two stateless processes on one PostgreSQL, each with its own search index.
    const second = await startServer(env, PORT + 2);
    results.postgresTwoProcessesRps = await throughput([server.baseUrl, second.baseUrl], mixed, 10);
    await second.stop();
    await server.stop();
  } finally {
    await pg.stop();
  }
}

// BENCH_ONLY=pglite, postgres, browser, price, bulk, seller, chat, pages, processes or search runs one part (handy while tuning).
const only = process.env.BENCH_ONLY;
if (!only || only === "pglite") await benchPglite();
if (!only || only === "browser") await benchBrowser();
if (!only || only === "postgres") await benchPostgres();
if (!only || only === "price") {
  // The demo database of the pglite part (imported first when it is missing).
  process.env.DATA_DIR ??= path.resolve(".bench-data/pglite");
  if (!existsSync(process.env.DATA_DIR)) seed({ DATA_DIR: process.env.DATA_DIR });
  results.price = await benchPriceAccuracy();
}
if (!only || only === "bulk") results.bulkUpload = await benchBulkUpload();
if (!only || only === "seller") results.sellerQueries = await benchSellerQueries();
if (!only || only === "chat") results.chat = await benchChat();
if (!only || only === "pages") results.pages = await benchPages();
if (!only || only === "processes") results.processes = await benchProcesses();
// Needs an already-seeded database (BENCH_DATABASE_URL or DATA_DIR), so only when asked for.
if (only === "search") results.searchInProcess = await benchSearchBundled();
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/foundation.json", JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
