/**
 * Two-step registration (spec section 4): step 1 checks the form and sends one code to the
 * email and another to the phone; the account exists only after step 2 with both codes.
 *
 * Why two codes: the original sent the same code to the email and by SMS to whatever phone the
 * form held, and accepted it alone, so whoever owned that phone could claim any email address
 * (register the victim's email with their own phone, read the SMS) and lock its real owner
 * out with 'Email already registered'. This is the honest version: the email code proves the
 * address, the account's identity; the SMS code proves the phone we store. Both are checked
 * as one guess (shared expiry and attempt count) in the transaction that creates the user.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { registerSchema } from "~/lib/account-forms";
import type { Database } from "../db/client";
import { accounts, oneTimeCodes, users } from "../db/schema";
import { recordRegistrationConsent } from "../account/consents";
import { AppError } from "../http/app-error";
import { sendMessage } from "../mail/transport";
import { getAuth } from "./auth";
import { CODE_MESSAGES, codeSentMessages } from "./code-messages";
import { checkCode, issueCode, reissueCode, type CodeChannel, type IssuedCodes } from "./one-time-codes";

type RegisterInput = z.output<typeof registerSchema>;
/** alertEmails: the opt-in ticked on the form (absent in codes pending from before it existed: off). */
type PendingRegistration = { name: string; phone: string; passwordHash: string; alertEmails?: boolean };

export const DUPLICATE_EMAIL = "Email already registered";

export async function emailIsRegistered(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** The form's field for each code, where a wrong one is reported. */
export const CODE_FIELDS: Record<CodeChannel, "emailCode" | "smsCode"> = { email: "emailCode", sms: "smsCode" };

/** Each code goes only to its own channel. */
async function sendCodes(db: Database, codes: IssuedCodes, email: string, phone: string): Promise<void> {
  if (codes.sms === null) throw new Error("a registration needs an SMS code");
  const forEmail = codeSentMessages(codes.email, "register");
  const forSms = codeSentMessages(codes.sms, "register");
  await sendMessage(db, { channel: "email", recipient: email, subject: forEmail.subject, body: forEmail.email });
  await sendMessage(db, { channel: "sms", recipient: `+91${phone}`, body: forSms.sms });
}

export async function startRegistration(db: Database, input: RegisterInput): Promise<void> {
  if (await emailIsRegistered(db, input.email)) throw new AppError("conflict", DUPLICATE_EMAIL, [{ field: "email", message: DUPLICATE_EMAIL }]);
  const ctx = await (await getAuth()).$context;
  const pending: PendingRegistration = {
    name: input.fullName,
    phone: input.phone,
    passwordHash: await ctx.password.hash(input.password),
    alertEmails: input.alertEmails,
  };
  const codes = await issueCode(db, "register", input.email, pending);
  await sendCodes(db, codes, input.email, input.phone);
}

export async function resendRegistrationCode(db: Database, email: string): Promise<void> {
  const [pending] = await db
    .select({ payload: oneTimeCodes.payload })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, "register"), eq(oneTimeCodes.email, email)));
  const codes = pending ? await reissueCode(db, "register", email) : null;
  if (!codes) throw new AppError("not_found", CODE_MESSAGES.missing);
  await sendCodes(db, codes, email, (pending.payload as PendingRegistration).phone);
}

type Refusal = { ok: false; error: string; fields: ("emailCode" | "smsCode")[] };

/**
 * Checks both codes and creates the user with their password, together or not at all. A wrong
 * code is reported on its own field; an expired, used-up or missing one for the whole form.
 */
export async function completeRegistration(
  db: Database,
  email: string,
  codes: { emailCode: string; smsCode: string },
): Promise<{ userId: string; name: string }> {
  // A wrong guess must still count, so the transaction commits and the failure is raised after.
  const outcome = await db.transaction(async (tx): Promise<Refusal | { ok: true; userId: string; name: string }> => {
    const check = await checkCode(tx as unknown as Database, "register", email, { email: codes.emailCode, sms: codes.smsCode });
    if (!check.ok) {
      return { ok: false, error: CODE_MESSAGES[check.reason], fields: check.reason === "wrong" ? check.wrong.map((c) => CODE_FIELDS[c]) : [] };
    }
    const pending = check.payload as PendingRegistration;
    if (await emailIsRegistered(tx as unknown as Database, email)) return { ok: false, error: DUPLICATE_EMAIL, fields: [] };
    const userId = randomUUID();
    const alertEmails = pending.alertEmails === true;
    await tx.insert(users).values({ id: userId, name: pending.name, email, emailVerified: true, phone: pending.phone, role: "user", alertEmails });
    await recordRegistrationConsent(tx as unknown as Database, userId, alertEmails);
    await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: pending.passwordHash });
    return { ok: true, userId, name: pending.name };
  });
  if (!outcome.ok) {
    const details = outcome.fields.map((field) => ({ field, message: outcome.error }));
    throw new AppError("bad_request", outcome.error, details.length ? details : undefined);
  }
  return { userId: outcome.userId, name: outcome.name };
}
