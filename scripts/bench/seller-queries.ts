/**
 * The seller and admin pages' queries on PostgreSQL with the demo data plus N generated
 * listings (BENCH_SYNTHETIC, default 100,000): My Listings, the five key figures, Messages,
 * a dealer's 12-month analytics and the moderation queue, each timed in process (p50/p95 of
 * BENCH_ROUNDS calls, after one warm-up call). It also counts the sequential scans PostgreSQL
 * made of `listings` during the timed calls (pg_stat_user_tables): each query must start from
 * an index, so the expected count is 0 whatever the catalogue's size. Scans of `events` are
 * reported too: in the demo data nearly every event is the demo dealer's, so reading the table
 * whole is the planner's right choice there; it is not a sign of a missing index. Chats count as
 * inquiries, so the bench writes some (BENCH_SYNTHETIC / 5 on other sellers' cars, a few on the
 * dealer's) and counts scans of `conversations` too: expected 0, they are reached by listing.
 */
import { eq, sql } from "drizzle-orm";
import { listPendingListings } from "../../app/.server/admin/moderation-queue";
import { openDatabase, type DbHandle } from "../../app/.server/db/client";
import { users } from "../../app/.server/db/schema";
import { getSellerFigures } from "../../app/.server/selling/dashboard-figures";
import { listSellerMessages } from "../../app/.server/selling/dashboard-messages";
import { listSellerListings } from "../../app/.server/selling/my-listings";
import { getSellerAnalytics } from "../../app/.server/selling/seller-analytics";
import { seqScans } from "./pg-seq-scans";
import { startTemporaryPostgres } from "./postgres";
import { seed } from "./seed-process";

const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const SCANNED_TABLES = ["listings", "events", "conversations"] as const;

/** Buyers' chats with one message each: on synthetic cars (another seller's) and 3 on each of the dealer's cars. */
async function seedChats(db: DbHandle["db"], dealerId: string): Promise<void> {
  await db.execute(sql`insert into users (id, name, email, email_verified)
    select 'bench-user-' || g, 'Bench user ' || g, 'bench-user-' || g || '@example.com', true from generate_series(0, 100) g`);
  await db.execute(sql`insert into conversations (listing_id, buyer_id, seller_id, created_at, last_message_at)
    select id, 'bench-user-' || (1 + id % 100), 'bench-user-0', now() - interval '40 days', now() - interval '20 days'
    from listings where is_synthetic order by id limit ${Math.floor(SYNTHETIC / 5)}`);
  await db.execute(sql`insert into conversations (listing_id, buyer_id, seller_id, created_at, last_message_at)
    select l.id, 'bench-user-' || g, ${dealerId}, now() - interval '40 days', now() - (g || ' days')::interval
    from listings l, generate_series(1, 3) g where l.seller_id = ${dealerId}`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, body, created_at)
    select id, buyer_id, 'Is it still available?', last_message_at from conversations order by id`);
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function benchSellerQueries() {
  const pg = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: async () => {} } : await startTemporaryPostgres();
  if (!pg) return "skipped: no DATABASE_URL and no local PostgreSQL 15 binaries";
  try {
    const importMs = seed({ DATABASE_URL: pg.url });
    const syntheticSeedMs = seed({ DATABASE_URL: pg.url }, ["--synthetic", String(SYNTHETIC)]);
    // One connection: its statistics are the ones read back.
    const handle = await openDatabase({ databaseUrl: pg.url, poolSize: 1 });
    try {
      const { db } = handle;
      const [dealer] = await db.select({ id: users.id }).from(users).where(eq(users.email, "dealer@demo.carsaathi.in"));
      if (!dealer) throw new Error("the demo dealer is missing");
      await seedChats(db, dealer.id);
      await db.execute(sql`analyze`);
      const queries: Record<string, () => Promise<unknown>> = {
        myListings: () => listSellerListings(db, dealer.id, "all", 1),
        keyFigures: () => getSellerFigures(db, dealer.id),
        messages: () => listSellerMessages(db, dealer.id, 1),
        analytics12Months: () => getSellerAnalytics(db, dealer.id, "12months"),
        moderationQueue: () => listPendingListings(db, 1),
      };
      // Warm-up: plan caches, pages, and the fair-price model the queue's deal ratings load.
      for (const run of Object.values(queries)) await run();
      const calls: Record<string, { p50: number; p95: number; seqScansOfListings: number; seqScansOfEvents: number; seqScansOfConversations: number }> = {};
      for (const [name, run] of Object.entries(queries)) {
        const before = await seqScans(handle, SCANNED_TABLES);
        const ms = await timed(run);
        const after = await seqScans(handle, SCANNED_TABLES);
        calls[name] = {
          ...ms,
          seqScansOfListings: after.listings - before.listings,
          seqScansOfEvents: after.events - before.events,
          seqScansOfConversations: after.conversations - before.conversations,
        };
      }
      const listings = Number((await db.execute<{ n: string }>(sql`select count(*) as n from listings`)).rows[0]?.n);
      return { listings, importMs, syntheticSeedMs, rounds: ROUNDS, calls };
    } finally {
      await handle.close();
    }
  } finally {
    await pg.stop();
  }
}
