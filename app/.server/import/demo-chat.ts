/**
 * A demo chat, so a fresh start shows Messages working on both sides: the demo buyer asks the
 * demo dealer about one of the dealer's cars on sale, the dealer answers, and the buyer's last
 * question waits unread in the dealer's dashboard. Written once: nothing is added when the
 * demo buyer already has a conversation (their own, or this one from an earlier start).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { isPaymentRequest } from "../../lib/messaging/payment-request";
import { DEMO_DEALER_EMAIL, DEMO_USER_EMAIL } from "./demo-seller";

const HOUR_MS = 3_600_000;

/** Who writes what, and how many hours before `now`. */
const SCRIPT = [
  { from: "buyer", hoursAgo: 26, body: "Hello! Is this car still available? I'm in Pune and could come to see it this weekend." },
  { from: "dealer", hoursAgo: 25, body: "Yes, it is available. Saturday between 10 am and 6 pm suits us; the service records are with the car." },
  { from: "buyer", hoursAgo: 2, body: "Great. Saturday 11 am then. Is the price negotiable after the inspection?" },
] as const;

export async function ensureDemoChat(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const people = await tx.execute<{ email: string; id: string }>(sql`
      select email, id from users where email in (${DEMO_DEALER_EMAIL}, ${DEMO_USER_EMAIL})`);
    const idOf = (email: string) => people.rows.find((row) => row.email === email)?.id;
    const dealerId = idOf(DEMO_DEALER_EMAIL);
    const buyerId = idOf(DEMO_USER_EMAIL);
    if (!dealerId || !buyerId) return false;
    const existing = await tx.execute(sql`select 1 from conversations where buyer_id = ${buyerId} limit 1`);
    if (existing.rows.length > 0) return false;
    const car = await tx.execute<{ id: number }>(sql`
      select id from listings where seller_id = ${dealerId} and status = 'active' order by id limit 1`);
    const listingId = car.rows[0]?.id;
    if (listingId === undefined) return false;

    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
    const created = await tx.execute<{ id: number }>(sql`
      insert into conversations (listing_id, buyer_id, seller_id, created_at)
      values (${listingId}, ${buyerId}, ${dealerId}, ${at(SCRIPT[0].hoursAgo)}) returning id`);
    const conversationId = created.rows[0]!.id;
    const ids: Record<"buyer" | "dealer", number> = { buyer: 0, dealer: 0 };
    for (const line of SCRIPT) {
      const sender = line.from === "buyer" ? buyerId : dealerId;
      const inserted = await tx.execute<{ id: number | string }>(sql`
        insert into messages (conversation_id, sender_id, body, created_at, flagged_payment)
        values (${conversationId}, ${sender}, ${line.body}, ${at(line.hoursAgo)}, ${isPaymentRequest(line.body)}) returning id`);
      ids[line.from] = Number(inserted.rows[0]!.id);
    }
    // Each side has read what it wrote; the dealer has the buyer's last question to answer.
    await tx.execute(sql`update conversations set last_message_at = ${at(SCRIPT.at(-1)!.hoursAgo)},
      buyer_last_read_id = ${ids.buyer}, seller_last_read_id = ${ids.dealer} where id = ${conversationId}`);
    return true;
  });
}
