/** /profile and /settings: the user's own name, phone, password and email preferences. */
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { changePasswordSchema, profileSchema, settingsSchema, validateForm } from "~/lib/account-forms";
import { getAuth } from "../auth/auth";
import { failure, redirectWithCookies } from "../auth/responses";
import { requireUser } from "../auth/session";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../http/app-error";

export async function loadProfilePage(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const [row] = await db.select({ alertEmails: users.alertEmails }).from(users).where(eq(users.id, user.id));
  return data({ user, alertEmails: row?.alertEmails ?? true }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function profileAction(request: Request) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const db = await getDb();

  if (intent === "profile") {
    const parsed = validateForm(profileSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
    await db.update(users).set({ name: parsed.data.name, phone: parsed.data.phone, updatedAt: new Date() }).where(eq(users.id, user.id));
    return redirectWithCookies("/profile", null, { type: "success", message: "Profile updated" });
  }

  if (intent === "password") {
    const parsed = validateForm(changePasswordSchema, form);
    if (!parsed.ok) return { intent, errors: parsed.errors, values: parsed.values };
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
      return failure(isAPIError(error) ? wrong : error, {}, { intent });
    }
  }

  if (intent === "settings") {
    const parsed = validateForm(settingsSchema, form);
    if (!parsed.ok) throw data("This form could not be read.", { status: 400 });
    await db.update(users).set({ alertEmails: parsed.data.alertEmails, updatedAt: new Date() }).where(eq(users.id, user.id));
    return redirectWithCookies("/settings", null, { type: "success", message: "Settings saved" });
  }

  throw data("Unknown action", { status: 400 });
}
