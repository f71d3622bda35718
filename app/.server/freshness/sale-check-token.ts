/**
 * The token in a "Still for sale?" mail's two links: the listing, the answer the link gives and
 * the mail's round (sale_checks.mailed_at, whole seconds), with an HMAC of them under the AUTH
 * secret. Whoever holds the mail can answer for that listing without signing in; nobody can
 * make a token for another listing or the other answer. The round makes an old mail's links
 * dead once a newer mail went out, and the links expire 14 days after their mail (a mail goes
 * unanswered for 7 days before the car leaves search; the seller may still say "Sold" later).
 * The MAC's own prefix keeps it apart from the unsubscribe tokens (alerts/unsubscribe-token.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SALE_CHECK_ANSWERS = ["still-for-sale", "sold"] as const;
export type SaleCheckAnswer = (typeof SALE_CHECK_ANSWERS)[number];

export const SALE_CHECK_LINK_DAYS = 14;
const LINK_MS = SALE_CHECK_LINK_DAYS * 86_400_000;
const PREFIX = "sale-check:";
const CODE: Record<SaleCheckAnswer, string> = { "still-for-sale": "y", sold: "s" };

export interface SaleCheckClaim {
  listingId: number;
  answer: SaleCheckAnswer;
  /** The mail's sale_checks.mailed_at, to the second. */
  round: Date;
}

export type SaleCheckTokenResult = { ok: true; claim: SaleCheckClaim } | { ok: false; reason: "invalid" | "expired" };

function mac(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${PREFIX}${payload}`).digest();
}

export function signSaleCheckToken(claim: SaleCheckClaim, secret: string): string {
  const payload = `${claim.listingId}.${CODE[claim.answer]}.${Math.floor(claim.round.getTime() / 1000)}`;
  return `${payload}.${mac(payload, secret).toString("base64url")}`;
}

/** What a genuine, unexpired token says; the round is still to be compared with the listing's current mail. */
export function verifySaleCheckToken(token: string | null | undefined, secret: string, now = new Date()): SaleCheckTokenResult {
  const match = /^([1-9]\d{0,9})\.([ys])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return { ok: false, reason: "invalid" };
  const [, id, code, seconds, given] = match;
  const expected = mac(`${id}.${code}.${seconds}`, secret);
  const buffer = Buffer.from(given, "base64url");
  if (buffer.length !== expected.length || !timingSafeEqual(buffer, expected)) return { ok: false, reason: "invalid" };
  const listingId = Number(id);
  if (listingId > 2_147_483_647) return { ok: false, reason: "invalid" };
  const round = new Date(Number(seconds) * 1000);
  if (now.getTime() - round.getTime() > LINK_MS) return { ok: false, reason: "expired" };
  return { ok: true, claim: { listingId, answer: code === "y" ? "still-for-sale" : "sold", round } };
}
