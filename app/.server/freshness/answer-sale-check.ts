/**
 * The answer behind a "Still for sale?" link (routes/listings/still-for-sale.tsx): the token
 * names the listing, the answer and the mail's round; it counts only for that listing's latest
 * mail (an older mail's links, or a round the seller closed by relisting, do nothing). "Yes"
 * keeps the car on sale for another 30 days (and puts back a car its unanswered mail took out
 * of search); "Sold" marks it sold now, sale price unknown, and it leaves search at once.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { resolveAuthSecret } from "../auth/secret";
import { getEnv } from "../env";
import { AppError } from "../http/app-error";
import { discardRevision } from "../selling/listing-revisions";
import { verifySaleCheckToken, type SaleCheckAnswer } from "./sale-check-token";

export const SALE_CHECK_MESSAGES = {
  invalid: "This link is not valid. Please use the link in your latest 'Still for sale?' mail, or manage your car from My Listings.",
  expired: "This link has expired. Please sign in and manage your car from My Listings.",
  otherRound: "This link is from an older 'Still for sale?' mail. Please use the latest mail, or manage your car from My Listings.",
  alreadySold: "This car is already marked as sold, so it cannot be put back on sale from this link.",
} as const;

export interface SaleCheckLink {
  listingId: number;
  answer: SaleCheckAnswer;
  carName: string;
  /** The listing's status now: 'active', 'expired' (out of search), 'sold'... */
  status: string;
}

type Row = { id: number; title: string; year: number; status: string; seller_id: string | null; round_s: number | string };

/** What a link will do, without doing it (the GET page): throws a 400 AppError for a bad, expired or old link. */
export async function readSaleCheckLink(db: Database, token: string | null, now = new Date()): Promise<SaleCheckLink & { sellerId: string | null }> {
  const verified = verifySaleCheckToken(token, resolveAuthSecret(getEnv()), now);
  if (!verified.ok) throw new AppError("bad_request", SALE_CHECK_MESSAGES[verified.reason]);
  const { listingId, answer, round } = verified.claim;
  const result = await db.execute<Row>(sql`
    select l.id, l.title, l.year, l.status, l.seller_id, floor(extract(epoch from sc.mailed_at))::bigint as round_s
    from sale_checks sc join listings l on l.id = sc.listing_id where sc.listing_id = ${listingId}`);
  const row = result.rows[0];
  if (!row || Number(row.round_s) !== round.getTime() / 1000) throw new AppError("bad_request", SALE_CHECK_MESSAGES.otherRound);
  return { listingId, answer, carName: `${row.year} ${row.title}`, status: row.status, sellerId: row.seller_id };
}

/** Records the link's answer (the POST); answering twice is harmless. Returns the link as it now stands. */
export async function answerSaleCheck(db: Database, token: string | null, now = new Date()): Promise<SaleCheckLink> {
  const link = await readSaleCheckLink(db, token, now);
  const at = now.toISOString();
  if (link.answer === "still-for-sale") {
    if (link.status === "sold") throw new AppError("conflict", SALE_CHECK_MESSAGES.alreadySold);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update sale_checks set answer = 'still-for-sale', answered_at = ${at}::timestamptz where listing_id = ${link.listingId}`);
      await tx.execute(sql`update listings set status = 'active', updated_at = ${at}::timestamptz
        where id = ${link.listingId} and status = 'expired'`);
    });
    return { ...link, status: link.status === "expired" ? "active" : link.status };
  }
  if (link.status === "sold") return link;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update sale_checks set answer = 'sold', answered_at = ${at}::timestamptz where listing_id = ${link.listingId}`);
    await tx.execute(sql`update listings set status = 'sold', sold_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where id = ${link.listingId} and status in ('active', 'expired')`);
  });
  // A change waiting for review has nothing left to change: a sold car is not edited.
  if (link.sellerId) await discardRevision(db, link.sellerId, link.listingId);
  return { ...link, status: "sold" };
}
