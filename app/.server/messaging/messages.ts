/**
 * Sending and reading messages. Text is plain (escaped on display), trimmed, 1 to 2,000
 * characters; sending is rate-limited per user and refused in a blocked conversation; a message
 * asking for money by UPI, a QR code or an advance is stored with its warning flag.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { checkRateLimit } from "../auth/rate-limit";
import { listingImageUrls, PHOTO_VERSIONS_COLUMN, type IllustratedListing } from "../listings/listing-images";
import { isPaymentRequest } from "../../lib/messaging/payment-request";
import { MAX_MESSAGE_CHARS, MESSAGE_PAGE_SIZE, type ChatMessage, type ConversationView } from "../../lib/messaging/conversation";
import { contactsFor } from "./contact-sharing";
import { DELETED_USER_NAME, getParticipantConversation } from "./conversations";
import type { MessagePublisher } from "./message-bus";


const PICTURE_WIDTH = 400;

export const OTHER_DELETED_MESSAGE = "This user has deleted their account: no messages can be sent";

/** The advisory lock key that orders message inserts (any constant no other lock uses). */
const MESSAGE_ORDER_LOCK = 16_001;

export interface Sender {
  id: string;
  ip: string;
}

type MessageRow = { id: number | string; conversation_id: number; sender_id: string | null; body: string; created_at: Date | string; flagged_payment: boolean };

const MESSAGE_COLUMNS = sql.raw("m.id, m.conversation_id, m.sender_id, m.body, m.created_at, m.flagged_payment");

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    senderId: row.sender_id,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    flaggedPayment: Boolean(row.flagged_payment),
  };
}

/** The participant's own last-read column. */
const readColumnOf = (role: "buyer" | "seller") => sql.raw(role === "buyer" ? "buyer_last_read_id" : "seller_last_read_id");

/** The text as it will be stored, or a 400 saying what is wrong with it. */
export function checkMessageText(text: string): string {
  const body = text.trim();
  if (body === "") throw new AppError("bad_request", "Type a message first", [{ field: "body", message: "is empty" }]);
  if ([...body].length > MAX_MESSAGE_CHARS) {
    throw new AppError("bad_request", `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-IN")} characters`, [
      { field: "body", message: `is longer than ${MAX_MESSAGE_CHARS} characters` },
    ]);
  }
  return body;
}

export async function sendMessage(db: Database, bus: MessagePublisher, sender: Sender, conversationId: number, text: string): Promise<ChatMessage> {
  const body = checkMessageText(text);
  const conversation = await getParticipantConversation(db, sender.id, conversationId);
  if (conversation.blockedBy) throw new AppError("forbidden", "This conversation is blocked: no messages can be sent");
  if (conversation.otherId === null) throw new AppError("forbidden", OTHER_DELETED_MESSAGE);
  await checkRateLimit(db, "chatMessage", { ip: sender.ip, account: sender.id });
  let afterCommit = () => {};
  const message = await db.transaction(async (tx) => {
    // One sender at a time, so message ids become visible in id order and the stream's
    // Last-Event-ID is an exact cursor (decision 012). The transaction is a few milliseconds.
    await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
    const inserted = await tx.execute<MessageRow>(sql`
      insert into messages as m (conversation_id, sender_id, body, flagged_payment)
      values (${conversation.id}, ${sender.id}, ${body}, ${isPaymentRequest(body)})
      returning ${MESSAGE_COLUMNS}`);
    const row = toMessage(inserted.rows[0]!);
    const readColumn = readColumnOf(conversation.role);
    // Writing is reading: the sender has seen everything up to their own message.
    await tx.execute(sql`update conversations set last_message_at = ${row.createdAt}, ${readColumn} = ${row.id}
      where id = ${conversation.id}`);
    const event = { conversationId: conversation.id, messageId: row.id, recipientIds: [conversation.buyerId, conversation.sellerId].filter((id): id is string => id !== null) };
    afterCommit = await bus.announce(tx, event);
    return row;
  });
  afterCommit();
  return message;
}

/**
 * One conversation and its messages for a participant, oldest first: the latest page on
 * opening, those after `afterId` (a client catching up), or the page before `beforeId` (scrolling
 * back). Marks what it returns as read.
 */
export async function readConversation(
  db: Database,
  userId: string,
  id: number,
  options: { afterId?: number; beforeId?: number } = {},
): Promise<ConversationView> {
  const conversation = await getParticipantConversation(db, userId, id);
  const before = options.beforeId === undefined ? sql`` : sql`and m.id < ${options.beforeId}`;
  const rows =
    options.afterId === undefined
      ? await db.execute<MessageRow>(sql`select * from (
          select ${MESSAGE_COLUMNS} from messages m where m.conversation_id = ${id} ${before}
          order by m.id desc limit ${MESSAGE_PAGE_SIZE}) m order by m.id`)
      : await db.execute<MessageRow>(sql`select ${MESSAGE_COLUMNS} from messages m
          where m.conversation_id = ${id} and m.id > ${options.afterId} order by m.id limit ${MESSAGE_PAGE_SIZE}`);
  const messages = rows.rows.map(toMessage);
  const lastId = messages.at(-1)?.id;
  if (lastId !== undefined) {
    const readColumn = readColumnOf(conversation.role);
    await db.execute(sql`update conversations set ${readColumn} = greatest(${readColumn}, ${lastId}) where id = ${id}`);
  }
  const details = await db.execute<IllustratedListing & { title: string; other_name: string }>(sql`
    select listings.id, listings.title, listings.make, listings.model, listings.year, listings.body_type,
      listings.exterior_color, ${PHOTO_VERSIONS_COLUMN}, coalesce(u.name, ${DELETED_USER_NAME}) as other_name
    from listings left join users u on u.id = ${conversation.otherId} where listings.id = ${conversation.listingId}`);
  const listing = details.rows[0]!;
  const contacts = await contactsFor(db, userId, id);
  return {
    conversation: {
      id: conversation.id,
      role: conversation.role,
      listingId: conversation.listingId,
      vehicleTitle: listing.title,
      pictureUrl: listingImageUrls(listing, PICTURE_WIDTH)[0]!,
      otherName: listing.other_name,
      blocked: conversation.blockedBy !== null,
      otherDeleted: conversation.otherId === null,
      blockedByMe: conversation.blockedBy === userId,
    },
    messages,
    contacts,
  };
}

/** A user's messages in any of their conversations after an event id, oldest first (stream catch-up). */
export async function messagesForUserAfter(db: Database, userId: string, afterId: number, limit = MESSAGE_PAGE_SIZE): Promise<ChatMessage[]> {
  const rows = await db.execute<MessageRow>(sql`
    select ${MESSAGE_COLUMNS} from messages m join conversations c on c.id = m.conversation_id
    where (c.buyer_id = ${userId} or c.seller_id = ${userId}) and m.id > ${afterId}
    order by m.id limit ${limit}`);
  return rows.rows.map(toMessage);
}

/** One message if the user takes part in its conversation (a live event turned into what the stream sends). */
export async function messageForUser(db: Database, userId: string, messageId: number): Promise<ChatMessage | null> {
  const rows = await db.execute<MessageRow>(sql`
    select ${MESSAGE_COLUMNS} from messages m join conversations c on c.id = m.conversation_id
    where m.id = ${messageId} and (c.buyer_id = ${userId} or c.seller_id = ${userId})`);
  return rows.rows[0] ? toMessage(rows.rows[0]) : null;
}
