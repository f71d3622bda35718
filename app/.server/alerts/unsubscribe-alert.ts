/**
 * The mail's unsubscribe link: the token alone decides which alert (no sign-in), so a forged
 * or altered token matches nothing. Looking is separate from removing: a GET (a mail scanner
 * following links) must not unsubscribe anyone; the POST does.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listings, priceAlerts } from "../db/schema";
import { getEnv } from "../env";
import { resolveAuthSecret } from "../auth/secret";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export type UnsubscribeState =
  | { state: "invalid" }
  | { state: "gone" }
  | { state: "active" | "removed"; carName: string; listingId: number };

function alertIdOf(token: string | null): number | null {
  return verifyUnsubscribeToken(token, resolveAuthSecret(getEnv()));
}

async function findAlert(db: Database, alertId: number) {
  const [row] = await db
    .select({ listingId: priceAlerts.listingId, carName: sql<string>`${listings.year} || ' ' || ${listings.title}` })
    .from(priceAlerts)
    .innerJoin(listings, eq(listings.id, priceAlerts.listingId))
    .where(eq(priceAlerts.id, alertId))
    .limit(1);
  return row;
}

export async function describeUnsubscribe(db: Database, token: string | null): Promise<UnsubscribeState> {
  const alertId = alertIdOf(token);
  if (alertId === null) return { state: "invalid" };
  const alert = await findAlert(db, alertId);
  return alert ? { state: "active", ...alert } : { state: "gone" };
}

/** Deletes the token's alert; a second click finds it gone (not an error). */
export async function unsubscribeAlert(db: Database, token: string | null): Promise<UnsubscribeState> {
  const alertId = alertIdOf(token);
  if (alertId === null) return { state: "invalid" };
  const alert = await findAlert(db, alertId);
  if (!alert) return { state: "gone" };
  await db.delete(priceAlerts).where(eq(priceAlerts.id, alertId));
  return { state: "removed", ...alert };
}
