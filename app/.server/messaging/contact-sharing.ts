/**
 * Contact details in a conversation: hidden until their owner chooses to show them to the
 * other participant (phone and email separately), and hidden again when they change their
 * mind. Scams start when a number leaks to someone the seller never chose to call.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { ChatRole, ContactSharing, SharedContact } from "../../lib/messaging/conversation";
import { getParticipantConversation } from "./conversations";

const shareColumns = (role: ChatRole) =>
  role === "buyer"
    ? { phone: sql.raw("buyer_shares_phone"), email: sql.raw("buyer_shares_email") }
    : { phone: sql.raw("seller_shares_phone"), email: sql.raw("seller_shares_email") };

export async function setContactSharing(db: Database, userId: string, id: number, sharing: ContactSharing): Promise<ContactSharing> {
  const conversation = await getParticipantConversation(db, userId, id);
  const columns = shareColumns(conversation.role);
  await db.execute(sql`update conversations set ${columns.phone} = ${sharing.phone}, ${columns.email} = ${sharing.email}
    where id = ${id} and (buyer_id = ${userId} or seller_id = ${userId})`);
  return sharing;
}

/** What each side of one conversation chose, and the other side's details where they chose to show them. */
export async function contactsFor(db: Database, userId: string, id: number): Promise<{ mine: ContactSharing; theirs: SharedContact }> {
  const result = await db.execute<{
    buyer_id: string | null; buyer_shares_phone: boolean; buyer_shares_email: boolean; seller_shares_phone: boolean; seller_shares_email: boolean;
    other_phone: string | null; other_email: string | null;
  }>(sql`
    select c.buyer_id, c.buyer_shares_phone, c.buyer_shares_email, c.seller_shares_phone, c.seller_shares_email,
      u.phone as other_phone, u.email as other_email
    from conversations c left join users u on u.id = case when c.buyer_id = ${userId} then c.seller_id else c.buyer_id end
    where c.id = ${id} and (c.buyer_id = ${userId} or c.seller_id = ${userId})`);
  const row = result.rows[0];
  if (!row) return { mine: { phone: false, email: false }, theirs: { phone: null, email: null } };
  const buyer = row.buyer_id === userId;
  const mine = buyer
    ? { phone: row.buyer_shares_phone, email: row.buyer_shares_email }
    : { phone: row.seller_shares_phone, email: row.seller_shares_email };
  const theirsShared = buyer
    ? { phone: row.seller_shares_phone, email: row.seller_shares_email }
    : { phone: row.buyer_shares_phone, email: row.buyer_shares_email };
  return {
    mine,
    theirs: { phone: theirsShared.phone ? row.other_phone : null, email: theirsShared.email ? row.other_email : null },
  };
}
