/**
 * The seller dashboard's five key figures from real rows: the seller's listings (found by the
 * seller_id index) and the view and enquiry events on them (the (listing_id, type) index).
 * Inquiries are enquiry events plus chats with a message (chat-inquiries.ts), the chats found
 * by listing through conversations_listing_buyer_uq. Every count starts from the owner's
 * listings, so no query ever scans all events or all conversations.
 */
import { sql } from "drizzle-orm";
import type { SellerFigures } from "../../lib/selling/seller-figures";
import type { Database } from "../db/client";
import { chatInquiryCount } from "./chat-inquiries";

export type { SellerFigures };

const THIRTY_DAYS_MS = 30 * 86_400_000;

export async function getSellerFigures(db: Database, userId: string, now: Date = new Date()): Promise<SellerFigures> {
  const since = new Date(now.getTime() - THIRTY_DAYS_MS).toISOString();
  const [row] = await db
    .execute<Record<keyof SellerFigures, string | number>>(sql`
      WITH mine AS (SELECT id, status, sold_at, sale_price FROM listings WHERE seller_id = ${userId})
      SELECT
        (SELECT count(*) FROM mine WHERE status = 'active') AS "activeListings",
        (SELECT count(*) FROM mine WHERE status IN ('active', 'sold')) AS "listingsOnSale",
        (SELECT count(*) FROM mine WHERE status = 'sold') AS "sold",
        (SELECT coalesce(sum(sale_price), 0) FROM mine
          WHERE status = 'sold' AND sold_at > ${since}::timestamptz AND sold_at <= ${now.toISOString()}::timestamptz) AS "revenue30Days",
        (SELECT count(*) FROM mine m JOIN events e ON e.listing_id = m.id AND e.type = 'view') AS "totalViews",
        (SELECT count(*) FROM mine m JOIN events e ON e.listing_id = m.id AND e.type = 'enquiry')
          + (SELECT coalesce(sum(${chatInquiryCount(sql`m.id`)}), 0) FROM mine m) AS "inquiries"`)
    .then((r) => r.rows);
  return {
    activeListings: Number(row.activeListings),
    totalViews: Number(row.totalViews),
    inquiries: Number(row.inquiries),
    listingsOnSale: Number(row.listingsOnSale),
    sold: Number(row.sold),
    revenue30Days: Number(row.revenue30Days),
  };
}
