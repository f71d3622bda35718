/**
 * `BENCH_DATABASE_URL=postgres://... npx tsx scripts/bench/partner-live.ts` (after `npm run
 * build`): issue 35's live targets over HTTP, on an already-seeded PostgreSQL (a million listings):
 *  - a partner pushes BENCH_PUSH_BATCHES batches of 1,000 new cars through `PUT
 *    /api/partner/v1/listings` to two app processes in turn, at BENCH_PUSH_RATE rows/s (the
 *    target's 2,000: a batch every half second), then the same cars with a tenth repriced;
 *  - meanwhile filtered searches run one at a time against both processes (p95, target 15 ms;
 *    the same searches before the push are the baseline);
 *  - then as many new cars again, sent as fast as the app takes them: the push's own top rate
 *    (searches meanwhile are reported too, against a machine kept busier than the target asks);
 *  - for every fourth batch, watched beside the push, how long until its last car shows in a search on every process (target 5 s);
 *  - afterwards, each process's total and per-make counts equal SQL's count of cars' cards;
 *  - with BENCH_SAVED_SEARCHES=100000 (issue 36), that many saved searches (20 a bench user, their
 *    mail off so the outbox stays empty) are matched by the app's own job while all this runs:
 *    how long after the new cars' last batch the matching cursor passes them, and the matches.
 * The partner, its cars and the bench users are deleted at the end.
 */
import { randomBytes } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { getResearchCatalogue } from "../../app/.server/catalogue/research-catalogue";
import { openDatabase } from "../../app/.server/db/client";
import { listings, partners, savedSearches, users } from "../../app/.server/db/schema";
import { activeListing, carCardIn } from "../../app/.server/listings/active-listing";
import { generatePartnerKey } from "../../app/.server/partners/partner-keys";
import type { VehicleSearchResult } from "../../app/lib/vehicle";
import { FILTERED_SEARCHES, summarise, timedGet } from "./http-latency";
import { randomQuery } from "./saved-search-fixtures";
import { startServer, waitUntilSettled, type RunningServer } from "./server-process";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required: an already-seeded PostgreSQL database");
const BATCHES = Number(process.env.BENCH_PUSH_BATCHES ?? 20);
const BATCH = 1_000;
/** Rows a second the paced pushes send at (0: as fast as the app answers). */
const PUSH_RATE = Number(process.env.BENCH_PUSH_RATE ?? 2_000);
/** App processes (BENCH_PROCESSES, default 2): each reads every write into its own index. */
const PORTS = [3961, 3962, 3963, 3964].slice(0, Number(process.env.BENCH_PROCESSES ?? 2));
const SAVED_SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 0);
const BENCH_USERS = "bench-live-%";
const CITIES = ["Pune", "Mumbai", "Delhi", "Bangalore", "Chennai", "Hyderabad"];

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const { db } = handle;
const catalogue = await getResearchCatalogue(db);
const models = catalogue.models.filter((m) => m.variants.some((v) => v.exShowroom !== null)).slice(0, 80);
const source = `BenchLive-${Date.now()}`;
const key = generatePartnerKey();
await addSavedSearches(SAVED_SEARCHES);
const [partner] = await db.insert(partners).values({ name: source, source, keyHash: key.hash, keyPrefix: key.prefix }).returning({ id: partners.id });

/** Car `i`; its price ends in 7 rupees, which no seeded car's does, so a search by exact price finds it alone. */
const car = (i: number, repriced = false) => {
  const model = models[i % models.length]!;
  const variant = model.variants[i % model.variants.length]!;
  return {
    externalId: `live-${i}`,
    make: model.make.name,
    model: model.name,
    variant: variant.name,
    year: 2013 + (i % 9),
    price: 300_007 + ((i * 7_919) % 1_500_000) * 10 - (repriced ? 20_000 : 0),
    mileage: 5_000 + ((i * 104_729) % 120_000),
    fuelType: variant.fuel ?? "Petrol",
    transmission: variant.transmission ?? "Manual",
    bodyType: model.bodyType ?? "Hatchback",
    city: CITIES[i % CITIES.length]!,
    url: `https://partner.example/live/${i}`,
  };
};

