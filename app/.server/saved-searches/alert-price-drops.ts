/**
 * Price drops of the cars a user set a price alert on, for the header's bell. price_alerts has
 * no "seen" state of its own (the mailer's columns say what was mailed, and alert mail is off
 * unless asked for), so a drop is derived: the car is on sale, its latest price change came
 * after the alert was set and lowered the price, and it now costs less than when the alert was
 * set. It is unseen when that change came after `seenAt`, the time this browser last opened
 * the bell (drops-seen-cookie.ts; decision 038 says why a cookie and what column would replace it).
 * Each row is found from price_alerts by user and read through indexes: never a listings scan.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { activeListingIn } from "../listings/active-listing";

export interface AlertPriceDrop {
  listingId: number;
  title: string;
  price: number;
  previousPrice: number;
  at: Date;
  unseen: boolean;
}

/** Only drops this recent count: older ones were news once, not now. */
export const DROP_WINDOW_DAYS = 30;

/** Each alert's car by its key (a LIMITed lateral: never planned as a join walking the listings). */
const dropsOf = (userId: string, now: Date) => sql`
  from price_alerts pa
  cross join lateral (
    select l.id, l.year, l.title, l.price, l.price_since from listings l where l.id = pa.listing_id and ${activeListingIn("l")} limit 1) l
  left join lateral (
    select ph.price from price_history ph
    where ph.listing_id = l.id and ph.changed_at < l.price_since
    order by ph.changed_at desc, ph.id desc limit 1) prev on true
  where pa.user_id = ${userId}
    and l.price_since > pa.created_at
    and l.price_since > ${new Date(now.getTime() - DROP_WINDOW_DAYS * 86_400_000).toISOString()}::timestamptz
    and l.price < pa.price_at_creation
    and l.price < coalesce(prev.price, pa.price_at_creation)`;

export async function listAlertPriceDrops(db: Database, userId: string, seenAt: Date, limit: number, now = new Date()): Promise<AlertPriceDrop[]> {
  const result = await db.execute<{ listing_id: number; title: string; price: number; previous_price: number; at: string }>(sql`
    select l.id as listing_id, (l.year || ' ' || l.title) as title, l.price, coalesce(prev.price, pa.price_at_creation) as previous_price, l.price_since as at
    ${dropsOf(userId, now)}
    order by l.price_since desc limit ${limit}`);
  return result.rows.map((r) => {
    const at = new Date(r.at);
    return { listingId: Number(r.listing_id), title: r.title, price: Number(r.price), previousPrice: Number(r.previous_price), at, unseen: at > seenAt };
  });
}

export async function countUnseenAlertPriceDrops(db: Database, userId: string, seenAt: Date, cap: number, now = new Date()): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 ${dropsOf(userId, now)} and l.price_since > ${seenAt.toISOString()}::timestamptz limit ${cap}) d`);
  return Number(result.rows[0]?.n ?? 0);
}
