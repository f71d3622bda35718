/**
 * The header's bell (issue 36): the user's unseen new matches of their saved searches (not
 * paused ones) and price drops of their price alerts, counted on every page and listed on
 * /notifications, which marks them seen. Each search is read through its newest matches only
 * (saved_search_matches_search_idx, at most MATCHES_PER_SEARCH rows within the window), so a
 * search that matches thousands of cars costs a request no more than one that matches three. A
 * match counts with the cars of its run that got no row of their own (its `more`).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { activeListingIn } from "../listings/active-listing";
import { countUnseenAlertPriceDrops, DROP_WINDOW_DAYS, listAlertPriceDrops } from "./alert-price-drops";

const MATCHES_PER_SEARCH = 100;
/** The badge says "99+" beyond this. */
export const BELL_COUNT_CAP = 100;
const LIST_LIMIT = 50;

export type Notification =
  | {
      kind: "match";
      id: number;
      listingId: number;
      title: string;
      price: number;
      searchId: number;
      searchName: string;
      /** Cars that matched the search in the same run without an entry of their own. */
      more: number;
      at: string;
      unseen: boolean;
    }
  | { kind: "price_drop"; listingId: number; title: string; price: number; previousPrice: number; at: string; unseen: boolean };

const windowStart = (now: Date) => new Date(now.getTime() - DROP_WINDOW_DAYS * 86_400_000).toISOString();

/**
 * The newest matches of the user's active searches, with their car (on sale only). Each car is
 * looked up by its key in a LIMITed lateral, which the planner cannot turn into a hash join
 * over every listing.
 */
const recentMatches = (userId: string, now: Date) => sql`
  from saved_searches s
  cross join lateral (
    select m.id, m.listing_id, m.matched_at, m.seen_at, m.more from saved_search_matches m
    where m.saved_search_id = s.id and m.matched_at > ${windowStart(now)}::timestamptz
    order by m.matched_at desc limit ${MATCHES_PER_SEARCH}) m
  cross join lateral (
    select l.id, l.year, l.title, l.price from listings l where l.id = m.listing_id and ${activeListingIn("l")} limit 1) l
  where s.user_id = ${userId} and not s.paused`;

export async function countUnseenNotifications(db: Database, userId: string, dropsSeenAt: Date, now = new Date()): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select coalesce(sum(1 + x.more), 0)::int as n from (select m.more ${recentMatches(userId, now)} and m.seen_at is null limit ${BELL_COUNT_CAP}) x`);
  const matches = Number(result.rows[0]?.n ?? 0);
  const drops = await countUnseenAlertPriceDrops(db, userId, dropsSeenAt, BELL_COUNT_CAP, now);
  return Math.min(BELL_COUNT_CAP, matches + drops);
}

/** Newest first, unseen ones flagged; at most 50 matches and 50 drops. */
export async function listNotifications(db: Database, userId: string, dropsSeenAt: Date, now = new Date()): Promise<Notification[]> {
  const [matches, drops] = await Promise.all([
    db.execute<{ id: number; listing_id: number; title: string; price: number; search_id: number; search_name: string; more: number; matched_at: string; seen_at: string | null }>(sql`
      select m.id, l.id as listing_id, (l.year || ' ' || l.title) as title, l.price, s.id as search_id, s.name as search_name, m.more, m.matched_at, m.seen_at
      ${recentMatches(userId, now)}
      order by m.matched_at desc limit ${LIST_LIMIT}`),
    listAlertPriceDrops(db, userId, dropsSeenAt, LIST_LIMIT, now),
  ]);
  const items: Notification[] = [
    ...matches.rows.map((r) => ({
      kind: "match" as const,
      id: Number(r.id),
      listingId: Number(r.listing_id),
      title: r.title,
      price: Number(r.price),
      searchId: Number(r.search_id),
      searchName: r.search_name,
      more: Number(r.more),
      at: new Date(r.matched_at).toISOString(),
      unseen: r.seen_at === null,
    })),
    ...drops.map((d) => ({ kind: "price_drop" as const, ...d, at: d.at.toISOString() })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * Marks seen every unseen match the bell counts that had arrived by `upTo` (taken before the
 * list was read, so one arriving meanwhile stays new). Only the user's own rows are touched.
 */
export async function markMatchesSeen(db: Database, userId: string, upTo: Date): Promise<void> {
  await db.execute(sql`
    update saved_search_matches set seen_at = ${upTo.toISOString()}::timestamptz
    where id in (select m.id ${recentMatches(userId, upTo)} and m.seen_at is null and m.matched_at <= ${upTo.toISOString()}::timestamptz)`);
}
