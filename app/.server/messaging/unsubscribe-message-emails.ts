/**
 * The unread-message mail's unsubscribe link: the signed token alone names the user (no
 * sign-in), so a forged or altered token matches no one. Looking is separate from stopping: a
 * GET (a mail scanner following links) must not turn anything off; the POST does.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { getEnv } from "../env";
import { resolveAuthSecret } from "../auth/secret";
import { verifyToken } from "../alerts/unsubscribe-token";
import { setEmailPreferences } from "../account/consents";

/** on: mails would still go (GET asks); off: already off, or no such user any more; stopped: this POST turned them off. */
export type MessageEmailsState = { state: "invalid" } | { state: "on" | "off" | "stopped" };

async function messageEmailsOf(db: Database, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ on: users.messageEmails }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.on : null;
}

const userIdOf = (token: string | null) => verifyToken("message-emails", token, resolveAuthSecret(getEnv()));

export async function describeMessageEmailsUnsubscribe(db: Database, token: string | null): Promise<MessageEmailsState> {
  const userId = userIdOf(token);
  if (userId === null) return { state: "invalid" };
  return { state: (await messageEmailsOf(db, userId)) ? "on" : "off" };
}

/** Turns the token's user's message emails off; a second click finds them off (not an error). */
export async function stopMessageEmails(db: Database, token: string | null): Promise<MessageEmailsState> {
  const userId = userIdOf(token);
  if (userId === null) return { state: "invalid" };
  if (!(await messageEmailsOf(db, userId))) return { state: "off" };
  await setEmailPreferences(db, userId, { messageEmails: false }, "unsubscribe");
  return { state: "stopped" };
}
