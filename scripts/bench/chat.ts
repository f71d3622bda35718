/**
 * `BENCH_ONLY=chat npm run bench`: live chat (decision 012) against the production server
 * process, end to end over HTTP (POST a message, read it off the recipient's event stream).
 *  - delivery (chat-delivery.ts): PAIRS buyer-seller conversations, every seller with an open
 *    stream. 'unloaded': one message at a time; 'loaded': every buyer sending back to back
 *    (PAIRS concurrent senders). Delivered messages/s counted at the streams, latency from send
 *    start to frame received. On the embedded database (one process), on PostgreSQL, and on
 *    PostgreSQL with two processes (senders on one, streams on the other: LISTEN/NOTIFY).
 *  - streams: 1,000 open streams (1,000 distinct users, 500 conversations) on one process on
 *    PostgreSQL: resident memory before and after opening them, each read after a forced full
 *    GC (gc-on-signal.ts), and whether a message in each conversation still reaches both
 *    participants' streams, once.
 *  - sendOnly: sends alone, no stream open, on PostgreSQL at concurrency 1, 8 and 32: what the
 *    advisory lock that orders inserts (messages.ts) leaves of the throughput, with the CPU the
 *    app process and the whole machine used meanwhile.
 * Users and sessions are made in the database (chat-fixtures.ts); each user posts from its own
 * address (X-Forwarded-For, which the host trusts from loopback) and stays under the per-user
 * chat limit, so no limit is raised for the benchmark. The bench client shares the machine's
 * cores with the servers and the database: latencies include its own work, and `loadAverage`
 * says how busy the machine (neighbours included) was.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { deliver, deliveryRuns, PER_SENDER, Recipients } from "./chat-delivery";
import type { BenchPair } from "./chat-fixtures";
import { cpuMeter, createPairs, openStream, percentiles, pool, send, until, type Percentiles, type Stream } from "./chat-load";
import { startTemporaryPostgres } from "./postgres";
import { residentKb, startServer, type RunningServer } from "./server-process";

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 50);
const STREAMS = 1000;
const SEND_ONLY_PAIRS = 64;
const SEND_ONLY_TOTAL = 600;
const PORT = 3903;
/** Not the other parts' 54339: this part can run while another bench holds that one. */
const PG_PORT = 54340;
// The server and the fixtures sign and check session cookies with the same key.
const AUTH_SECRET = randomBytes(32).toString("base64url");
const GC_PRELOAD = ["--expose-gc", "--import", "tsx", "--import", "./scripts/bench/gc-on-signal.ts"];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sides = (sender: RunningServer, streams = sender) => ({
  sendOrigin: sender.baseUrl,
  streamOrigin: streams.baseUrl,
  pids: [...new Set([sender.child.pid!, streams.child.pid!])],
});

async function benchPgliteDelivery() {
  const dataDir = path.resolve(".bench-data/chat-pglite");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, AUTH_SECRET };
  const pairs = createPairs(env, PAIRS); // before the server starts: PGlite is one process's
  const server = await startServer(env, PORT);
  try {
    return await deliveryRuns(sides(server), pairs);
  } finally {
    await server.stop();
  }
}

/**
 * Samples pg_stat_activity every 20 ms: on average how many sessions waited for the advisory
 * lock, and how many sat idle inside a transaction (the lock holder waiting for the app's event
 * loop to send its next statement: the lock is held across those round trips).
 */
function lockSampler(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const totals = { samples: 0, waitingForLock: 0, idleInTransaction: 0 };
  let stopped = false;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ lock: number; idle: number }>(`select
        count(*) filter (where wait_event_type = 'Lock' and wait_event = 'advisory')::int as lock,
        count(*) filter (where state = 'idle in transaction')::int as idle
        from pg_stat_activity where datname = current_database()`);
      totals.samples += 1;
      totals.waitingForLock += rows[0]!.lock;
      totals.idleInTransaction += rows[0]!.idle;
      await pause(20);
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await loop;
    const mean = (v: number) => Math.round((v / totals.samples) * 100) / 100;
    return { meanWaitingForLock: mean(totals.waitingForLock), meanIdleInTransaction: mean(totals.idleInTransaction) };
  };
}

/** Sends only, no stream open: messages/s through the advisory lock at each concurrency. */
async function sendOnly(server: RunningServer, databaseUrl: string, pairs: BenchPair[]) {
  const result: Record<string, { messagesPerSecond: number; sendMs: Percentiles; cpu: unknown; sessions: unknown }> = {};
  await pool(pairs.length, 8, (n) => send(server.baseUrl, pairs[n]!.buyer, pairs[n]!.conversationId, "warm-up").then(() => {}));
  for (const concurrency of [1, 8, 32]) {
    const sendMs: number[] = [];
    const cpu = cpuMeter([server.child.pid!]);
    const sessions = lockSampler(databaseUrl);
    const started = performance.now();
    await pool(SEND_ONLY_TOTAL, concurrency, async (n) => {
      const pair = pairs[n % pairs.length]!;
      const t = performance.now();
      await send(server.baseUrl, pair.buyer, pair.conversationId, `send-only ${concurrency} ${n}`);
      sendMs.push(performance.now() - t);
    });
    const seconds = (performance.now() - started) / 1000;
    result[`concurrency${concurrency}`] = {
      messagesPerSecond: Math.round(SEND_ONLY_TOTAL / seconds),
      sendMs: percentiles(sendMs),
      cpu: cpu(),
      sessions: await sessions(),
    };
  }
  return result;
}

