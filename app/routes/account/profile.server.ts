/**
 * The server side of /profile and /settings (both pages): the user's own name, phone, password,
 * email preferences (each change logged as consent), and deleting the account.
 */
import { isAPIError } from "better-auth/api";
import { data, type AppLoadContext } from "react-router";
import { changePasswordSchema, profileSchema, settingsSchema, validateForm } from "~/lib/account-forms";
import { readEmailPreferences, setEmailPreferences } from "~/.server/account/consents";
import { updateProfile } from "~/.server/account/user-profile";
import { hasPassword } from "~/.server/account/account-reauth";
import { getAuth } from "~/.server/auth/auth";
import { auditFailure } from "~/.server/auth/audit";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { clientIp } from "~/.server/http/client-ip";
import { formFailure, redirectWithCookies } from "~/.server/http/form-responses";
import { deleteAccountAction, sendDeletionCodeAction } from "./delete-account.server";

export async function loadProfilePage(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const [preferences, withPassword] = await Promise.all([readEmailPreferences(db, user.id), hasPassword(db, user.id)]);
  return data({ user, ...preferences, hasPassword: withPassword }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export async function profileAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const db = await getDb();

  // Profile and settings saves share one limit, counted once the form is valid.
  const limitProfileUpdate = () => checkRateLimit(db, "profileUpdate", { ip: clientIp(context), account: user.id });

  if (intent === "profile") {
    const parsed = validateForm(profileSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
    try {
      await limitProfileUpdate();
    } catch (error) {
      return formFailure(error, { name: parsed.data.name, phone: parsed.data.phone }, { intent });
    }
    await updateProfile(db, user.id, parsed.data);
    return redirectWithCookies("/profile", null, { type: "success", message: "Profile updated" });
  }

  if (intent === "password") {
    const parsed = validateForm(changePasswordSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
    const who = { ip: clientIp(context), account: user.id };
    try {
      await checkRateLimit(db, "changePassword", who);
    } catch (error) {
      return formFailure(auditFailure(error, "change_password", who), {}, { intent });
    }
    try {
      const auth = await getAuth();
      // Other devices are signed out; this one gets a fresh session cookie.
      const { headers } = await auth.api.changePassword({
        body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.password, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithCookies("/profile", headers, { type: "success", message: "Password changed. Other devices have been signed out." });
    } catch (error) {
      const wrong = new AppError("bad_request", "Current password is incorrect", [{ field: "currentPassword", message: "Current password is incorrect" }]);
      return formFailure(auditFailure(isAPIError(error) ? wrong : error, "change_password", who, "wrong_current_password"), {}, { intent });
    }
  }

  if (intent === "delete-account-code") return sendDeletionCodeAction(db, user, context);
  if (intent === "delete-account") return deleteAccountAction(db, user, request, form, context);

  if (intent === "settings") {
    const parsed = validateForm(settingsSchema, form);
    if (!parsed.ok) throw data("This form could not be read.", { status: 400 });
    try {
      await limitProfileUpdate();
    } catch (error) {
      const values = {
        alertEmails: parsed.data.alertEmails ? "on" : "",
        messageEmails: parsed.data.messageEmails ? "on" : "",
        savedSearchEmails: parsed.data.savedSearchEmails ? "on" : "",
      };
      return formFailure(error, values, { intent });
    }
    await setEmailPreferences(db, user.id, parsed.data, "settings");
    return redirectWithCookies("/settings", null, { type: "success", message: "Settings saved" });
  }

  throw data("Unknown action", { status: 400 });
}
