/**
 * Recording analytics events: the seller dashboard's figures are counted from these rows. They
 * name the car, never the person: nothing reads who viewed or saved a car, so it is not kept
 * (the signed-in user only decides whether a view counts; see dashboard-views.ts). Views follow
 * recordListingView's rules; other interactions are limited per IP and user (`interaction`).
 */
import { z } from "~/lib/zod";
import { checkRateLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { events } from "../db/schema";
import { notFound } from "../http/app-error";
import { findActiveListingRow, parseListingId } from "../listings/get-vehicle";
import { recordListingView } from "../selling/dashboard-views";

export const TRACKED_INTERACTIONS = ["click", "view", "save", "contact"] as const;

export const trackBodySchema = z.object({
  vehicleId: z.union([z.string(), z.number()]).transform(String),
  interactionType: z.enum(TRACKED_INTERACTIONS, { message: `must be one of ${TRACKED_INTERACTIONS.join(", ")}` }),
  timestamp: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }).optional(),
});
export type TrackBody = z.output<typeof trackBodySchema>;

export async function trackInteraction(db: Database, body: TrackBody, userId: string | null, ip: string): Promise<void> {
  const id = parseListingId(body.vehicleId);
  const missing = () => notFound(`No vehicle with id ${body.vehicleId}`);
  if (id === null) throw missing();
  // The server's clock orders events; the client's timestamp is kept only as context.
  const data = body.timestamp ? { clientTimestamp: body.timestamp } : null;
  // The seller dashboard counts views: one set of rules (rate limit, not the car's own seller) for
  // every way a view arrives, or this endpoint would inflate what the beacon guards.
  if (body.interactionType === "view") {
    if ((await recordListingView(db, { listingId: id, userId, ip, data })) === "not-on-sale") throw missing();
    return;
  }
  await checkRateLimit(db, "interaction", { ip, account: userId ?? undefined });
  if (!(await findActiveListingRow(db, id))) throw missing();
  await db.insert(events).values({ type: body.interactionType, listingId: id, data });
}
