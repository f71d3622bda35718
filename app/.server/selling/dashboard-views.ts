/**
 * A 'view' event for the seller dashboard, sent by the details page's script once per page
 * view (the page itself is cached, so the server cannot count renders). Crawlers that run no
 * script never count; a seller opening their own car does not count; each IP and each signed-in
 * user may record at most LIMITS.listingView views per 15 minutes, so a loop cannot flood the
 * events table (a 429 beyond, which the page ignores); and the same
 * viewer (the signed-in user, else the IP) opening the same car again within the half hour
 * (a reload, Back to it from search) is one view, since a seller reads the figure as buyers.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { events, listings } from "../db/schema";
import { AppError } from "../http/app-error";
import { hit, LIMITS, type Limit } from "../auth/rate-limit";
import { isActiveStatus } from "../listings/active-listing";

export type ViewOutcome = "recorded" | "repeat" | "own-listing" | "not-on-sale";

/** One view per viewer per car per half-hour window (a fixed window of the rate-limit table). */
const REPEAT_VIEW: Limit = { max: 1, windowSeconds: 30 * 60 };

async function isRepeatView(db: Database, listingId: number, viewer: string, now: Date): Promise<boolean> {
  try {
    await hit(db, `listingView:seen:${viewer}:${listingId}`, REPEAT_VIEW, now);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return true;
    throw error;
  }
}

export async function recordListingView(
  db: Database,
  input: { listingId: number; userId: string | null; ip: string; data?: Record<string, unknown> | null },
  now: Date = new Date(),
): Promise<ViewOutcome> {
  // The keys checkRateLimit would use; `hit` because tests pass their own clock.
  await hit(db, `listingView:ip:${input.ip}`, LIMITS.listingView.ip, now);
  if (input.userId !== null) await hit(db, `listingView:account:${input.userId}`, LIMITS.listingView.account, now);
  const [listing] = await db
    .select({ sellerId: listings.sellerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing || !isActiveStatus(listing.status)) return "not-on-sale";
  if (input.userId !== null && listing.sellerId === input.userId) return "own-listing";
  const viewer = input.userId !== null ? `user:${input.userId}` : `ip:${input.ip}`;
  if (await isRepeatView(db, input.listingId, viewer, now)) return "repeat";
  // Who viewed is not stored (track-event.ts): the figure is the car's.
  await db.insert(events).values({ type: "view", listingId: input.listingId, data: input.data ?? null, occurredAt: now });
  return "recorded";
}
