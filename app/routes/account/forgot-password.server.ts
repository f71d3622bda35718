/** /forgot-password: ask for a code by email, then set a new password with it. */
import { data, type AppLoadContext } from "react-router";
import { forgotPasswordSchema, resetPasswordSchema, validateForm } from "~/lib/account-forms";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { isOutboxReadable } from "~/.server/mail/outbox";
import { requestPasswordReset, resetPassword } from "~/.server/auth/password-reset";
import { auditFailure } from "~/.server/auth/audit";
import { checkRateLimit, clearAccountLimit } from "~/.server/auth/rate-limit";
import { requireGuest } from "~/.server/auth/session";
import { clientIp } from "~/.server/http/client-ip";
import { formFailure, redirectWithCookies } from "~/.server/http/form-responses";

export const RESET_DONE = "Your password has been changed. Please log in with your new password.";

export async function loadForgotPasswordPage(request: Request) {
  await requireGuest(request);
  return { outboxReadable: isOutboxReadable(getEnv()) };
}

export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  await requireGuest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();
  const ip = clientIp(context);

  if (intent === "request") {
    const parsed = validateForm(forgotPasswordSchema, form);
    if (!parsed.ok) return { step: "request" as const, errors: parsed.errors, values: parsed.values };
    const email = parsed.data.email;
    try {
      await checkRateLimit(db, "requestReset", { ip, account: email });
      await requestPasswordReset(db, email);
    } catch (error) {
      return formFailure(auditFailure(error, "reset_request", { ip, account: email }), { email }, { step: "request" as const });
    }
    // Identical whether or not the email has an account.
    return { step: "reset" as const, email, notice: `If an account exists for ${email}, we have emailed it a 6-digit code.` };
  }

  if (intent !== "reset") throw data("This form could not be read. Please start again.", { status: 400 });
  const parsed = validateForm(resetPasswordSchema, form);
  const email = String(form.get("email") ?? "");
  if (!parsed.ok) return { step: "reset" as const, email, errors: parsed.errors, values: parsed.values };
  try {
    await checkRateLimit(db, "resetPassword", { ip, account: parsed.data.email });
    await resetPassword(db, parsed.data.email, parsed.data.code, parsed.data.password);
    // The emailed code proved the owner: a sign-in pause from wrong passwords ends here (the lockout mail says so).
    await clearAccountLimit(db, "login", parsed.data.email);
  } catch (error) {
    const who = { ip, account: parsed.data.email };
    return formFailure(auditFailure(error, "reset_password", who), { email }, { step: "reset" as const, email });
  }
  // Every session of the user has ended: they sign in again with the new password.
  return redirectWithCookies("/auth", null, { type: "success", message: RESET_DONE });
}
