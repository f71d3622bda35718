/**
 * The token in a price-alert mail's unsubscribe link: the alert id and an HMAC of it under the
 * AUTH secret. Whoever holds the mail can stop that one alert without signing in; nobody can
 * make a token for another alert. A purpose prefix keeps these MACs apart from any other use
 * of the secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "price-alert-unsubscribe:";

function mac(alertId: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}${alertId}`).digest();
}

export function signUnsubscribeToken(alertId: number, secret: string): string {
  return `${alertId}.${mac(alertId, secret).toString("base64url")}`;
}

/** The alert id a genuine token names, else null (malformed, forged or signed with another secret). */
export function verifyUnsubscribeToken(token: string | null | undefined, secret: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const alertId = Number(match[1]);
  if (!Number.isSafeInteger(alertId) || alertId > 2_147_483_647) return null;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(alertId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
