/**
 * Price-alert delivery: every alert whose car (still on sale) now costs less than the price it
 * last announced (or the price when it was set), and no more than its target when it has one,
 * gets one mail. Called after price writes (with the listings that changed) and by the
 * server's timer (without), so a drop written by any process is delivered by some process.
 *
 * Each alert is claimed before its mail is sent: one UPDATE moves last_notified_price to the
 * new price only if it still holds the value this run read, so of two processes racing for
 * the same drop exactly one gets the row back (and sends). A crash between claim and send
 * loses that one mail rather than ever sending it twice.
 */
import { sql, type SQL } from "drizzle-orm";
import { getEnv } from "../env";
import { publicOrigin } from "../http/public-origin";
import type { Database } from "../db/client";
import { activeListingIn } from "../listings/active-listing";
import { logger } from "../logger";
import { sendMessage } from "../mail/transport";
import { resolveAuthSecret } from "../auth/secret";
import { priceDropMessage, type PriceDrop } from "./price-alert-mail";
import { signUnsubscribeToken } from "./unsubscribe-token";

/** Alerts claimed per round; rounds repeat until one comes back short. */
const BATCH = 200;

export interface DeliverOptions {
  /** Only these listings' alerts (after a write); all due alerts when absent. */
  listingIds?: readonly number[];
}

export function unsubscribeUrl(origin: string, alertId: number): string {
  return `${origin}/alerts/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(alertId, resolveAuthSecret(getEnv())))}`;
}

/** Claims up to BATCH due alerts (from price_alerts, joined by key: never a listings scan). */
async function claimDue(db: Database, only: SQL): Promise<PriceDrop[]> {
  const result = await db.execute<PriceDrop & Record<string, unknown>>(sql`
    WITH due AS (
      SELECT pa.id, pa.last_notified_price AS prev,
             COALESCE(pa.last_notified_price, pa.price_at_creation) AS old_price, l.price AS new_price
      FROM price_alerts pa
      JOIN listings l ON l.id = pa.listing_id
      JOIN users u ON u.id = pa.user_id
      WHERE ${activeListingIn("l")} AND u.alert_emails ${only}
        AND l.price < COALESCE(pa.last_notified_price, pa.price_at_creation)
        AND (pa.target_price IS NULL OR l.price <= pa.target_price)
      ORDER BY pa.id
      LIMIT ${BATCH}
    )
    UPDATE price_alerts pa SET last_notified_price = due.new_price, notified_at = now()
    FROM due, users u, listings l
    WHERE pa.id = due.id AND pa.last_notified_price IS NOT DISTINCT FROM due.prev
      AND u.id = pa.user_id AND l.id = pa.listing_id
    RETURNING pa.id AS "alertId", u.email, u.name AS "userName", pa.listing_id AS "listingId",
      (l.year || ' ' || l.title) AS "carName", due.old_price AS "oldPrice", due.new_price AS "newPrice"`);
  return result.rows.map((r) => ({ ...r, oldPrice: Number(r.oldPrice), newPrice: Number(r.newPrice) }));
}

/** Sends every due alert's mail; returns how many went out. */
export async function deliverPriceAlerts(db: Database, options: DeliverOptions = {}): Promise<number> {
  const ids = options.listingIds;
  if (ids && ids.length === 0) return 0;
  const only = ids ? sql`AND pa.listing_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)` : sql``;
  const origin = publicOrigin();
  let sent = 0;
  for (;;) {
    const drops = await claimDue(db, only);
    for (const drop of drops) {
      const links = { carUrl: `${origin}/details/${drop.listingId}`, unsubscribeUrl: unsubscribeUrl(origin, drop.alertId) };
      await sendMessage(db, priceDropMessage(drop, links));
      sent++;
    }
    if (drops.length < BATCH) break;
  }
  if (sent > 0) logger.info({ sent }, "price alerts delivered");
  return sent;
}
