/**
 * "Still for sale?" for private sellers' cars (issue 35): 30 days after a car was listed, or
 * after its seller last said "Yes, still for sale", the seller gets one mail (sale-check-mail.ts);
 * a mail unanswered for 7 days takes the car out of search (status 'expired'; My Listings shows
 * it with a way to put it back). Dealers and partner cars are not asked: partners keep their
 * cars fresh by sending them (expire-partner-listings.ts).
 *
 * Each mail is claimed before it is sent, as in messaging/unread-mail.ts: the sale_checks
 * upsert takes a listing only while it is still due, so of two processes exactly one gets it
 * back; a crash between claim and send loses that mail (the car then expires after 7 days and
 * the seller can relist it) rather than sending it twice. Candidates come through
 * listings_seller_idx (only listings with a seller), their checks by sale_checks' primary key.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { resolveAuthSecret } from "../auth/secret";
import { getEnv } from "../env";
import { publicOrigin } from "../http/public-origin";
import { sendMessage } from "../mail/transport";
import { underFreshnessLock } from "./job-lock";
import { saleCheckMessage, type SaleCheckMail } from "./sale-check-mail";
import type { FreshnessOptions } from "./expire-partner-listings";

export const SALE_CHECK_AFTER_DAYS = 30;
export const SALE_CHECK_ANSWER_DAYS = 7;
const DAY_MS = 86_400_000;

/** A round's mailed_at, to the whole second: the links carry it (sale-check-token.ts). */
export const roundOf = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Unanswered mails older than 7 days: their active cars become 'expired'. Returns how many. */
export async function expireUnansweredSaleChecks(db: Database, now = new Date(), options: FreshnessOptions = {}): Promise<number> {
  const { batchSize = 1_000, budgetMs = 20_000 } = options;
  const deadline = performance.now() + budgetMs;
  const cutoff = daysBefore(now, SALE_CHECK_ANSWER_DAYS);
  let expired = 0;
  for (;;) {
    const n = await underFreshnessLock(db, async (tx) => {
      const result = await tx.execute<{ n: number }>(sql`
        with due as (
          select l.id from sale_checks sc join listings l on l.id = sc.listing_id
          where sc.answer is null and sc.mailed_at < ${cutoff}::timestamptz and l.status = 'active'
          limit ${batchSize}),
        gone as (
          update listings l set status = 'expired', updated_at = ${now.toISOString()}::timestamptz from due
          where l.id = due.id and l.status = 'active' returning l.id)
        select count(*)::int as n from gone`);
      return Number(result.rows[0]?.n ?? 0);
    });
    if (n === null) break;
    expired += n;
    if (n < batchSize || performance.now() >= deadline) break;
  }
  return expired;
}

type ClaimedRow = { listing_id: number; title: string; year: number; email: string; name: string; listed_at: Date | string };

/** Claims up to `limit` cars due a mail, starting their round at `round`. */
async function claimDue(db: Database, now: Date, round: Date, limit: number): Promise<SaleCheckMail[] | null> {
  const cutoff = daysBefore(now, SALE_CHECK_AFTER_DAYS);
  return underFreshnessLock(db, async (tx) => {
    const result = await tx.execute<ClaimedRow>(sql`
      with due as (
        select l.id from listings l left join sale_checks sc on sc.listing_id = l.id
        where l.seller_id is not null and l.status = 'active' and l.seller_type = 'individual'
          and l.listed_at < ${cutoff}::timestamptz
          and (sc.listing_id is null or (sc.answer = 'still-for-sale' and sc.answered_at < ${cutoff}::timestamptz))
        order by l.id limit ${limit}),
      claimed as (
        insert into sale_checks (listing_id, mailed_at, answer, answered_at)
        select id, ${round.toISOString()}::timestamptz, null, null from due
        on conflict (listing_id) do update set mailed_at = excluded.mailed_at, answer = null, answered_at = null
          where sale_checks.answer = 'still-for-sale' and sale_checks.answered_at < ${cutoff}::timestamptz
        returning listing_id)
      select c.listing_id, l.title, l.year, u.email, u.name, l.listed_at
      from claimed c join listings l on l.id = c.listing_id join users u on u.id = l.seller_id`);
    return result.rows.map((r) => ({
      listingId: Number(r.listing_id),
      carName: `${r.year} ${r.title}`,
      email: r.email,
      sellerName: r.name,
      daysOnSale: Math.max(0, Math.floor((now.getTime() - new Date(r.listed_at).getTime()) / DAY_MS)),
      round,
    }));
  });
}

/**
 * Mails every car due a "Still for sale?" check, at most `maxMails` a run (the rest wait for
 * the next hour), in batches of `batchSize`. Returns how many mails went out.
 */
export async function mailSaleChecks(db: Database, now = new Date(), options: FreshnessOptions & { maxMails?: number } = {}): Promise<number> {
  const { batchSize = 500, budgetMs = 20_000, maxMails = 3_000 } = options;
  const deadline = performance.now() + budgetMs;
  const origin = publicOrigin();
  const secret = resolveAuthSecret(getEnv());
  const round = roundOf(now);
  let sent = 0;
  while (sent < maxMails) {
    const due = await claimDue(db, now, round, Math.min(batchSize, maxMails - sent));
    if (due === null) break;
    // Service mail about the seller's own listing, not marketing: sent whatever their mail settings.
    for (const mail of due) await sendMessage(db, saleCheckMessage(mail, origin, secret));
    sent += due.length;
    if (due.length < batchSize || performance.now() >= deadline) break;
  }
  return sent;
}
