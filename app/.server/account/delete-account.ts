/**
 * Deleting an account on its owner's request (DPDP Act 2023, decision 026). What goes: the
 * account and its sign-ins and sessions (signed out everywhere), profile, saved cars, recent
 * searches, saved searches with the cars found for them, price alerts, consents, dealer profile, blog stories with their photos, sell
 * requests, pending codes and mails; the user's listings are deleted the way a seller deletes
 * one (deleteSellerListing: photo files gone, the search index drops them); the user's own chat
 * messages. What stays, without the person: the other side's chat messages (shown with
 * "Deleted user"), the user's messages only in chats someone reported (fraud evidence), reports
 * they filed, enquiries and booking requests already sent to a seller and new-car best-offer
 * requests already seen by dealers (name, phone and email removed, consent withdrawn), analytics events (user id removed) and admins' moderation decisions.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  blogSubmissions,
  bookingRequests,
  enquiries,
  events,
  listings,
  newCarLeads,
  oneTimeCodes,
  outbox,
  sellLeads,
  users,
  verifications,
} from "../db/schema";
import { logAudit } from "../auth/audit";
import { blogStoryFolder } from "../content/blog-submissions";
import { sendMessage } from "../mail/transport";
import { DELETED_USER_NAME } from "../messaging/conversations";
import { deleteSellerListing } from "../selling/seller-listings";
import type { PhotoStorage } from "../uploads/photo-storage";

export interface DeletedAccount {
  listingsRemoved: number;
}

/** The account `userId` and what hangs on it (see above); then a confirmation mail to its address. */
export async function deleteAccount(db: Database, storage: PhotoStorage, who: { userId: string; ip: string }, now = new Date()): Promise<DeletedAccount> {
  const { userId } = who;
  const [user] = await db.select({ email: users.email, name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user) return { listingsRemoved: 0 };

  // Listings first, one by one through the seller's own delete: the row trigger tells the search
  // index, and the photo files go with each.
  const owned = await db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, userId));
  for (const { id } of owned) await deleteSellerListing(db, storage, userId, id);

  const stories = await db.select({ id: blogSubmissions.id }).from(blogSubmissions).where(eq(blogSubmissions.userId, userId));

  await db.transaction(async (tx) => {
    // Their messages go, except in a chat someone reported: there they stay (sender null) for the admins.
    await tx.execute(sql`
      delete from messages m where m.sender_id = ${userId}
        and not exists (select 1 from conversation_reports r where r.conversation_id = m.conversation_id)`);
    const anonymous = { name: DELETED_USER_NAME, phone: "", email: null };
    await tx.update(enquiries).set(anonymous).where(eq(enquiries.userId, userId));
    await tx.update(bookingRequests).set(anonymous).where(eq(bookingRequests.userId, userId));
    // Dealers keep the request (their count of demand), not the person; user_id goes null below.
    await tx.update(newCarLeads).set({ ...anonymous, sharePhone: false, consentedAt: null }).where(eq(newCarLeads.userId, userId));
    await tx.delete(sellLeads).where(eq(sellLeads.userId, userId));
    await tx.update(events).set({ userId: null }).where(eq(events.userId, userId));
    if (stories.length) await tx.delete(blogSubmissions).where(inArray(blogSubmissions.id, stories.map((s) => s.id)));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
    await tx.delete(verifications).where(eq(verifications.identifier, user.email));
    const recipients = user.phone ? [user.email, `+91${user.phone}`] : [user.email];
    await tx.delete(outbox).where(inArray(outbox.recipient, recipients));
    // Cascades: sessions, sign-in accounts, saved cars, recent searches, saved searches (and their
    // matches), price alerts, consents, dealer profile. Set null: their side of each chat, reports they filed, enquiries, bookings.
    await tx.delete(users).where(eq(users.id, userId));
    // A chat both of whose people have left is no one's, unless it is reported.
    await tx.execute(sql`
      delete from conversations c where c.buyer_id is null and c.seller_id is null
        and not exists (select 1 from conversation_reports r where r.conversation_id = c.id)`);
  });

  for (const { id } of stories) await storage.removeAll(blogStoryFolder(id));
  await sendMessage(db, deletionConfirmation(user.name, user.email, now));
  logAudit("account_deleted", who, { listingsRemoved: owned.length, blogStoriesRemoved: stories.length });
  return { listingsRemoved: owned.length };
}

function deletionConfirmation(name: string, email: string, now: Date) {
  const date = now.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  return {
    channel: "email" as const,
    recipient: email,
    subject: "Your CarSaathi account has been deleted",
    body: [
      `Hello ${name},`,
      "",
      `As you asked on ${date}, we have deleted your CarSaathi account (${email}): your profile, sign-ins, saved cars,`,
      "recent searches, saved searches, price alerts, email choices, your car listings and their photos, your blog stories and your chat messages.",
      "",
      "What we keep, without your name or contact details: the other person's side of your chats, reports and",
      "enquiries, booking requests or best-offer requests you had already sent, and anonymous usage statistics.",
      "",
      "You can register again with this email at any time. If you did not ask for this, contact us through the Contact page.",
    ].join("\n"),
  };
}
