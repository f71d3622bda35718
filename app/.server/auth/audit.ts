/**
 * One warn line per refused authentication attempt, for spotting guessing and abuse in the
 * logs. The account is masked (a***@example.in) and keyed by an HMAC, so lines about one
 * account can be grouped without the address in clear; passwords and codes never get here.
 */
import { createHmac } from "node:crypto";
import { getEnv } from "../env";
import { AppError } from "../http/app-error";
import { logger } from "../logger";
import { CODE_MESSAGES } from "./code-messages";
import { resolveAuthSecret } from "./secret";

export type AuthAction =
  | "login"
  | "register"
  | "verify_code"
  | "send_code"
  | "reset_request"
  | "reset_password"
  | "change_password"
  | "social_sign_in"
  | "oauth_callback"
  | "delete_account";

export type RefusalReason =
  | "rate_limited"
  | "wrong_password"
  | "unknown_account"
  | "wrong_current_password"
  | "email_taken"
  | "bad_code"
  | "code_expired"
  | "code_exhausted"
  | "no_pending_code"
  | "refused";

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** A stable, keyed pseudonym: the same account gives the same value, a dictionary cannot reverse it. */
export function accountHash(account: string): string {
  return createHmac("sha256", resolveAuthSecret(getEnv())).update(`audit:${account}`).digest("hex").slice(0, 16);
}

export function logRefused(action: AuthAction, reason: RefusalReason, who: { ip: string; account?: string }): void {
  const account = who.account
    ? { account: who.account.includes("@") ? maskEmail(who.account) : who.account, accountHash: accountHash(who.account) }
    : {};
  logger.warn({ event: "auth_refused", action, reason, ip: who.ip, ...account }, `auth ${action} refused: ${reason}`);
}

const CODE_REASONS: Record<string, RefusalReason> = {
  [CODE_MESSAGES.wrong]: "bad_code",
  [CODE_MESSAGES.expired]: "code_expired",
  [CODE_MESSAGES.exhausted]: "code_exhausted",
  [CODE_MESSAGES.missing]: "no_pending_code",
};

/** The reason behind an expected failure of one of our auth use cases. */
export function refusalReason(error: AppError): RefusalReason {
  if (error.code === "rate_limited") return "rate_limited";
  if (error.code === "conflict") return "email_taken";
  return CODE_REASONS[error.message] ?? "refused";
}

/** Logs an expected failure (an AppError) and hands the error back for the page's answer. */
export function auditFailure(error: unknown, action: AuthAction, who: { ip: string; account?: string }, reason?: RefusalReason): unknown {
  if (error instanceof AppError) logRefused(action, reason ?? refusalReason(error), who);
  return error;
}

/** One info line per completed sensitive action (a dealer's bulk import), who did it and its outcome. */
export function logAudit(action: string, who: { userId: string; ip: string }, details: Record<string, string | number>): void {
  logger.info({ event: "audit", action, ...who, ...details }, `audit ${action}`);
}
