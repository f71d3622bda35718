/**
 * A 'view' event for the seller dashboard, sent by the details page's script once per page
 * view (the page itself is cached, so the server cannot count renders). Crawlers that run no
 * script never count; a seller opening their own car does not count; each IP may record at
 * most VIEW_LIMIT views per 15 minutes, so a loop cannot inflate a car's figures.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { events, listings } from "../db/schema";
import { hit, type Limit } from "../auth/rate-limit";
import { isActiveStatus } from "../listings/active-listing";

export const VIEW_LIMIT: Limit = { max: 60, windowSeconds: 15 * 60 };

export type ViewOutcome = "recorded" | "own-listing" | "not-on-sale";

export async function recordListingView(
  db: Database,
  input: { listingId: number; userId: string | null; ip: string; data?: Record<string, unknown> | null },
  now: Date = new Date(),
): Promise<ViewOutcome> {
  await hit(db, `listingView:ip:${input.ip}`, VIEW_LIMIT, now);
  const [listing] = await db
    .select({ sellerId: listings.sellerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing || !isActiveStatus(listing.status)) return "not-on-sale";
  if (input.userId !== null && listing.sellerId === input.userId) return "own-listing";
  await db.insert(events).values({ type: "view", listingId: input.listingId, userId: input.userId, data: input.data ?? null, occurredAt: now });
  return "recorded";
}