const servers: RunningServer[] = [];
try {
  // One after the other: the first applies any pending migration, which two at once would race on.
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the servers.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  for (const port of PORTS) servers.push(await startServer({ DATABASE_URL: url, AUTH_SECRET: randomBytes(32).toString("base64url") }, port, nodeArgs));
  await Promise.all(servers.map((s) => waitUntilSettled(s.baseUrl, s.child.pid!)));
  const searching = { on: true, times: [] as number[], servers: [] as number[] };
  const searchLoop = async () => {
    for (let n = 0; searching.on; n++) {
      const server = servers[n % servers.length]!;
      // A refused search means a server died: a moment for its exit line to print first.
      const ms = await timedGet(server.baseUrl, FILTERED_SEARCHES[n % FILTERED_SEARCHES.length]!).catch(async (error: unknown) => {
        await new Promise((r) => setTimeout(r, 500));
        throw error;
      });
      searching.times.push(ms);
      searching.servers.push(n % servers.length);
    }
  };
  // Baseline: the same searches for 10 s before any push.
  let loop = searchLoop();
  await new Promise((r) => setTimeout(r, 10_000));
  searching.on = false;
  await loop;
  const baseline = summarise("searches before the push", searching.times);

  const visibleMs: number[] = [];
  const watching: Promise<void>[] = [];
  const push = async (name: string, rate: number, rowsOf: (b: number) => ReturnType<typeof car>[]) => {
    const started = performance.now();
    const totals = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
    for (let b = 0; b < BATCHES; b++) {
      // Paced: batch b leaves no earlier than its turn at `rate` rows a second.
      const due = started + (rate > 0 ? (b * BATCH * 1000) / rate : 0);
      if (performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()));
      const rows = rowsOf(b);
      const response = await fetch(`${servers[b % servers.length]!.baseUrl}/api/partner/v1/listings`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${key.key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ listings: rows }),
      });
      if (response.status !== 200) throw new Error(`PUT answered ${response.status}: ${await response.text()}`);
      const report = (await response.json()) as { created: number; updated: number; unchanged: number; rejected: unknown[] };
      totals.created += report.created;
      totals.updated += report.updated;
      totals.unchanged += report.unchanged;
      totals.rejected += report.rejected.length;
      // Watched beside the push, which goes on: the rate is the push's own, sustained.
      if (b % 4 === 0) {
        const watched = untilVisibleEverywhere(rows[rows.length - 1]!).then((ms) => void visibleMs.push(ms));
        // Its failure is reported at the Promise.all below, after the push, not as an unhandled rejection that skips the cleanup.
        watched.catch(() => {});
        watching.push(watched);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${name}: ${JSON.stringify(totals)} in ${seconds.toFixed(1)} s = ${Math.round((BATCHES * BATCH) / seconds)} rows/s`);
    await Promise.all(watching);
  };

  /** The searches' times while `work` runs. */
  const searchedDuring = async (work: () => Promise<void>) => {
    searching.on = true;
    searching.times = [];
    searching.servers = [];
    loop = searchLoop();
    await work();
    searching.on = false;
    await loop;
    return searching.times;
  };
  const newCars = (first: number) => (b: number) => Array.from({ length: BATCH }, (_, k) => car(first + b * BATCH + k));
  const pushing = await searchedDuring(() => push(`new cars at ${PUSH_RATE || "top"} rows/s`, PUSH_RATE, newCars(0)));
  // Issue 36: searches while the app's job matches the new cars against the saved searches.
  const matchingTimes = SAVED_SEARCHES > 0 ? await searchedDuring(reportMatching) : null;
  const matching = matchingTimes && summarise("searches while matching", matchingTimes);
  // Each process's share: the one that matches and the one that only reads the new cars.
  if (matchingTimes) {
    const { servers: at } = searching;
    for (const [i, server] of servers.entries()) console.log(`  ${server.baseUrl}: ${JSON.stringify(summarise("while matching", matchingTimes.filter((_, k) => at[k] === i)))}`);
  }
  const repriced = (b: number) => Array.from({ length: BATCH }, (_, k) => car(b * BATCH + k, k % 10 === 0));
  const repricing = await searchedDuring(() => push(`a tenth repriced at ${PUSH_RATE || "top"} rows/s`, PUSH_RATE, repriced));
  // Each phase on its own too: new cars cost every process more than a resend does.
  console.log(JSON.stringify({ whileNewCars: summarise("searches while new cars arrive", pushing), whileRepricing: summarise("searches while a tenth is repriced", repricing) }));
  const during = summarise("searches during the push", [...pushing, ...repricing]);
  const flatOut = summarise("searches during a push at top speed", await searchedDuring(() => push("new cars at top speed", 0, newCars(BATCHES * BATCH))));
  console.log(JSON.stringify({ baseline, during, flatOut, ...(matching && { matching }) }));
  const sortedVisible = [...visibleMs].sort((a, b) => a - b);
  console.log(`visible in both processes after: max ${Math.round(sortedVisible.at(-1)!)} ms, median ${Math.round(sortedVisible[sortedVisible.length >> 1]!)} ms (${visibleMs.length} checks)`);
  await new Promise((r) => setTimeout(r, 3_000));
  await checkCountsExact();
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await db.delete(listings).where(eq(listings.source, source));
  await db.delete(partners).where(eq(partners.id, partner!.id));
  await db.delete(users).where(like(users.id, BENCH_USERS));
  await handle.close();
}

/** Ms until a search for the car's exact price on every process lists it. */
async function untilVisibleEverywhere(row: ReturnType<typeof car>): Promise<number> {
  const started = performance.now();
  const seen = new Set<number>();
  while (seen.size < servers.length) {
    if (performance.now() - started > 30_000) throw new Error(`${row.externalId} not searchable everywhere after 30 s`);
    for (const [k, server] of servers.entries()) {
      if (seen.has(k)) continue;
      const found = (await (await fetchOnce(`${server.baseUrl}/api/vehicles?minPrice=${row.price}&maxPrice=${row.price}&pageSize=100`)).json()) as VehicleSearchResult;
      if (found.items.some((v) => v.sourceUrl === row.url)) seen.add(k);
    }
    if (seen.size < servers.length) await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - started;
}

/**
 * A GET, sent again once if the connection was reset: a kept-alive socket the server closed as
 * idle just as the request went out (undici's race, not an answer of the server's).
 */
function fetchOnce(url: string): Promise<Response> {
  return fetch(url).catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
    return fetch(url);
  });
}

/** Every process's total and per-make counts against SQL's count of cards on sale. */
async function checkCountsExact() {
  const [{ total }] = (await db.execute<{ total: number }>(sql`select count(*)::int as total from listings where ${activeListing} and ${carCardIn("listings")}`)).rows;
  const byMake = new Map(
    (
      await db.execute<{ make: string; n: number }>(
        sql`select make, count(*)::int as n from listings where ${activeListing} and ${carCardIn("listings")} group by make`,
      )
    ).rows.map((r) => [r.make, r.n]),
  );
  for (const server of servers) {
    const answer = (await (await fetch(`${server.baseUrl}/api/vehicles?pageSize=1`)).json()) as VehicleSearchResult;
    const makes = (await (await fetch(`${server.baseUrl}/api/vehicles/makes`)).json()) as { name: string; listingCount: number }[];
    const wrong = makes.filter((m) => m.listingCount !== (byMake.get(m.name) ?? 0)).map((m) => `${m.name}: ${m.listingCount} vs SQL ${byMake.get(m.name) ?? 0}`);
    console.log(`${server.baseUrl}: total ${answer.total} vs SQL ${total}${answer.total === total ? " (exact)" : " (DIFFERENT)"}; makes differing: ${wrong.length ? wrong.join(", ") : "none"}`);
  }
}

/** `count` saved searches of bench users (20 each, as the app allows), their mail off. */
async function addSavedSearches(count: number) {
  for (let first = 0; first < count; first += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, count - first) }, (_, k) => first + k);
    const owners = [...new Set(rows.map((n) => Math.floor(n / 20)))];
    await db.insert(users).values(owners.map((u) => ({ id: `bench-live-${u}`, name: "Bench", email: `bench-live-${u}@bench.invalid`, savedSearchEmails: false })));
    await db.insert(savedSearches).values(rows.map((n) => ({ userId: `bench-live-${Math.floor(n / 20)}`, name: `Bench ${n}`, query: randomQuery(), frequency: "instant" as const })));
  }
}

/**
 * Ms from now until the app's matching job has read past every listing written so far, the
 * matches it wrote, and how long each run took that moved the cursor meanwhile: a run stamps
 * the cursor with the time it started, and is seen ending when the cursor moves.
 */
async function reportMatching() {
  const started = performance.now();
  const [{ seq }] = (await db.execute<{ seq: number }>(sql`select max(change_seq)::bigint as seq from listings`)).rows;
  const runs: string[] = [];
  let last = 0;
  for (;;) {
    const cursor = (
      await db.execute<{ position: number; started: number }>(
        sql`select position, (extract(epoch from updated_at) * 1000)::float8 as started from job_cursors where name = 'saved-search-matching'`,
      )
    ).rows[0];
    if (cursor && Number(cursor.started) !== last) {
      if (last) runs.push(`${Math.round(Date.now() - Number(cursor.started))} ms`);
      last = Number(cursor.started);
    }
    if (cursor && Number(cursor.position) >= Number(seq)) break;
    // Reported, not thrown: the searches' figures of the run are still wanted.
    if (performance.now() - started > 120_000) {
      console.log("saved searches: the matching job had not passed the pushed cars 2 minutes after their last batch");
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from saved_search_matches m join saved_searches s on s.id = m.saved_search_id where s.user_id like ${BENCH_USERS}`)).rows;
  console.log(
    `saved searches (${SAVED_SEARCHES}): matched past the new cars ${Math.round(performance.now() - started)} ms after their last batch (the job runs every 15 s); runs meanwhile took ${runs.join(", ") || "none seen"} (±200 ms); ${n} matches written`,
  );
}
