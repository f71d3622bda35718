/**
 * The token in a mail's unsubscribe link: what it stops (a price alert's id, a user's id) and
 * an HMAC of it under the AUTH secret. Whoever holds the mail can stop that one thing without
 * signing in; nobody can make a token for another. Each purpose has its own prefix inside the
 * MAC, so a token for alert 42 is no token for user "42", and these MACs stay apart from any
 * other use of the secret. The price-alert prefix is the original one: links already mailed
 * keep working.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "price-alert" | "message-emails";

const PURPOSES: Record<TokenPurpose, { prefix: string; subject: RegExp }> = {
  // A positive integer (the alert's serial id).
  "price-alert": { prefix: "price-alert-unsubscribe:", subject: /^[1-9]\d{0,9}$/ },
  // users.id: a UUID from better-auth, or a seed's readable id; never a '.'.
  "message-emails": { prefix: "message-emails-unsubscribe:", subject: /^[A-Za-z0-9_-]{1,64}$/ },
};

function mac(purpose: TokenPurpose, subject: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSES[purpose].prefix}${subject}`).digest();
}

export function signToken(purpose: TokenPurpose, subject: string, secret: string): string {
  if (!PURPOSES[purpose].subject.test(subject)) throw new Error(`Cannot sign a ${purpose} token for ${JSON.stringify(subject)}`);
  return `${subject}.${mac(purpose, subject, secret).toString("base64url")}`;
}

/** The subject a genuine token of this purpose names, else null (malformed, forged, another purpose or secret). */
export function verifyToken(purpose: TokenPurpose, token: string | null | undefined, secret: string): string | null {
  const match = /^([^.]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match || !PURPOSES[purpose].subject.test(match[1])) return null;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(purpose, match[1], secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}

export function signUnsubscribeToken(alertId: number, secret: string): string {
  return signToken("price-alert", String(alertId), secret);
}

/** The alert id a genuine price-alert token names, else null. */
export function verifyUnsubscribeToken(token: string | null | undefined, secret: string): number | null {
  const subject = verifyToken("price-alert", token, secret);
  if (subject === null) return null;
  const alertId = Number(subject);
  return alertId <= 2_147_483_647 ? alertId : null;
}
