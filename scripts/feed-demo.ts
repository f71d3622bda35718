/**
 * `npm run feed:demo`: a partner's day, watched on a running site. Cars of the shared used-car
 * data (never copied into the repo) arrive, some get 5% cheaper, some are sold, with pauses so
 * you can watch search change. Two ways in, used together or alone:
 * - push: with PARTNER_KEY (a partner's key from /admin/partners) it sends each step to
 *   BASE_URL through PUT /api/partner/v1/listings (batches of 10) and DELETE for sold cars;
 * - pull: it always serves the current stock as a feed at http://127.0.0.1:FEED_PORT/feed.csv
 *   (ETag and 304 included): set it as the partner's feed URL on a server started with
 *   FEEDS_ALLOW_LOCAL=1 and press "Fetch now", or wait for the minute's job.
 * Settings: BASE_URL (http://localhost:3000), PARTNER_KEY, FEED_PORT (4010), DEMO_CARS (30),
 * PAUSE_SECONDS (20).
 */
import { createHash } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { getEnv } from "../app/.server/env";
import { readDemoCars, repriced, soldOf, toFeedCsv, type DemoCar } from "./feed-demo-stock";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const PARTNER_KEY = process.env.PARTNER_KEY ?? "";
const FEED_PORT = Number(process.env.FEED_PORT ?? 4010);
const DEMO_CARS = Math.min(1000, Math.max(5, Number(process.env.DEMO_CARS ?? 30)));
const PAUSE_MS = Math.max(0, Number(process.env.PAUSE_SECONDS ?? 20)) * 1000;
const BATCH = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const title = (car: DemoCar) => `${car.year} ${car.make} ${car.model} in ${car.city}`;

let feed = toFeedCsv([]);
let etag = "";
const setStock = (cars: readonly DemoCar[]) => {
  feed = toFeedCsv(cars);
  etag = `"${createHash("sha256").update(feed).digest("hex").slice(0, 16)}"`;
};

function serveFeed(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url !== "/feed.csv") return void res.writeHead(404).end("Only /feed.csv here\n");
    const conditional = req.headers["if-none-match"] === etag;
    console.log(`  [feed] ${req.method} /feed.csv from ${req.socket.remoteAddress}: ${conditional ? "304 not modified" : "200"}`);
    if (conditional) return void res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { "Content-Type": "text/csv; charset=utf-8", ETag: etag }).end(feed);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(FEED_PORT, "127.0.0.1", () => resolve(server));
  });
}

async function partnerCall(method: "PUT" | "DELETE", pathname: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}/api/partner/v1${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${PARTNER_KEY}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok && response.status !== 404) throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function push(cars: readonly DemoCar[]) {
  for (let i = 0; i < cars.length; i += BATCH) {
    const batch = cars.slice(i, i + BATCH);
    const { body } = await partnerCall("PUT", "/listings", { listings: batch });
    const answer = body as { created: number; updated: number; unchanged: number; rejected: { index: number; errors: { field: string; message: string }[] }[] };
    console.log(`  [push] ${batch.length} cars: ${answer.created} created, ${answer.updated} updated, ${answer.unchanged} unchanged, ${answer.rejected.length} rejected`);
    for (const r of answer.rejected) console.log(`         ${title(batch[r.index])}: ${r.errors.map((e) => `${e.field} ${e.message}`).join("; ")}`);
    if (i + BATCH < cars.length) await sleep(2000);
  }
}

async function pause(next: string) {
  if (PAUSE_MS === 0) return;
  console.log(`\n… ${PAUSE_MS / 1000} s to look around (search ${BASE_URL}/search) before ${next}\n`);
  await sleep(PAUSE_MS);
}

async function main() {
  const dataDir = getEnv().seedDataDir;
  if (!dataDir) throw new Error("No shared data folder: set SEED_DATA_DIR or put it at ../shared/data (as the seed does)");
  const cars = await readDemoCars(path.join(dataDir, "used_cars_data.csv"), DEMO_CARS);
  const server = await serveFeed();
  console.log(`Feed of the demo partner: http://127.0.0.1:${FEED_PORT}/feed.csv (${cars.length} cars in all)`);
  console.log(PARTNER_KEY ? `Pushing to ${BASE_URL} with the key ${PARTNER_KEY.slice(0, 12)}…` : "No PARTNER_KEY: feed only (set it as the partner's feed URL; the server needs FEEDS_ALLOW_LOCAL=1)");

  console.log(`\n1. ${cars.length} cars arrive`);
  setStock(cars);
  for (const car of cars.slice(0, 5)) console.log(`  ${title(car)}: ${rupees(car.price)}`);
  if (PARTNER_KEY) await push(cars);
  await pause("the price changes");

  const cheaper = repriced(cars);
  const changed = cheaper.filter((car, i) => car.price !== cars[i].price);
  console.log(`\n2. ${changed.length} cars get 5% cheaper`);
  for (const car of changed) console.log(`  ${title(car)}: ${rupees(cars.find((c) => c.externalId === car.externalId)!.price)} -> ${rupees(car.price)}`);
  setStock(cheaper);
  if (PARTNER_KEY) await push(changed);
  await pause("some cars are sold");

  const sold = soldOf(cheaper);
  console.log(`\n3. ${sold.length} cars are sold and leave`);
  setStock(cheaper.filter((car) => !sold.includes(car)));
  for (const car of sold) {
    const { status } = PARTNER_KEY ? await partnerCall("DELETE", `/listings/${encodeURIComponent(car.externalId)}`) : { status: 0 };
    console.log(`  ${title(car)}${status ? `: DELETE ${status}` : ""}`);
  }

  console.log(`\nDone. The feed keeps serving the final stock; Ctrl+C to stop.`);
  process.on("SIGINT", () => server.close(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