/** Resident memory after a full GC (SIGUSR2 to the preload) and a moment to return pages. */
async function settledRssKb(server: RunningServer): Promise<number> {
  await pause(2000);
  server.child.kill("SIGUSR2");
  await pause(2000);
  return residentKb(server.child.pid!);
}

/** A fresh process: RSS before and after STREAMS open streams, then one message per conversation. */
async function streamMemory(env: Record<string, string>, pairs: BenchPair[]) {
  const server = await startServer(env, PORT, GC_PRELOAD);
  const streams: Stream[] = [];
  try {
    // Warm the stream and send paths (JIT, pools) with a few pairs first.
    const warm = new Recipients(server.baseUrl, pairs.slice(0, 10));
    await warm.connected();
    await deliver(sides(server), warm, pairs.slice(0, 10), 10, 4, "warm-up");
    warm.close();
    const rssBeforeKb = await settledRssKb(server);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let frames = 0;
    let duplicates = 0;
    const users = pairs.flatMap((pair) => [
      { user: pair.seller, isRecipient: true },
      { user: pair.buyer, isRecipient: false },
    ]);
    const open = ({ user, isRecipient }: (typeof users)[number]) => {
      const seen = new Set<number>();
      return openStream(server.baseUrl, user, (message, at) => {
        const started = sentAt.get(message.body);
        if (started === undefined) return; // the warm-up's backlog
        if (seen.has(message.id)) return void (duplicates += 1);
        seen.add(message.id);
        frames += 1;
        if (isRecipient) latencies.push(at - started);
      });
    };
    for (let i = 0; i < users.length; i += 100) {
      const batch = users.slice(i, i + 100).map(open);
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.connected));
    }
    const rssAfterKb = await settledRssKb(server);

    // Every buyer writes once: the seller's stream and the buyer's own (their other tabs) get it.
    const cpu = cpuMeter([server.child.pid!]);
    const started = performance.now();
    await pool(pairs.length, 16, async (n) => {
      const body = `with ${STREAMS} open ${n}`;
      sentAt.set(body, performance.now());
      await send(server.baseUrl, pairs[n]!.buyer, pairs[n]!.conversationId, body);
    });
    await until(() => frames >= 2 * pairs.length, 60_000);
    const seconds = (performance.now() - started) / 1000;
    await pause(1000); // anything arriving twice would arrive now
    return {
      openStreams: streams.length,
      rssBeforeMb: Math.round(rssBeforeKb / 1024),
      rssAfterMb: Math.round(rssAfterKb / 1024),
      kbPerStream: Math.round(((rssAfterKb - rssBeforeKb) / streams.length) * 10) / 10,
      messages: pairs.length,
      framesExpected: 2 * pairs.length,
      framesDelivered: frames,
      duplicates,
      secondsToDeliverAll: Math.round(seconds * 100) / 100,
      recipientLatencyMs: percentiles(latencies),
      cpu: cpu(),
    };
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

async function benchPostgresChat() {
  const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: async () => {} } : await startTemporaryPostgres(PG_PORT);
  if (!database) return { postgres: "skipped: no DATABASE_URL and no local PostgreSQL 15 binaries" };
  const env = { DATABASE_URL: database.url, AUTH_SECRET };
  const running: RunningServer[] = [];
  const start = async (port: number) => {
    const server = await startServer(env, port);
    running.push(server);
    return server;
  };
  try {
    // Fresh users for each part, so none of them comes near the per-user chat limit.
    const all = createPairs(env, 2 * PAIRS + SEND_ONLY_PAIRS + STREAMS / 2);
    const take = (n: number) => all.splice(0, n);
    const a = await start(PORT);
    const postgres = await deliveryRuns(sides(a), take(PAIRS));
    const b = await start(PORT + 1);
    const postgresTwoProcesses = await deliveryRuns(sides(a, b), take(PAIRS));
    await b.stop();
    const postgresSendOnly = await sendOnly(a, database.url, take(SEND_ONLY_PAIRS));
    await a.stop();
    const streams = await streamMemory(env, take(STREAMS / 2));
    return { postgres, postgresTwoProcesses, postgresSendOnly, streams };
  } finally {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    await database.stop();
  }
}

export async function benchChat() {
  if (!existsSync("build/server/index.js")) throw new Error("The chat benchmark runs the production server: `npm run build` first");
  const loadBefore = os.loadavg()[0]!;
  const pglite = await benchPgliteDelivery();
  const postgres = await benchPostgresChat();
  const loadAverage = { before: loadBefore, after: os.loadavg()[0]!, cores: os.cpus().length };
  return { pairs: PAIRS, perSender: PER_SENDER, loadAverage, pglite, ...postgres };
}
