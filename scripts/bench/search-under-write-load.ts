/**
 * `BENCH_DATABASE_URL=postgres://... npx tsx scripts/bench/search-under-write-load.ts` (after
 * `npm run build`): the floor under partner-live.ts's "searches during the push". Two app
 * processes answer the same filtered searches, first on a quiet machine, then while PostgreSQL
 * takes BENCH_WRITE_ROWS rows a second (default 2,000, the push rate) in batches of
 * 1,000 into a copy of `listings` with every index of it, which no app process reads. What the
 * searches lose then is what the database's write work alone costs them on this machine; the
 * app's own work of a push (parsing, validating, reading the rows in) comes on top.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../app/.server/db/client";
import { FILTERED_SEARCHES, summarise, timedGet } from "./http-latency";
import { startServer, waitUntilSettled, type RunningServer } from "./server-process";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required: an already-seeded PostgreSQL database");
const ROWS_PER_SECOND = Number(process.env.BENCH_WRITE_ROWS ?? 2_000);
const BATCH = 1_000;
const SECONDS = 20;
const PORTS = [3963, 3964];

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const { db } = handle;
const servers: RunningServer[] = [];
try {
  await db.execute(sql`drop table if exists bench_write_load`);
  await db.execute(sql`create table bench_write_load (like listings including defaults including indexes)`);
  for (const port of PORTS) servers.push(await startServer({ DATABASE_URL: url, AUTH_SECRET: randomBytes(32).toString("base64url") }, port));
  await Promise.all(servers.map((s) => waitUntilSettled(s.baseUrl, s.child.pid!)));

  const searchFor = async (seconds: number) => {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    for (let n = 0; performance.now() < until; n++) times.push(await timedGet(servers[n % servers.length]!.baseUrl, FILTERED_SEARCHES[n % FILTERED_SEARCHES.length]!));
    return times;
  };
  const quiet = summarise("searches on a quiet machine", await searchFor(SECONDS));

  let writing = true;
  let written = 0;
  const writeLoop = async () => {
    const started = performance.now();
    let after = 0;
    while (writing) {
      // A thousand listings copied, every column and index written as a push writes them.
      const { rows } = await db.execute<{ last: number }>(sql`
        with copied as (insert into bench_write_load select * from listings where id > ${after} order by id limit ${BATCH} returning id)
        select max(id)::int as last from copied`);
      after = Number(rows[0]!.last);
      written += BATCH;
      const due = started + (written / ROWS_PER_SECOND) * 1000;
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
    }
    return (written / (performance.now() - started)) * 1000;
  };
  const load = writeLoop();
  const loaded = summarise(`searches while PostgreSQL writes ${ROWS_PER_SECOND} rows/s`, await searchFor(SECONDS));
  writing = false;
  const rate = await load;
  console.log(JSON.stringify({ quiet, loaded, rowsPerSecondWritten: Math.round(rate) }));
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await db.execute(sql`drop table if exists bench_write_load`);
  await handle.close();
}
