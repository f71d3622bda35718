/** Price alerts from the details page: one per user and car, noted at today's price. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { priceAlerts } from "../db/schema";
import { setEmailPreferences } from "../account/consents";

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
  await db.insert(priceAlerts).values({ userId, listingId, priceAtCreation: price, targetPrice }).onConflictDoNothing();
  await setEmailPreferences(db, userId, { alertEmails: true }, "price_alert");
}

export async function removePriceAlert(db: Database, userId: string, listingId: number): Promise<void> {
  await db.delete(priceAlerts).where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.listingId, listingId)));
}
