/**
 * Public pages may be cached by a CDN, but never a response made for a signed-in visitor
 * (their name, saved cars) nor one that sets a cookie. Guests send no cookies, so the shared
 * cache keeps serving them.
 */
import { PRIVATE_NO_STORE } from "./cache-control";

const ACCOUNT_COOKIE = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.|cs_flash=)/;

export function keepPrivate(request: Request, headers: Headers): void {
  headers.append("Vary", "Cookie");
  if (ACCOUNT_COOKIE.test(request.headers.get("Cookie") ?? "") || headers.has("Set-Cookie")) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  }
}
