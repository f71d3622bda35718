/**
 * Buyer-seller chat (decision 012): one conversation per buyer per listing, its messages (the
 * identity id is also the event id a reconnecting stream catches up from), and the reports
 * users file on a conversation for the admins.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { listings } from "./listings";
import { MAX_MESSAGE_CHARS } from "../../../lib/messaging/conversation";


export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    // Null once that participant deleted their account: the other keeps the chat (decision 026).
    buyerId: text("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: text("seller_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Null until the first message: the seller's list shows a conversation only from then. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** The last message id each side has seen: unread = later messages from the other side. */
    buyerLastReadId: bigint("buyer_last_read_id", { mode: "number" }).notNull().default(0),
    sellerLastReadId: bigint("seller_last_read_id", { mode: "number" }).notNull().default(0),
    /** The participant who blocked it; no one can send while set. */
    blockedBy: text("blocked_by").references(() => users.id, { onDelete: "set null" }),
    /** Contact details are hidden until their owner chooses to show them in this conversation. */
    buyerSharesPhone: boolean("buyer_shares_phone").notNull().default(false),
    buyerSharesEmail: boolean("buyer_shares_email").notNull().default(false),
    sellerSharesPhone: boolean("seller_shares_phone").notNull().default(false),
    sellerSharesEmail: boolean("seller_shares_email").notNull().default(false),
    /** The last message id each side was mailed about: one mail per unread stretch, not per message. */
    buyerMailedId: bigint("buyer_mailed_id", { mode: "number" }).notNull().default(0),
    sellerMailedId: bigint("seller_mailed_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("conversations_listing_buyer_uq").on(t.listingId, t.buyerId),
    index("conversations_buyer_recent_idx").on(t.buyerId, t.lastMessageAt.desc()),
    index("conversations_seller_recent_idx").on(t.sellerId, t.lastMessageAt.desc()),
    // The unread-mail job walks only the recent window of conversations.
    index("conversations_last_message_idx").on(t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    // Null only in a reported chat whose sender deleted their account: kept as evidence (decision 026).
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    /** Asks for money by UPI, a QR code or an advance (app/lib/messaging/payment-request.ts). */
    flaggedPayment: boolean("flagged_payment").notNull().default(false),
  },
  (t) => [
    // Reading a conversation, and catching up after an id, walk this index in order.
    index("messages_conversation_id_idx").on(t.conversationId, t.id),
    // An account's deletion sets its messages' sender to null: found without reading every message.
    index("messages_sender_idx").on(t.senderId).where(sql`sender_id is not null`),
    check("messages_body_length", sql`char_length(${t.body}) between 1 and ${sql.raw(String(MAX_MESSAGE_CHARS))}`),
  ],
);

export const conversationReports = pgTable(
  "conversation_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    // A report outlives its reporter's account (fraud prevention), without their id.
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    /** An admin's close of the report (/admin/reports), with an optional note for colleagues. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolutionNote: text("resolution_note"),
  },
  (t) => [
    index("conversation_reports_created_idx").on(t.createdAt),
    // The admins' two tabs: open reports newest first, resolved ones by when they were closed.
    index("conversation_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index("conversation_reports_resolved_idx").on(t.resolvedAt),
    // Reading a reported conversation checks it has a report.
    index("conversation_reports_conversation_idx").on(t.conversationId),
  ],
);
