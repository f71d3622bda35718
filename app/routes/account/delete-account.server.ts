/**
 * /profile's 'Delete account' (app/.server/account/delete-account.ts does the deleting): the
 * owner proves it is them (password, or a mailed code when the account has none), each try
 * rate-limited per user; then every session ends and the visitor lands on / with a toast.
 */
import type { AppLoadContext } from "react-router";
import { deleteWithCodeSchema, deleteWithPasswordSchema, validateForm } from "~/lib/account-forms";
import { confirmOwner, hasPassword, sendDeletionCode } from "~/.server/account/account-reauth";
import { deleteAccount } from "~/.server/account/delete-account";
import { logRefused } from "~/.server/auth/audit";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import type { SessionUser } from "~/.server/auth/session";
import { signOut } from "~/.server/auth/sign-in";
import type { Database } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { clientIp } from "~/.server/http/client-ip";
import { formFailure, redirectWithCookies } from "~/.server/http/form-responses";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";

export const ACCOUNT_DELETED = "Your account has been deleted";
export const DELETION_CODE_SENT = "We have emailed you a code";

const intent = "delete-account";

/** 'Email me a code', for an account without a password. */
export async function sendDeletionCodeAction(db: Database, user: SessionUser, context: AppLoadContext) {
  try {
    await checkRateLimit(db, "deleteAccount", { ip: clientIp(context), account: user.id });
    await sendDeletionCode(db, user);
    return { intent, codeSent: true, notice: `${DELETION_CODE_SENT} at ${user.email}.` };
  } catch (error) {
    return formFailure(error, {}, { intent, codeSent: false });
  }
}

export async function deleteAccountAction(db: Database, user: SessionUser, request: Request, form: FormData, context: AppLoadContext) {
  const withPassword = await hasPassword(db, user.id);
  const parsed = withPassword ? validateForm(deleteWithPasswordSchema, form) : validateForm(deleteWithCodeSchema, form);
  const state = { intent, codeSent: !withPassword };
  if (!parsed.ok) return { ...state, errors: parsed.errors, values: { confirm: parsed.values.confirm ?? "" } };
  const who = { ip: clientIp(context), account: user.id };
  try {
    await checkRateLimit(db, "deleteAccount", who);
    await confirmOwner(db, user, parsed.data);
  } catch (error) {
    if (error instanceof AppError) logRefused("delete_account", error.code === "rate_limited" ? "rate_limited" : withPassword ? "wrong_password" : "bad_code", who);
    return formFailure(error, {}, state);
  }
  await deleteAccount(db, getPhotoStorage(), { userId: user.id, ip: who.ip });
  // The session rows went with the account; this clears this browser's cookies too.
  const headers = await signOut(request);
  return redirectWithCookies("/", headers, { type: "success", message: ACCOUNT_DELETED });
}
