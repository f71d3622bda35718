/**
 * What the saved-search mailers share: reading the matches due a mail with their search, owner
 * and car, and claiming them. A claim marks the rows mailed in the transaction that writes the
 * mail to the outbox (enqueueMessage), so a mail and its claim commit together, and the row
 * claimed by one process is no longer due for another (`mailed_at is null` is checked again by
 * the UPDATE). The mail is handed to the transport after the commit; a crash in between leaves
 * the mail in the outbox unsent rather than sending it twice. One mail's rows are claimed under
 * a try-lock on that search or user (another process moves on), so they are never split
 * between two mails. Matches of a paused search, or of an owner who turned these mails off, are
 * claimed without a mail: turning them back on does not bring a flood.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Vehicle } from "~/lib/vehicle";
import type { Database } from "../../db/client";
import { loadVehicles } from "../../listings/load-vehicles";
import { deliverQueued, enqueueMessage, type QueuedMessage } from "../../mail/transport";
import type { OutgoingMessage } from "../../mail/message";
import { getListingIndex } from "../../search";
import type { MailedCar } from "./saved-search-mail";
import type { Tx } from "./tx";

/** The first key of the mailers' two-key advisory locks (the second: the search id, or a hash of the user id). */
const MAIL_LOCK_NAMESPACE = 36_002;

export interface DueMatch {
  id: number;
  searchId: number;
  listingId: number;
  kind: "new" | "price_drop";
  /** Cars of the same run counted on this match (record-matches.ts). */
  more: number;
  matchedAt: Date;
  onSale: boolean;
  searchName: string;
  query: string;
  paused: boolean;
  userId: string;
  email: string;
  userName: string;
  mailsOn: boolean;
}

type DueRow = Record<keyof DueMatch, unknown>;

/** Due matches (not yet mailed) of the searches or users `where` picks, oldest first. */
export async function readDue(db: Database, where: SQL): Promise<DueMatch[]> {
  const { rows } = await db.execute<DueRow>(sql`
    select m.id, m.saved_search_id as "searchId", m.listing_id as "listingId", m.kind, m.more, m.matched_at as "matchedAt", l.status = 'active' as "onSale",
      s.name as "searchName", s.query, s.paused, s.user_id as "userId", u.email, u.name as "userName", u.saved_search_emails as "mailsOn"
    from saved_search_matches m
    join saved_searches s on s.id = m.saved_search_id
    join users u on u.id = s.user_id
    join listings l on l.id = m.listing_id
    where m.mailed_at is null and ${where}
    order by m.matched_at, m.id`);
  return rows.map((r) => ({
    ...(r as unknown as DueMatch),
    id: Number(r.id),
    searchId: Number(r.searchId),
    listingId: Number(r.listingId),
    more: Number(r.more),
    matchedAt: new Date(r.matchedAt as string | Date),
    onSale: Boolean(r.onSale),
    paused: Boolean(r.paused),
    mailsOn: Boolean(r.mailsOn),
  }));
}

/** Marks these matches mailed, those still due; returns the ids this transaction claimed. */
async function claim(tx: Tx, ids: readonly number[], now: Date): Promise<Set<number>> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update saved_search_matches set mailed_at = ${now.toISOString()}::timestamptz
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int) and mailed_at is null
    returning id`);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Claims `due` under the try-lock `lockKey` and writes the mail `compose` makes of the claimed
 * matches (null: none to send), both in one transaction; then hands the mail to its transport.
 * Returns whether a mail went out.
 */
export async function claimAndMail(
  db: Database,
  lockKey: SQL,
  due: readonly DueMatch[],
  now: Date,
  compose: (claimed: DueMatch[]) => OutgoingMessage | null,
): Promise<boolean> {
  const queued = await db.transaction(async (tx): Promise<QueuedMessage | null> => {
    const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${MAIL_LOCK_NAMESPACE}::int, ${lockKey}) as ok`);
    if (!locked.rows[0]?.ok) return null;
    const claimed = await claim(tx, due.map((m) => m.id), now);
    const message = claimed.size > 0 ? compose(due.filter((m) => claimed.has(m.id))) : null;
    return message ? enqueueMessage(tx, message) : null;
  });
  if (!queued) return false;
  await deliverQueued(db, queued);
  return true;
}

/** The cars of these matches still on sale, as the search shows them (photo or illustration, price, deal rating). */
export async function carsOf(db: Database, due: readonly DueMatch[]): Promise<Map<number, Vehicle>> {
  const ids = [...new Set(due.filter((m) => m.onSale).map((m) => m.listingId))];
  const vehicles = await loadVehicles(db, ids, await getListingIndex(db));
  return new Map(vehicles.map((v) => [Number(v.id), v]));
}

/** The matches a mail shows: those of searches mailed, with a car still on sale. */
export function mailedCars(matches: readonly DueMatch[], cars: Map<number, Vehicle>): MailedCar[] {
  return matches.flatMap((m) => {
    const vehicle = cars.get(m.listingId);
    return vehicle && m.onSale ? [{ vehicle, kind: m.kind }] : [];
  });
}

/** The cars these matches counted without a row of their own, those of matches whose car is still on sale. */
export function alsoMatched(matches: readonly DueMatch[], cars: Map<number, Vehicle>): number {
  return matches.reduce((sum, m) => sum + (m.onSale && cars.has(m.listingId) ? m.more : 0), 0);
}

/** Groups by a key, keeping order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
