/**
 * The /auth page's server side: guest-only loader data and the action behind its four forms
 * (login, register step 1, the check of the email and SMS codes, resend), each rate-limited and
 * re-validated here.
 */
import { data, type AppLoadContext } from "react-router";
import { forgotPasswordSchema, loginSchema, registerSchema, registrationCodesSchema, validateForm } from "~/lib/account-forms";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { isOutboxReadable } from "~/.server/mail/outbox";
import { auditFailure } from "~/.server/auth/audit";
import { sendLockoutNotice } from "~/.server/auth/lockout-notice";
import { checkRateLimit, type CountedAttempt } from "~/.server/auth/rate-limit";
import { completeRegistration, emailIsRegistered, resendRegistrationCode, startRegistration } from "~/.server/auth/registration";
import { safeRedirectTo } from "~/.server/auth/safe-redirect";
import { requireGuest } from "~/.server/auth/session";
import { signInWithPassword, startSession } from "~/.server/auth/sign-in";
import { enabledSocialProviders } from "~/.server/auth/social-providers";
import { clientIp } from "~/.server/http/client-ip";
import { formFailure, redirectWithCookies } from "~/.server/http/form-responses";

export const CODE_SENT = "OTP sent to your phone & email!";
export const CODE_RESENT = "New code sent!";

export async function loadAuthPage(request: Request) {
  await requireGuest(request);
  const url = new URL(request.url);
  const env = getEnv();
  return {
    tab: url.searchParams.get("tab") === "register" ? ("register" as const) : ("login" as const),
    redirectTo: safeRedirectTo(url.searchParams.get("redirectTo")),
    socialProviders: enabledSocialProviders(env),
    outboxReadable: isOutboxReadable(env),
  };
}

export async function authPageAction(request: Request, context: AppLoadContext) {
  await requireGuest(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const redirectTo = safeRedirectTo(form.get("redirectTo"));
  const db = await getDb();
  const ip = clientIp(context);

  if (intent === "login") {
    const parsed = validateForm(loginSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
    const email = parsed.data.email;
    // A refused login keeps what was typed but the password, the Remember me box included.
    const typed = { email, rememberMe: form.get("rememberMe") === "on" ? "on" : "" };
    let attempt: CountedAttempt;
    try {
      attempt = await checkRateLimit(db, "login", { ip, account: email }, () => sendLockoutNotice(db, email));
    } catch (error) {
      return formFailure(auditFailure(error, "login", { ip, account: email }), typed, { intent });
    }
    try {
      const { headers, name } = await signInWithPassword(request, parsed.data);
      // Only failures count against the account (see LIMITS.login).
      await attempt.refundAccount();
      return redirectWithCookies(redirectTo, headers, { type: "success", message: `Welcome back, ${name}!` });
    } catch (error) {
      // The page says the same either way; only the log tells the two apart.
      const reason = (await emailIsRegistered(db, email)) ? "wrong_password" : "unknown_account";
      return formFailure(auditFailure(error, "login", { ip, account: email }, reason), typed, { intent });
    }
  }

  if (intent === "register") {
    const parsed = validateForm(registerSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
    try {
      await checkRateLimit(db, "register", { ip, account: parsed.data.email });
      await startRegistration(db, parsed.data);
      return { intent: "verify", step: "verify" as const, email: parsed.data.email, notice: CODE_SENT };
    } catch (error) {
      const { password: _p, confirmPassword: _c, ...values } = Object.fromEntries(form) as Record<string, string>;
      return formFailure(auditFailure(error, "register", { ip, account: parsed.data.email }), values, { intent });
    }
  }

  // Step 2: the email travels in a hidden field; the code row is keyed by it.
  const emailCheck = validateForm(forgotPasswordSchema, form);
  if ((intent !== "resend" && intent !== "verify") || !emailCheck.ok) throw data("This form could not be read. Please start again.", { status: 400 });
  const email = emailCheck.data.email;
  const verifyState = { intent, step: "verify" as const, email };

  if (intent === "resend") {
    try {
      await checkRateLimit(db, "sendCode", { ip, account: email });
      await resendRegistrationCode(db, email);
      return { ...verifyState, notice: CODE_RESENT };
    } catch (error) {
      return formFailure(auditFailure(error, "send_code", { ip, account: email }), { email }, verifyState);
    }
  }

  const parsed = validateForm(registrationCodesSchema, form);
  if (!parsed.ok) return { ...verifyState, errors: parsed.errors, values: parsed.values };
  try {
    await checkRateLimit(db, "verifyCode", { ip, account: email });
    const { userId } = await completeRegistration(db, email, parsed.data);
    const headers = await startSession(request, userId);
    return redirectWithCookies(redirectTo, headers, { type: "success", message: "Registration successful!" });
  } catch (error) {
    return formFailure(auditFailure(error, "verify_code", { ip, account: email }), { email }, verifyState);
  }
}
