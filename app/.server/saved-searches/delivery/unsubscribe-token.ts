/**
 * The token in a saved-search mail's unsubscribe link: the search's id and an HMAC of it under
 * the AUTH secret, as price alerts sign theirs (alerts/unsubscribe-token.ts), with a prefix of
 * its own inside the MAC so a token for alert 42 is no token for search 42. Whoever holds the
 * mail can pause that one search without signing in; nobody can make a token for another.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const PREFIX = "saved-search-unsubscribe:";
const ID = /^[1-9]\d{0,9}$/;

const mac = (id: string, secret: string) => createHmac("sha256", secret).update(`${PREFIX}${id}`).digest();

export function signSavedSearchToken(searchId: number, secret: string): string {
  const id = String(searchId);
  if (!ID.test(id)) throw new Error(`Cannot sign a saved-search token for ${JSON.stringify(id)}`);
  return `${id}.${mac(id, secret).toString("base64url")}`;
}

/** The search id a genuine token names, else null (malformed, altered, another purpose or secret). */
export function verifySavedSearchToken(token: string | null | undefined, secret: string): number | null {
  const match = /^([^.]{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match || !ID.test(match[1])) return null;
  // Compared as text: base64url's last character carries two spare bits, and a MAC must have one spelling.
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(mac(match[1], secret).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
