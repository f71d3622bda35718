/**
 * What a buyer sends a seller from the details page: an enquiry (it becomes a conversation
 * once chat exists) or a booking request at the price shown. No payment is taken online.
 * Both are written only for a car on sale that is not the sender's own (buyer-side.ts): the
 * seller dashboard counts them.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { bookingSchema, enquirySchema } from "~/lib/details-form-schemas";
import type { Database } from "../db/client";
import { events, listings } from "../db/schema";
import { buyerRefusal, forBuyer } from "../listings/buyer-side";

export async function createEnquiry(
  db: Database,
  listingId: number,
  userId: string | null,
  form: z.output<typeof enquirySchema>,
): Promise<{ id: number }> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into enquiries (listing_id, user_id, name, phone, email, message)
    select ${listings.id}, ${userId}::text, ${form.name}::text, ${form.phone}::text, ${form.email ?? null}::text, ${form.message}::text
    from ${listings} where ${forBuyer(listingId, userId)}
    returning id`);
  const row = inserted.rows[0];
  if (!row) throw await buyerRefusal(db, listingId, "enquiry");
  const id = Number(row.id);
  // The seller dashboard counts enquiries from these events (the enquiry row says who sent it).
  await db.insert(events).values({ type: "enquiry", listingId, data: { enquiryId: id } });
  return { id };
}

export async function createBookingRequest(
  db: Database,
  listingId: number,
  price: number,
  userId: string | null,
  form: z.output<typeof bookingSchema>,
): Promise<{ id: number }> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into booking_requests (listing_id, user_id, name, phone, email, price_at_request)
    select ${listings.id}, ${userId}::text, ${form.name}::text, ${form.phone}::text, ${form.email ?? null}::text, ${price}::integer
    from ${listings} where ${forBuyer(listingId, userId)}
    returning id`);
  const row = inserted.rows[0];
  if (!row) throw await buyerRefusal(db, listingId, "booking");
  return { id: Number(row.id) };
}
