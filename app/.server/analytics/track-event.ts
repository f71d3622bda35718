/** Recording analytics events: the seller dashboard's figures are counted from these rows. */
import { z } from "zod";
import type { Database } from "../db/client";
import { events } from "../db/schema";
import { notFound } from "../http/app-error";
import { findActiveListingRow, parseListingId } from "../listings/get-vehicle";

export const TRACKED_INTERACTIONS = ["click", "view", "save", "contact"] as const;

export const trackBodySchema = z.object({
  vehicleId: z.union([z.string(), z.number()]).transform(String),
  interactionType: z.enum(TRACKED_INTERACTIONS, { message: `must be one of ${TRACKED_INTERACTIONS.join(", ")}` }),
  timestamp: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }).optional(),
});
export type TrackBody = z.output<typeof trackBodySchema>;

export async function trackInteraction(db: Database, body: TrackBody, userId: string | null): Promise<void> {
  const id = parseListingId(body.vehicleId);
  if (id === null || !(await findActiveListingRow(db, id))) throw notFound(`No vehicle with id ${body.vehicleId}`);
  // The server's clock orders events; the client's timestamp is kept only as context.
  await db.insert(events).values({
    type: body.interactionType,
    listingId: id,
    userId,
    data: body.timestamp ? { clientTimestamp: body.timestamp } : null,
  });
}
