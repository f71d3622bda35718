/**
 * When the per-account sign-in limit is reached, the owner is told by email (once per limit
 * window: the rate limiter calls this on the first refused attempt only). Unknown addresses get
 * nothing, so the notice cannot be used to mail strangers.
 */
import type { Database } from "../db/client";
import { sendMessage } from "../mail/transport";
import { LIMITS } from "./rate-limit";
import { emailIsRegistered } from "./registration";

export const LOCKOUT_SUBJECT = "Several failed sign-in attempts on your CarSaathi account";

export function lockoutBody(): string {
  const minutes = Math.round(LIMITS.login.account.windowSeconds / 60);
  return [
    "Several failed sign-in attempts on your CarSaathi account were made with a wrong password.",
    `To protect your account, password sign-in is paused for up to ${minutes} minutes.`,
    "",
    "If this was you, wait and try again, or use 'Forgot password' to set a new one.",
    "If it was not you, your password has not been changed; consider choosing a stronger one.",
  ].join("\n");
}

export async function sendLockoutNotice(db: Database, email: string): Promise<void> {
  if (!(await emailIsRegistered(db, email))) return;
  await sendMessage(db, { channel: "email", recipient: email, subject: LOCKOUT_SUBJECT, body: lockoutBody() });
}
