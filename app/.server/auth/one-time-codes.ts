/**
 * Six-digit codes for registration and password reset: valid 10 minutes, at most 5 guesses
 * (each guess is counted before the comparison, so parallel guesses cannot exceed it), then
 * the code is dead until a new one is sent. Only an HMAC of the code is stored.
 *
 * A registration has two independent codes, one for the email and one for the phone (SMS),
 * in one row: they share the expiry and the guess counter (a guess is the pair), are sent
 * and re-sent together, and only both right consume the row. A reset has the email code only.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { CODE_LENGTH } from "~/lib/account-form-limits";
import type { Database } from "../db/client";
import { oneTimeCodes } from "../db/schema";
import { getEnv } from "../env";
import { AppError } from "../http/app-error";
import { resolveAuthSecret } from "./secret";

/** delete-account: the re-authentication of an account without a password (account/account-reauth.ts). */
export type CodePurpose = "register" | "reset-password" | "delete-account";

export const CODE_TTL_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
/** A new code at most every 30 s, and at most 5 sends per pending registration or reset. */
export const RESEND_COOLDOWN_SECONDS = 30;
export const MAX_SENDS = 5;

/** Where a code is sent, and so what it proves. */
export type CodeChannel = "email" | "sms";

/** Registration proves the email and the phone it stores; a reset proves the email only. */
const SMS_CODE: Record<CodePurpose, boolean> = { register: true, "reset-password": false, "delete-account": false };

/** The codes just issued, in clear, for the caller to send; `sms` only for a registration. */
export interface IssuedCodes {
  email: string;
  sms: string | null;
}

/** The codes a user typed; `sms` is required (and checked) only for a registration. */
export interface CodeGuess {
  email: string;
  sms?: string;
}

function hashCode(purpose: CodePurpose, channel: CodeChannel, email: string, code: string): string {
  // The email code keeps its old input; the SMS code has its own, so neither hash fits the other field.
  const input = channel === "email" ? `${purpose}:${email}:${code}` : `${purpose}:sms:${email}:${code}`;
  return createHmac("sha256", resolveAuthSecret(getEnv())).update(input).digest("hex");
}

/** Fresh codes for this purpose, and the hashes stored for them. */
function newCodes(purpose: CodePurpose, email: string): { codes: IssuedCodes; codeHash: string; secondaryCodeHash: string | null } {
  const codes = { email: newCode(), sms: SMS_CODE[purpose] ? newCode() : null };
  return {
    codes,
    codeHash: hashCode(purpose, "email", email, codes.email),
    secondaryCodeHash: codes.sms === null ? null : hashCode(purpose, "sms", email, codes.sms),
  };
}

function sameHash(expectedHex: string | null, given: string): boolean {
  if (expectedHex === null) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(given, "hex"));
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

const expiry = (now: Date) => new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);

/** Fresh codes for this purpose and email, replacing any earlier ones (and their payload). */
export async function issueCode(
  db: Database,
  purpose: CodePurpose,
  email: string,
  payload: Record<string, unknown> | null,
  now = new Date(),
): Promise<IssuedCodes> {
  const { codes, codeHash, secondaryCodeHash } = newCodes(purpose, email);
  const values = { codeHash, secondaryCodeHash, payload, attempts: 0, sendCount: 1, lastSentAt: now, expiresAt: expiry(now) };
  await db
    .insert(oneTimeCodes)
    .values({ purpose, email, ...values })
    .onConflictDoUpdate({ target: [oneTimeCodes.purpose, oneTimeCodes.email], set: values });
  return codes;
}

/**
 * 'Resend Code': new codes (both, for a registration) for a pending registration or reset,
 * keeping its payload.
 * Null when there is nothing pending; 429 when asked again too soon or too often.
 */
export async function reissueCode(db: Database, purpose: CodePurpose, email: string, now = new Date()): Promise<IssuedCodes | null> {
  const [row] = await db
    .select({ id: oneTimeCodes.id, sendCount: oneTimeCodes.sendCount, lastSentAt: oneTimeCodes.lastSentAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email)));
  if (!row) return null;
  const waited = (now.getTime() - row.lastSentAt.getTime()) / 1000;
  if (waited < RESEND_COOLDOWN_SECONDS || row.sendCount >= MAX_SENDS) {
    const retryAfter = row.sendCount >= MAX_SENDS ? CODE_TTL_MINUTES * 60 : Math.ceil(RESEND_COOLDOWN_SECONDS - waited);
    const message =
      row.sendCount >= MAX_SENDS
        ? "Too many codes sent. Please try again later."
        : `Please wait ${retryAfter} seconds before asking for a new code.`;
    throw new AppError("rate_limited", message, undefined, { "Retry-After": String(retryAfter) });
  }
  const { codes, codeHash, secondaryCodeHash } = newCodes(purpose, email);
  await db
    .update(oneTimeCodes)
    .set({ codeHash, secondaryCodeHash, attempts: 0, sendCount: row.sendCount + 1, lastSentAt: now, expiresAt: expiry(now) })
    .where(eq(oneTimeCodes.id, row.id));
  return codes;
}

export type CodeCheck =
  | { ok: true; payload: Record<string, unknown> | null }
  | { ok: false; reason: "missing" | "expired" | "exhausted" }
  | { ok: false; reason: "wrong"; wrong: CodeChannel[] };

/**
 * Checks a guess (both codes of a registration count as one guess). Right codes are consumed
 * (deleted) inside the caller's transaction, so the account they unlock and the codes' removal
 * commit together. A wrong answer says which of the codes were wrong.
 */
export async function checkCode(db: Database, purpose: CodePurpose, email: string, guess: CodeGuess, now = new Date()): Promise<CodeCheck> {
  const where = and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email));
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(where, sql`${oneTimeCodes.attempts} < ${MAX_ATTEMPTS}`, sql`${oneTimeCodes.expiresAt} > ${now.toISOString()}`))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, secondaryCodeHash: oneTimeCodes.secondaryCodeHash, payload: oneTimeCodes.payload });
  if (!claimed) {
    const [row] = await db.select({ attempts: oneTimeCodes.attempts, expiresAt: oneTimeCodes.expiresAt }).from(oneTimeCodes).where(where);
    if (!row) return { ok: false, reason: "missing" };
    return { ok: false, reason: row.expiresAt <= now ? "expired" : "exhausted" };
  }
  // Both comparisons always run. A registration row without an SMS hash (pending from before
  // the two codes) can never be opened: 'Resend Code' gives it both.
  const wrong: CodeChannel[] = [];
  if (!sameHash(claimed.codeHash, hashCode(purpose, "email", email, guess.email))) wrong.push("email");
  if (SMS_CODE[purpose] && !sameHash(claimed.secondaryCodeHash, hashCode(purpose, "sms", email, guess.sms ?? ""))) wrong.push("sms");
  if (wrong.length) return { ok: false, reason: "wrong", wrong };
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, claimed.id));
  return { ok: true, payload: claimed.payload ?? null };
}
