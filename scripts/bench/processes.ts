/**
 * BENCH_ONLY=processes (issue 18, "many processes"): one, two and four app processes on one
 * PostgreSQL behind a round-robin proxy (round-robin-proxy.ts), measuring
 *  - requests/s through the proxy (20 connections, 8 s) of the filtered API call and of a
 *    search page rendered for every request (unique query, so the page cache cannot answer);
 *  - how long a listing written to the database takes to show in every process's answers: its
 *    new price through `/api/vehicles/{id}` and a search for exactly that price, polled on each
 *    process directly (target: every process within a second).
 * The database: BENCH_DATABASE_URL (already seeded, used as is), else a temporary PostgreSQL 15
 * seeded with BENCH_SYNTHETIC generated listings. Each write changes one listing's price; the
 * listing gets its old price back at the end.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "../../app/.server/db/client";
import { activeListing } from "../../app/.server/listings/active-listing";
import { priceBandOf } from "../../app/lib/price-bands";
import { FILTERED_API_CALL } from "./page-targets";
import { startTemporaryPostgres } from "./postgres";
import { startRoundRobinProxy } from "./round-robin-proxy";
import { seed } from "./seed-process";
import { residentMb, startServer, waitUntilSettled, type RunningServer } from "./server-process";
import { throughput } from "./throughput";

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 100_000);
const AUTH_SECRET = randomBytes(32).toString("base64url");
const COUNTS = [1, 2, 4];
const FIRST_PORT = 3920;
const PG_PORT = 54348;
const LOAD = { seconds: 8, connections: 20 };
const WRITES = 5;
const VISIBLE_WITHIN_MS = 1000;

export interface ProcessesResult {
  processes: number;
  startMs: number;
  residentMbEach: number[];
  filteredApiRps: number;
  renderedSearchRps: number;
  /** Per write: ms until the last process showed it. */
  visibleAfterMs: number[];
  allVisibleWithinASecond: boolean;
}

async function waitUntilVisible(servers: RunningServer[], id: number, price: number): Promise<number> {
  const started = performance.now();
  const seen = new Set<number>();
  while (seen.size < servers.length) {
    if (performance.now() - started > 30_000) throw new Error(`listing ${id} at ${price} not visible everywhere after 30 s`);
    await Promise.all(
      servers.map(async (server, k) => {
        if (seen.has(k)) return;
        const vehicle = (await (await fetch(`${server.baseUrl}/api/vehicles/${id}`)).json()) as { price?: number };
        const search = (await (await fetch(`${server.baseUrl}/api/vehicles?minPrice=${price}&maxPrice=${price}&pageSize=100`)).json()) as {
          items?: { id: string }[];
        };
        if (vehicle.price === price && search.items?.some((item) => Number(item.id) === id)) seen.add(k);
      }),
    );
  }
  return Math.round(performance.now() - started);
}

/** Sets a listing's price as the seller's price change does (price, band, history row). */
async function setPrice(db: DbHandle["db"], id: number, price: number) {
  await db.execute(sql`update listings set price = ${price}, price_band = ${priceBandOf(price).key}, updated_at = now() where id = ${id}`);
  await db.execute(sql`insert into price_history (listing_id, price, changed_at) values (${id}, ${price}, now())`);
}

async function measureCount(url: string, handle: DbHandle, count: number): Promise<ProcessesResult> {
  const started = performance.now();
  const servers = await Promise.all(
    // One secret for all: a session signed by one process is valid on every other.
    Array.from({ length: count }, (_, k) => startServer({ DATABASE_URL: url, AUTH_SECRET }, FIRST_PORT + k)),
  );
  const startMs = Math.round(performance.now() - started);
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  // A server left running would hold its port and a core through the next measurement.
  await Promise.all(servers.map((s) => waitUntilSettled(s.baseUrl, s.child.pid!))).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  const proxy = await startRoundRobinProxy(servers.map((s) => s.baseUrl));
  try {
    // Warm every process's code paths before timing.
    await throughput([proxy.url], [FILTERED_API_CALL, "/search?make=Hyundai"], 2, { connections: 4 * count });
    const filteredApiRps = await throughput([proxy.url], [FILTERED_API_CALL], LOAD.seconds, { connections: LOAD.connections });
    const renderedSearchRps = await throughput([proxy.url], ["/search?make=Hyundai"], LOAD.seconds, {
      connections: LOAD.connections,
      uniqueQuery: true,
    });

    const picked = await handle.db.execute<{ id: number; price: number }>(
      sql`select id, price from listings where ${activeListing} order by id desc limit ${WRITES}`,
    );
    const visibleAfterMs: number[] = [];
    for (const [k, row] of picked.rows.entries()) {
      // An odd price no other car has, so the exact-price search finds this car only.
      const price = Number(row.price) + 17 + k;
      await setPrice(handle.db, Number(row.id), price);
      visibleAfterMs.push(await waitUntilVisible(servers, Number(row.id), price));
      await setPrice(handle.db, Number(row.id), Number(row.price));
    }
    return {
      processes: count,
      startMs,
      residentMbEach: servers.map((s) => residentMb(s.child.pid!)),
      filteredApiRps,
      renderedSearchRps,
      visibleAfterMs,
      allVisibleWithinASecond: visibleAfterMs.every((ms) => ms <= VISIBLE_WITHIN_MS),
    };
  } finally {
    await proxy.close();
    await stopAll();
  }
}

export async function benchProcesses(): Promise<ProcessesResult[] | null> {
  let url = process.env.BENCH_DATABASE_URL;
  let stopPostgres: (() => Promise<void>) | undefined;
  if (!url) {
    const pg = await startTemporaryPostgres(PG_PORT);
    if (!pg) return null;
    url = pg.url;
    stopPostgres = pg.stop;
    seed({ DATABASE_URL: url });
    seed({ DATABASE_URL: url }, ["--synthetic", String(SYNTHETIC)]);
  }
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const results: ProcessesResult[] = [];
    for (const count of COUNTS) {
      const result = await measureCount(url, handle, count);
      console.log(
        `${count} process(es): start ${result.startMs} ms, filtered API ${result.filteredApiRps} req/s, rendered search ${result.renderedSearchRps} req/s, ` +
          `a write visible everywhere after ${result.visibleAfterMs.join(", ")} ms, RSS ${result.residentMbEach.join(", ")} MB`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await handle.close();
    await stopPostgres?.();
  }
}
