/** Price alerts from the details page: one per user and car, noted at today's price. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { setEmailPreferences } from "../account/consents";
import { listings, priceAlerts } from "../db/schema";
import { buyerRefusal, forBuyer } from "../listings/buyer-side";

export async function hasPriceAlert(db: Database, userId: string, listingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: priceAlerts.id })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.listingId, listingId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Setting it twice keeps the first one (and its starting price). targetPrice null: any drop.
 * Only on a car on sale that is not the user's own (buyer-side.ts): else a 404 or a 403.
 * Asking for an alert is asking for its mail: alert emails are switched on (and the consent
 * logged) if they were off; the button says so and /settings turns them off again.
 */
export async function setPriceAlert(
  db: Database,
  userId: string,
  listingId: number,
  price: number,
  targetPrice: number | null = null,
): Promise<void> {
  // The no-op update returns the existing row, so "already set" is told apart from "refused".
  const written = await db.execute(sql`
    insert into price_alerts (user_id, listing_id, price_at_creation, target_price)
    select ${userId}::text, ${listings.id}, ${price}::integer, ${targetPrice}::integer from ${listings} where ${forBuyer(listingId, userId)}
    on conflict (user_id, listing_id) do update set user_id = excluded.user_id
    returning id`);
  if (written.rows.length === 0) throw await buyerRefusal(db, listingId, "priceAlert");
  await setEmailPreferences(db, userId, { alertEmails: true }, "price_alert");
}

export async function removePriceAlert(db: Database, userId: string, listingId: number): Promise<void> {
  await db.delete(priceAlerts).where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.listingId, listingId)));
}
