/**
 * What a buyer sends a seller from the details page: an enquiry (it becomes a conversation
 * once chat exists) or a booking request at the price shown. No payment is taken online.
 */
import type { z } from "zod";
import type { bookingSchema, enquirySchema } from "~/lib/details-form-schemas";
import type { Database } from "../db/client";
import { bookingRequests, enquiries, events } from "../db/schema";

export async function createEnquiry(
  db: Database,
  listingId: number,
  userId: string | null,
  form: z.output<typeof enquirySchema>,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(enquiries)
    .values({ listingId, userId, name: form.name, phone: form.phone, email: form.email, message: form.message })
    .returning({ id: enquiries.id });
  // The seller dashboard counts enquiries from these events (the enquiry row says who sent it).
  await db.insert(events).values({ type: "enquiry", listingId, data: { enquiryId: row.id } });
  return row;
}

export async function createBookingRequest(
  db: Database,
  listingId: number,
  price: number,
  userId: string | null,
  form: z.output<typeof bookingSchema>,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(bookingRequests)
    .values({ listingId, userId, name: form.name, phone: form.phone, email: form.email, priceAtRequest: price })
    .returning({ id: bookingRequests.id });
  return row;
}
