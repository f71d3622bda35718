/**
 * What the moderation page shows: pending listings oldest first (the partial index
 * listings_pending_idx holds only those, so the queue never reads the imported millions),
 * and recently decided ones (seller listings only, through listings_seller_idx).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImageUrls } from "../listings/listing-images";
import { VEHICLE_COLUMNS, type ListingRow } from "../listings/serialize-vehicle";
import { assessDeal } from "../pricing/deal-assessment";
import { listingCarFacts } from "../pricing/listing-facts";
import { getPriceEstimator } from "../pricing/model-store";
import type { PriceEstimator } from "../pricing/price-estimator";
import type { ModerationItem, ModerationPage } from "../../lib/admin/moderation";

export const MODERATION_PAGE_SIZE = 20;

export type QueueRow = ListingRow & {
  status: string;
  registration_number: string | null;
  platforms: string[];
  created_at: Date | string;
  rejection_reason: string | null;
  moderated_at: Date | string | null;
  moderator_name: string | null;
  seller_name: string | null;
  seller_email: string | null;
};

export const QUEUE_COLUMNS = sql`${VEHICLE_COLUMNS}, status, registration_number, platforms, created_at, rejection_reason, moderated_at,
  (select u.name from users u where u.id = listings.moderated_by) as moderator_name,
  (select u.name from users u where u.id = listings.seller_id) as seller_name,
  (select u.email from users u where u.id = listings.seller_id) as seller_email`;

export async function listPendingListings(db: Database, page: number): Promise<ModerationPage> {
  const offset = (page - 1) * MODERATION_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    db.execute<QueueRow>(
      sql`select ${QUEUE_COLUMNS} from listings where status = 'pending' order by created_at, id limit ${MODERATION_PAGE_SIZE} offset ${offset}`,
    ),
    countPendingListings(db),
  ]);
  return toPage(db, rows.rows, total, page);
}

/** How many listings wait (counted on the partial index). */
export async function countPendingListings(db: Database): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`select count(*) as n from listings where status = 'pending'`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Everything an admin has to look at: new listings and changes to live ones (the menu's badge). */
export async function countModerationWork(db: Database): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select (select count(*) from listings where status = 'pending') + (select count(*) from listing_revisions where status = 'pending') as n`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The latest decisions, newest first, for a second look (or to find what a colleague did). */
export async function listRecentlyModerated(db: Database, page: number): Promise<ModerationPage> {
  const offset = (page - 1) * MODERATION_PAGE_SIZE;
  const decided = sql`seller_id is not null and moderated_at is not null`;
  const [rows, total] = await Promise.all([
    db.execute<QueueRow>(
      sql`select ${QUEUE_COLUMNS} from listings where ${decided} order by moderated_at desc, id desc limit ${MODERATION_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute<{ n: number | string }>(sql`select count(*) as n from listings where ${decided}`),
  ]);
  return toPage(db, rows.rows, Number(total.rows[0]?.n ?? 0), page);
}

export async function toPage(db: Database, rows: QueueRow[], total: number, page: number): Promise<ModerationPage> {
  // Admins can wait for the first model load; a shopper's page never does (peekPriceEstimator).
  const estimator = await getPriceEstimator(db);
  return { items: rows.map((row) => toItem(row, estimator)), total, page, pageCount: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toItem(row: QueueRow, estimator: PriceEstimator | null): ModerationItem {
  const deal = assessDeal(estimator, listingCarFacts(row), row.price, row.is_new);
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    year: row.year,
    km: row.km,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    location: row.state ? `${row.city}, ${row.state}` : row.city,
    image: listingImageUrls(row, 400)[0] ?? null,
    description: row.description,
    features: row.features ?? [],
    platforms: row.platforms,
    registrationNumber: row.registration_number,
    status: row.status,
    sellerName: row.seller_name ?? row.dealer_name,
    sellerEmail: row.seller_email,
    sellerType: row.seller_type,
    submittedAt: iso(row.created_at),
    moderatedAt: row.moderated_at ? iso(row.moderated_at) : null,
    moderatorName: row.moderator_name,
    rejectionReason: row.rejection_reason,
    deal: { rating: deal.rating, estimate: deal.estimate, reason: deal.reason },
  };
}
