/**
 * Two-step registration (spec section 4): step 1 checks the form and sends a code to the
 * email and the phone; the account exists only after step 2 with the right code.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { registerSchema } from "~/lib/account-forms";
import type { Database } from "../db/client";
import { accounts, oneTimeCodes, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { sendMessage } from "../mail/transport";
import { getAuth } from "./auth";
import { CODE_MESSAGES, codeSentMessages } from "./code-messages";
import { checkCode, issueCode, reissueCode } from "./one-time-codes";

type RegisterInput = z.output<typeof registerSchema>;
type PendingRegistration = { name: string; phone: string; passwordHash: string };

export const DUPLICATE_EMAIL = "Email already registered";

export async function emailIsRegistered(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

async function sendCode(db: Database, code: string, email: string, phone: string): Promise<void> {
  const text = codeSentMessages(code, "register");
  await sendMessage(db, { channel: "email", recipient: email, subject: text.subject, body: text.email });
  await sendMessage(db, { channel: "sms", recipient: `+91${phone}`, body: text.sms });
}

export async function startRegistration(db: Database, input: RegisterInput): Promise<void> {
  if (await emailIsRegistered(db, input.email)) throw new AppError("conflict", DUPLICATE_EMAIL, [{ field: "email", message: DUPLICATE_EMAIL }]);
  const ctx = await (await getAuth()).$context;
  const pending: PendingRegistration = { name: input.fullName, phone: input.phone, passwordHash: await ctx.password.hash(input.password) };
  const code = await issueCode(db, "register", input.email, pending);
  await sendCode(db, code, input.email, input.phone);
}

export async function resendRegistrationCode(db: Database, email: string): Promise<void> {
  const [pending] = await db
    .select({ payload: oneTimeCodes.payload })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, "register"), eq(oneTimeCodes.email, email)));
  const code = pending ? await reissueCode(db, "register", email) : null;
  if (!code) throw new AppError("not_found", CODE_MESSAGES.missing);
  await sendCode(db, code, email, (pending.payload as PendingRegistration).phone);
}

/** Checks the code and creates the user with their password, together or not at all. */
export async function completeRegistration(db: Database, email: string, code: string): Promise<{ userId: string; name: string }> {
  // A wrong guess must still count, so the transaction commits and the failure is raised after.
  const outcome = await db.transaction(async (tx) => {
    const check = await checkCode(tx as unknown as Database, "register", email, code);
    if (!check.ok) return { ok: false as const, error: CODE_MESSAGES[check.reason] };
    const pending = check.payload as PendingRegistration;
    if (await emailIsRegistered(tx as unknown as Database, email)) return { ok: false as const, error: DUPLICATE_EMAIL };
    const userId = randomUUID();
    await tx.insert(users).values({ id: userId, name: pending.name, email, emailVerified: true, phone: pending.phone, role: "user" });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: pending.passwordHash });
    return { ok: true as const, userId, name: pending.name };
  });
  if (!outcome.ok) throw new AppError("bad_request", outcome.error, [{ field: "code", message: outcome.error }]);
  return { userId: outcome.userId, name: outcome.name };
}
