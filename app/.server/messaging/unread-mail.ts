/**
 * Mail about chat messages left unread: when the newest message a participant has not read is
 * older than the quiet period, they get one mail for that unread stretch (however many
 * messages it holds), and no other until they have read the conversation. Unread for a side =
 * messages from the other side after that side's last-read id; `<side>_mailed_id` is the
 * newest message id it was mailed about, so "not mailed since they last read" is
 * `mailed_id <= last_read_id`. Not for a blocked conversation, nor a recipient who turned
 * message emails off (Settings or the mail's unsubscribe link). Run by the server's timer.
 *
 * Only conversations whose last message falls in a bounded window (older than the quiet
 * period, newer than WINDOW) are looked at, by a range scan of conversations_last_message_idx,
 * then each one's newest message by messages_conversation_id_idx: never all conversations or
 * all messages. A stretch that waited past the window is not mailed.
 *
 * Each mail is claimed before it is sent, as in deliver-price-alerts.ts: one UPDATE moves
 * `<side>_mailed_id` to the newest message id only if it still holds the value this run read,
 * so of two processes racing exactly one gets the row back and sends; a crash between claim and
 * send loses that mail rather than sending it twice.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { getEnv } from "../env";
import { logger } from "../logger";
import { resolveAuthSecret } from "../auth/secret";
import { publicOrigin } from "../http/public-origin";
import { signToken } from "../alerts/unsubscribe-token";
import { sendMessage } from "../mail/transport";
import { unreadMessageMail, type UnreadMail } from "./unread-mail-message";

/** How long the newest unread message waits before its mail: a reply in the chat comes first. */
export const UNREAD_MAIL_QUIET_MS = 10 * 60_000;

/** How far back a stretch may have started waiting and still be mailed (bounds the scan). */
export const UNREAD_MAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Mails claimed per round and side; rounds repeat until one comes back short. */
const BATCH = 200;

export interface UnreadMailOptions {
  /** Tests shorten it; the server uses UNREAD_MAIL_QUIET_MS. */
  quietMs?: number;
  windowMs?: number;
}

type Side = "buyer" | "seller";

/** The side's own columns (fixed names, never input). */
function columnsOf(side: Side) {
  const other: Side = side === "buyer" ? "seller" : "buyer";
  return {
    me: sql.raw(`c.${side}_id`),
    other: sql.raw(`c.${other}_id`),
    lastRead: sql.raw(`c.${side}_last_read_id`),
    mailed: sql.raw(`c.${side}_mailed_id`),
    mailedColumn: sql.raw(`${side}_mailed_id`),
  };
}

export function messageEmailsUnsubscribeUrl(origin: string, userId: string): string {
  const token = signToken("message-emails", userId, resolveAuthSecret(getEnv()));
  return `${origin}/messages/unsubscribe?token=${encodeURIComponent(token)}`;
}

type ClaimedRow = Omit<UnreadMail, "unread" | "conversationId"> & { conversationId: number | string; unread: number | string };

/** Claims up to BATCH stretches on one side that are due a mail. */
async function claimDue(db: Database, side: Side, quietMs: number, windowMs: number): Promise<UnreadMail[]> {
  const c = columnsOf(side);
  const quietCutoff = sql`now() - ${quietMs / 1000}::float8 * interval '1 second'`;
  const windowStart = sql`now() - ${windowMs / 1000}::float8 * interval '1 second'`;
  const result = await db.execute<ClaimedRow & Record<string, unknown>>(sql`
    WITH due AS (
      SELECT c.id, ${c.mailed} AS prev, lm.id AS newest_id, lm.body AS latest_body, lm.flagged_payment AS latest_flagged
      FROM conversations c
      CROSS JOIN LATERAL (
        SELECT m.id, m.sender_id, m.body, m.flagged_payment FROM messages m
        WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) lm
      JOIN users u ON u.id = ${c.me}
      WHERE c.last_message_at >= ${windowStart} AND c.last_message_at <= ${quietCutoff}
        AND c.blocked_by IS NULL AND ${c.mailed} <= ${c.lastRead}
        AND lm.id > ${c.lastRead} AND lm.sender_id <> ${c.me} AND u.message_emails
      ORDER BY c.last_message_at
      LIMIT ${BATCH}
    )
    UPDATE conversations c SET ${c.mailedColumn} = due.newest_id
    FROM due, users u, users o, listings l
    WHERE c.id = due.id AND ${c.mailed} = due.prev
      -- Checked again on the row as it is now: a block or a new message since the read wins.
      AND c.blocked_by IS NULL AND c.last_message_at <= ${quietCutoff}
      AND u.id = ${c.me} AND o.id = ${c.other} AND l.id = c.listing_id
    RETURNING c.id AS "conversationId", u.id AS "recipientId", u.email, u.name AS "userName", o.name AS "otherName",
      (l.year || ' ' || l.title) AS "carName", due.latest_body AS "latestBody", due.latest_flagged AS "latestFlagged",
      (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.id > ${c.lastRead} AND m.sender_id <> ${c.me}) AS unread`);
  return result.rows.map((r) => ({
    ...r,
    conversationId: Number(r.conversationId),
    unread: Number(r.unread),
    latestFlagged: Boolean(r.latestFlagged),
  }));
}

/** Sends every due unread-message mail; returns how many went out. */
export async function deliverUnreadMessageMail(db: Database, options: UnreadMailOptions = {}): Promise<number> {
  const quietMs = options.quietMs ?? UNREAD_MAIL_QUIET_MS;
  const windowMs = options.windowMs ?? UNREAD_MAIL_WINDOW_MS;
  const origin = publicOrigin();
  let sent = 0;
  for (const side of ["buyer", "seller"] as const) {
    for (;;) {
      const due = await claimDue(db, side, quietMs, windowMs);
      for (const mail of due) {
        const links = {
          // The buyer's and the seller's conversation page is the same URL.
          conversationUrl: `${origin}/messages/${mail.conversationId}`,
          unsubscribeUrl: messageEmailsUnsubscribeUrl(origin, mail.recipientId),
        };
        await sendMessage(db, unreadMessageMail(mail, links));
        sent++;
      }
      if (due.length < BATCH) break;
    }
  }
  if (sent > 0) logger.info({ sent }, "unread-message mails delivered");
  return sent;
}
