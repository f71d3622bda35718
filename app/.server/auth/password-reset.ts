/**
 * Forgot password: a code by email, then a new password. The answer never says whether the
 * email has an account, and a successful reset ends every session of that user.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, sessions, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { sendMessage } from "../mail/transport";
import { getAuth } from "./auth";
import { CODE_MESSAGES, codeSentMessages } from "./code-messages";
import { checkCode, issueCode, reissueCode } from "./one-time-codes";

async function findCredentialUser(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, email));
  return row ?? null;
}

/** Sends a code when the email belongs to a password account; silently nothing otherwise. */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  if (!(await findCredentialUser(db, email))) return;
  let code: string;
  try {
    code = ((await reissueCode(db, "reset-password", email)) ?? (await issueCode(db, "reset-password", email, null))).email;
  } catch (error) {
    // Asked again too soon: the code already sent stays valid, and the answer stays the same.
    if (error instanceof AppError && error.code === "rate_limited") return;
    throw error;
  }
  const text = codeSentMessages(code, "reset-password");
  await sendMessage(db, { channel: "email", recipient: email, subject: text.subject, body: text.email });
}

/** Every failure reads the same, so a guesser cannot tell accounts from non-accounts. */
export async function resetPassword(db: Database, email: string, code: string, password: string): Promise<void> {
  const hash = await (await getAuth()).$context.then((ctx) => ctx.password.hash(password));
  const ok = await db.transaction(async (tx) => {
    const check = await checkCode(tx as unknown as Database, "reset-password", email, { email: code });
    if (!check.ok) return false;
    const user = await findCredentialUser(tx as unknown as Database, email);
    if (!user) return false;
    await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
  if (!ok) throw new AppError("bad_request", CODE_MESSAGES.wrong, [{ field: "code", message: CODE_MESSAGES.wrong }]);
}
