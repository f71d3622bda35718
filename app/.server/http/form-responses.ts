/**
 * Answers a page action gives after a form post: a redirect that keeps better-auth's cookies
 * (and a flash), or an expected failure as the form's data (field errors, what was typed).
 */
import { data, redirect } from "react-router";
import type { FieldErrors, FormValues } from "~/lib/account-forms";
import { AppError } from "./app-error";
import { setFlash, type Flash } from "./flash";

/** A redirect that keeps every Set-Cookie better-auth produced, plus an optional flash. */
export async function redirectWithCookies(to: string, cookies: Headers | null, flash?: Flash): Promise<Response> {
  const headers = new Headers();
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  if (flash) headers.append("Set-Cookie", await setFlash(flash));
  return redirect(to, { headers });
}

/**
 * The status and headers of an expected failure answered as a page's form data: every page
 * action answers through this, so a 429 keeps its Retry-After as the API's do. `headers`: the
 * page's own (Cache-Control), which the error's do not replace.
 */
export function formFailureInit(error: AppError, headers: Record<string, string> = {}): ResponseInit {
  return { status: error.status, headers: { ...headers, ...error.headers } };
}

/** An expected failure (wrong code, rate limit, duplicate email) as the page's error data. */
export function formFailure(error: unknown, values: FormValues, extra: Record<string, unknown> = {}) {
  if (!(error instanceof AppError)) throw error;
  const errors: FieldErrors = {};
  for (const detail of error.details ?? []) errors[detail.field] = detail.message;
  const body = { errors, values, formError: error.details?.length ? undefined : error.message, ...extra };
  return data(body, formFailureInit(error));
}
