/**
 * When the per-account sign-in limit is reached, the owner is told by email (once per limit
 * window: the rate limiter calls this on the first refused attempt only). Unknown addresses get
 * nothing, so the notice cannot be used to mail strangers. Only wrong passwords count towards
 * the limit (LIMITS.login), so the mail can say exactly what happened and what ends the pause.
 */
import type { Database } from "../db/client";
import { sendMessage } from "../mail/transport";
import { LIMITS } from "./rate-limit";
import { emailIsRegistered } from "./registration";

export const LOCKOUT_SUBJECT = "Several failed sign-in attempts on your CarSaathi account";

export function lockoutBody(): string {
  const { max, windowSeconds } = LIMITS.login.account;
  const minutes = Math.round(windowSeconds / 60);
  return [
    `Someone tried to sign in to your CarSaathi account ${max} times with a wrong password within ${minutes} minutes.`,
    "None of these attempts signed in, and your password has not been changed.",
    `To protect your account, signing in with your password is paused for up to ${minutes} minutes.`,
    "",
    "If this was you, wait and try again, or use 'Forgot password' on the sign-in page: setting a new password ends the pause at once.",
    "If it was not you, you need not do anything. If your password is short or used on other sites, consider choosing a new one.",
  ].join("\n");
}

export async function sendLockoutNotice(db: Database, email: string): Promise<void> {
  if (!(await emailIsRegistered(db, email))) return;
  await sendMessage(db, { channel: "email", recipient: email, subject: LOCKOUT_SUBJECT, body: lockoutBody() });
}
