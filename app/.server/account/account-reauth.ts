/**
 * Proving it is really the account's owner before deleting it: the password again, or, for an
 * account without one (Google or Facebook sign-in), a six-digit code mailed to its address
 * (the one-time-code machinery: 10 minutes, 5 guesses). A stolen session alone cannot delete.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts } from "../db/schema";
import { AppError } from "../http/app-error";
import { getAuth } from "../auth/auth";
import { checkCode, issueCode, reissueCode } from "../auth/one-time-codes";
import { sendMessage } from "../mail/transport";

export const WRONG_PASSWORD = "Password is incorrect";
export const CODE_REFUSED: Record<"wrong" | "expired" | "exhausted" | "missing", string> = {
  wrong: "Invalid code. Please try again.",
  expired: "This code has expired. Please ask for a new one.",
  exhausted: "Too many wrong codes. Please ask for a new one.",
  missing: "Ask for a code first: we email it to you.",
};

/** The password hash of an email-and-password account; null for social sign-in only. */
async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}

export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  return (await passwordHashOf(db, userId)) !== null;
}

/** Mails a deletion code (a new one replaces any earlier; asking again too soon -> 429). */
export async function sendDeletionCode(db: Database, user: { email: string }): Promise<void> {
  const codes = (await reissueCode(db, "delete-account", user.email)) ?? (await issueCode(db, "delete-account", user.email, null));
  await sendMessage(db, {
    channel: "email",
    recipient: user.email,
    subject: "Your code to delete your CarSaathi account",
    body: [
      `Your code is ${codes.email}. Enter it on your profile to delete your CarSaathi account. It is valid for 10 minutes.`,
      "",
      "If you did not ask for this, do not share the code with anyone; your account stays as it is.",
    ].join("\n"),
  });
}

/** Throws a 400 on the field that is wrong; returns when the owner is proven. */
export async function confirmOwner(db: Database, user: { id: string; email: string }, proof: { password?: string; code?: string }): Promise<void> {
  const hash = await passwordHashOf(db, user.id);
  if (hash !== null) {
    const ctx = await (await getAuth()).$context;
    const ok = Boolean(proof.password) && (await ctx.password.verify({ hash, password: proof.password! }));
    if (!ok) throw new AppError("bad_request", WRONG_PASSWORD, [{ field: "password", message: WRONG_PASSWORD }]);
    return;
  }
  const check = await checkCode(db, "delete-account", user.email, { email: proof.code ?? "" });
  if (check.ok) return;
  const message = CODE_REFUSED[check.reason];
  throw new AppError("bad_request", message, [{ field: "code", message }]);
}
