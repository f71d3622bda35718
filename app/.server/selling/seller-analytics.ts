/**
 * A dealer's analytics over a range: views, inquiries and sales per day (or month), zero-filled,
 * and the spec's Analytics item for each listing. Events are read through the seller's
 * listings and the events (listing_id, type) index, limited to the range; never all events.
 * Inquiries are enquiry events plus chats, each at its first message (chat-inquiries.ts).
 */
import { sql } from "drizzle-orm";
import { chatInquiriesBetween } from "./chat-inquiries";
import { rangeBuckets, zeroFilled, type AnalyticsRange } from "../../lib/selling/analytics-range";
import type { AnalyticsListing, AnalyticsSeries, SellerAnalytics } from "../../lib/selling/seller-analytics";
import type { Database } from "../db/client";

export type { SellerAnalytics };

/** The table shows the newest listings; a dealer with more sees a note saying so. */
export const ANALYTICS_TABLE_LIMIT = 100;

const IST = "Asia/Kolkata";

export async function getSellerAnalytics(db: Database, userId: string, range: AnalyticsRange, now: Date = new Date()): Promise<SellerAnalytics> {
  const { unit, start, keys } = rangeBuckets(range, now);
  const format = unit === "day" ? "YYYY-MM-DD" : "YYYY-MM";
  const [from, to] = [start.toISOString(), now.toISOString()];

  const eventRows = await db
    .execute<{ type: string; bucket: string; n: string }>(sql`
      SELECT e.type, to_char(e.occurred_at AT TIME ZONE ${IST}, ${format}) AS bucket, count(*) AS n
      FROM listings l JOIN events e ON e.listing_id = l.id AND e.type IN ('view', 'enquiry')
      WHERE l.seller_id = ${userId} AND e.occurred_at >= ${from}::timestamptz AND e.occurred_at <= ${to}::timestamptz
      GROUP BY 1, 2
      UNION ALL
      SELECT 'chat', to_char(chat.at AT TIME ZONE ${IST}, ${format}), count(*)
      FROM listings l CROSS JOIN LATERAL ${chatInquiriesBetween(sql`l.id`, from, to)} chat
      WHERE l.seller_id = ${userId}
      GROUP BY 1, 2`)
    .then((r) => r.rows);
  const saleRows = await db
    .execute<{ bucket: string; n: string; revenue: string }>(sql`
      SELECT to_char(sold_at AT TIME ZONE ${IST}, ${format}) AS bucket, count(*) AS n, coalesce(sum(sale_price), 0) AS revenue
      FROM listings
      WHERE seller_id = ${userId} AND status = 'sold' AND sold_at >= ${from}::timestamptz AND sold_at <= ${to}::timestamptz
      GROUP BY 1`)
    .then((r) => r.rows);

  const countsOf = (...types: string[]) => {
    const counts = new Map<string, number>();
    for (const r of eventRows) if (types.includes(r.type)) counts.set(r.bucket, (counts.get(r.bucket) ?? 0) + Number(r.n));
    return counts;
  };
  const series: AnalyticsSeries = {
    keys,
    views: zeroFilled(keys, countsOf("view")),
    inquiries: zeroFilled(keys, countsOf("enquiry", "chat")),
    sales: zeroFilled(keys, new Map(saleRows.map((r) => [r.bucket, Number(r.n)]))),
    revenue: zeroFilled(keys, new Map(saleRows.map((r) => [r.bucket, Number(r.revenue)]))),
  };
  const { listings, listingCount } = await listingFigures(db, userId, from, to);
  return { range, unit, series, listings, listingCount };
}

async function listingFigures(db: Database, userId: string, from: string, to: string) {
  const rows = await db
    .execute<{
      id: number; title: string; make: string; model: string; price: number; status: string;
      views: string; inquiries: string; listed_at: string | Date; sold_at: string | Date | null; sale_price: number | null; total: string;
    }>(sql`
      SELECT l.id, l.title, l.make, l.model, l.price, l.status, l.listed_at, l.sold_at, l.sale_price,
        (SELECT count(*) FROM events e WHERE e.listing_id = l.id AND e.type = 'view'
           AND e.occurred_at >= ${from}::timestamptz AND e.occurred_at <= ${to}::timestamptz) AS views,
        (SELECT count(*) FROM events e WHERE e.listing_id = l.id AND e.type = 'enquiry'
           AND e.occurred_at >= ${from}::timestamptz AND e.occurred_at <= ${to}::timestamptz)
          + (SELECT count(*) FROM ${chatInquiriesBetween(sql`l.id`, from, to)} chat) AS inquiries,
        count(*) OVER () AS total
      FROM listings l WHERE l.seller_id = ${userId}
      ORDER BY l.listed_at DESC, l.id DESC
      LIMIT ${ANALYTICS_TABLE_LIMIT}`)
    .then((r) => r.rows);
  return {
    listingCount: rows.length > 0 ? Number(rows[0].total) : 0,
    listings: rows.map(
      (r): AnalyticsListing => ({
        id: r.id,
        title: r.title,
        brand: r.make,
        model: r.model,
        price: r.price,
        status: r.status,
        views: Number(r.views),
        inquiries: Number(r.inquiries),
        listingDate: new Date(r.listed_at).toISOString(),
        saleDate: r.sold_at ? new Date(r.sold_at).toISOString() : null,
        salePrice: r.sale_price,
      }),
    ),
  };
}
