/**
 * Every admin loader and action calls this first (a layout's loader does not guard its
 * children's actions, and loaders run side by side). A guest goes to /auth and comes back; a
 * signed-in non-admin gets the spec's 'Admin access required' toast on the home page.
 */
import { data, redirect } from "react-router";
import { requireUser, type SessionUser } from "~/.server/auth/session";
import { AppError } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { setFlash } from "~/.server/http/flash";
import { formFailureInit } from "~/.server/http/form-responses";

export const ADMIN_REQUIRED = "Admin access required";

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role === "admin") return user;
  throw redirect("/", { headers: { "Set-Cookie": await setFlash({ type: "error", message: ADMIN_REQUIRED }) } });
}

export const ADMIN_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" };

/** Page numbers from ?page= (1 when absent or nonsense). */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

export type ActionResult = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };

/** An expected failure (already moderated, GSTIN taken...) as the answer the page toasts. */
export function actionFailure(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const errors = Object.fromEntries((error.details ?? []).map((d) => [d.field, d.message]));
  return data<ActionResult>({ ok: false, message: error.message, errors }, formFailureInit(error));
}

/** A listing id or account id from the form. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
