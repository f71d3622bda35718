/**
 * Public pages may be cached by a CDN, but never a response made for a signed-in visitor
 * (their name, saved cars) nor one that sets a cookie. Guests send no cookies, so the shared
 * cache keeps serving them.
 */
import { PRIVATE_NO_STORE } from "./cache-control";

const ACCOUNT_COOKIE = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.|cs_flash=)/;

/** Whether a Cookie header carries a session or a flash: what makes a page one visitor's. */
export function carriesAccountCookie(cookieHeader: string | null | undefined): boolean {
  return ACCOUNT_COOKIE.test(cookieHeader ?? "");
}

export function keepPrivate(request: Request, headers: Headers): void {
  headers.append("Vary", "Cookie");
  if (carriesAccountCookie(request.headers.get("Cookie")) || headers.has("Set-Cookie")) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  }
}
