/**
 * Six-digit codes for registration and password reset: valid 10 minutes, at most 5 guesses
 * (each guess is counted before the comparison, so parallel guesses cannot exceed it), then
 * the code is dead until a new one is sent. Only an HMAC of the code is stored.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { CODE_LENGTH } from "~/lib/account-forms";
import type { Database } from "../db/client";
import { oneTimeCodes } from "../db/schema";
import { getEnv } from "../env";
import { AppError } from "../http/app-error";
import { resolveAuthSecret } from "./secret";

export type CodePurpose = "register" | "reset-password";

export const CODE_TTL_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
/** A new code at most every 30 s, and at most 5 sends per pending registration or reset. */
export const RESEND_COOLDOWN_SECONDS = 30;
export const MAX_SENDS = 5;

function hashCode(purpose: CodePurpose, email: string, code: string): string {
  return createHmac("sha256", resolveAuthSecret(getEnv())).update(`${purpose}:${email}:${code}`).digest("hex");
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

const expiry = (now: Date) => new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);

/** A fresh code for this purpose and email, replacing any earlier one (and its payload). */
export async function issueCode(
  db: Database,
  purpose: CodePurpose,
  email: string,
  payload: Record<string, unknown> | null,
  now = new Date(),
): Promise<string> {
  const code = newCode();
  const values = { codeHash: hashCode(purpose, email, code), payload, attempts: 0, sendCount: 1, lastSentAt: now, expiresAt: expiry(now) };
  await db
    .insert(oneTimeCodes)
    .values({ purpose, email, ...values })
    .onConflictDoUpdate({ target: [oneTimeCodes.purpose, oneTimeCodes.email], set: values });
  return code;
}

/**
 * 'Resend Code': a new code for a pending registration or reset, keeping its payload.
 * Null when there is nothing pending; 429 when asked again too soon or too often.
 */
export async function reissueCode(db: Database, purpose: CodePurpose, email: string, now = new Date()): Promise<string | null> {
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
  const code = newCode();
  await db
    .update(oneTimeCodes)
    .set({ codeHash: hashCode(purpose, email, code), attempts: 0, sendCount: row.sendCount + 1, lastSentAt: now, expiresAt: expiry(now) })
    .where(eq(oneTimeCodes.id, row.id));
  return code;
}

export type CodeCheck =
  | { ok: true; payload: Record<string, unknown> | null }
  | { ok: false; reason: "missing" | "expired" | "exhausted" | "wrong" };

/**
 * Checks a guess. A right code is consumed (deleted) inside the caller's transaction, so the
 * account it unlocks and the code's removal commit together.
 */
export async function checkCode(db: Database, purpose: CodePurpose, email: string, code: string, now = new Date()): Promise<CodeCheck> {
  const where = and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email));
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(where, sql`${oneTimeCodes.attempts} < ${MAX_ATTEMPTS}`, sql`${oneTimeCodes.expiresAt} > ${now.toISOString()}`))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, payload: oneTimeCodes.payload });
  if (!claimed) {
    const [row] = await db.select({ attempts: oneTimeCodes.attempts, expiresAt: oneTimeCodes.expiresAt }).from(oneTimeCodes).where(where);
    if (!row) return { ok: false, reason: "missing" };
    return { ok: false, reason: row.expiresAt <= now ? "expired" : "exhausted" };
  }
  const expected = Buffer.from(claimed.codeHash, "hex");
  const given = Buffer.from(hashCode(purpose, email, code), "hex");
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: "wrong" };
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, claimed.id));
  return { ok: true, payload: claimed.payload ?? null };
}
