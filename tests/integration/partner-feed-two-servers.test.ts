/**
 * PostgreSQL only (vitest.config.ts leaves it out on PGlite, which is one session in one
 * process): the advisory lock is what keeps two app servers from fetching one partner's feed at
 * once, so it is held here from a connection of its own, as the other server would.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { partners } from "~/.server/db/schema";
import { FEED_LOCK_NAMESPACE } from "~/.server/partners/feed-lock";
import { runPartnerFeed, type FeedRunnerDeps } from "~/.server/partners/feed-runner";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let server: http.Server;
const deps: FeedRunnerDeps = { apply: async (_db, _partner, rows) => ({ created: rows.length, updated: 0, unchanged: 0, removed: 0, rejected: [] }) };

beforeAll(async () => {
  process.env.FEEDS_ALLOW_LOCAL = "1";
  handle = await createTestDatabase();
  server = http.createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/csv" }).end("externalId,make,model,year,price\nA-1,Hyundai,Creta,2019,850000\n"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  delete process.env.FEEDS_ALLOW_LOCAL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

it("answers busy while another server holds the partner's lock, and fetches once it is free", async () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
  const [row] = await handle.db.insert(partners).values({ name: "OtherServerCo", source: "OtherServerCo", feedUrl: url, feedFormat: "csv", feedIntervalMinutes: 30 }).returning({ id: partners.id });
  const other = new pg.Client({ connectionString: handle.databaseUrl });
  await other.connect();
  try {
    await other.query("select pg_advisory_lock($1::int, $2::int)", [FEED_LOCK_NAMESPACE, row!.id]);
    expect((await runPartnerFeed(handle.db, row!.id, deps)).status).toBe("busy");
    await other.query("select pg_advisory_unlock($1::int, $2::int)", [FEED_LOCK_NAMESPACE, row!.id]);
    expect((await runPartnerFeed(handle.db, row!.id, deps)).status).toBe("ok");
  } finally {
    await other.end();
  }
});
