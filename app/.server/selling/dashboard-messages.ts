/**
 * What buyers sent a seller from the details pages: enquiries and booking requests on the
 * seller's listings, newest first. The owner is in every WHERE (through listings.seller_id),
 * so one seller never reads or changes another's. Live chat joins these later.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { notFound } from "../http/app-error";
import { listingImageUrls } from "../listings/listing-images";
import type { SellerMessage } from "../../lib/selling/seller-message";

export type { SellerMessage };

export const MESSAGES_PAGE_SIZE = 20;

type Row = {
  kind: "enquiry" | "booking";
  id: number;
  listing_id: number;
  title: string;
  make: string;
  model: string;
  year: number;
  body_type: string | null;
  exterior_color: string | null;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  price_at_request: number | null;
  created_at: string | Date;
  handled: boolean;
  total: string | number;
};

export async function listSellerMessages(
  db: Database,
  userId: string,
  page = 1,
): Promise<{ messages: SellerMessage[]; total: number; page: number; pageCount: number }> {
  const offset = (Math.max(1, page) - 1) * MESSAGES_PAGE_SIZE;
  const rows = await db
    .execute<Row>(sql`
      WITH mine AS (SELECT id, title, make, model, year, body_type, exterior_color FROM listings WHERE seller_id = ${userId}),
      sent AS (
        SELECT 'enquiry' AS kind, e.id, e.listing_id, e.name, e.phone, e.email, e.message,
               NULL::int AS price_at_request, e.created_at, e.handled_at IS NOT NULL AS handled
        FROM enquiries e JOIN mine m ON m.id = e.listing_id
        UNION ALL
        SELECT 'booking', b.id, b.listing_id, b.name, b.phone, b.email, NULL,
               b.price_at_request, b.created_at, b.status <> 'requested'
        FROM booking_requests b JOIN mine m ON m.id = b.listing_id)
      SELECT s.*, m.title, m.make, m.model, m.year, m.body_type, m.exterior_color, count(*) OVER () AS total
      FROM sent s JOIN mine m ON m.id = s.listing_id
      ORDER BY s.created_at DESC, s.kind, s.id DESC
      LIMIT ${MESSAGES_PAGE_SIZE} OFFSET ${offset}`)
    .then((r) => r.rows);
  const total = rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await countSellerMessages(db, userId);
  return {
    messages: rows.map(toMessage),
    total,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
  };
}

/** Only for a page past the end, where the window count has no row to ride on. */
async function countSellerMessages(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .execute<{ total: string }>(sql`
      SELECT (SELECT count(*) FROM enquiries WHERE listing_id IN (SELECT id FROM listings WHERE seller_id = ${userId}))
           + (SELECT count(*) FROM booking_requests WHERE listing_id IN (SELECT id FROM listings WHERE seller_id = ${userId})) AS total`)
    .then((r) => r.rows);
  return Number(row.total);
}

function toMessage(r: Row): SellerMessage {
  return {
    kind: r.kind,
    id: r.id,
    listingId: r.listing_id,
    listingTitle: r.title,
    // The row's id is the enquiry's or booking's; the picture is the car's.
    listingImage: listingImageUrls({ ...r, id: r.listing_id }, 400)[0],
    buyerName: r.name,
    phone: r.phone,
    email: r.email,
    message: r.message,
    priceAtRequest: r.price_at_request,
    sentAt: new Date(r.created_at).toISOString(),
    handled: r.handled,
  };
}

/** Marks an enquiry on one of the seller's own listings handled; anyone else's is "not found". */
export async function markEnquiryHandled(db: Database, userId: string, enquiryId: number, now: Date = new Date()): Promise<void> {
  const result = await db.execute(sql`
    UPDATE enquiries SET handled_at = coalesce(handled_at, ${now.toISOString()}::timestamptz)
    WHERE id = ${enquiryId} AND listing_id IN (SELECT id FROM listings WHERE seller_id = ${userId})
    RETURNING id`);
  if (result.rows.length === 0) throw notFound("No such enquiry on your listings");
}
