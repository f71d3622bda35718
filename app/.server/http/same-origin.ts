/**
 * One rule for every state-changing request, page action and /api write alike (issue 32):
 * it must prove it comes from our own pages. Browsers send `Origin` on every POST, PUT and
 * DELETE (and `Sec-Fetch-Site` on every request); another site cannot forge either, so:
 * - an `Origin` must be this site's (the request's own origin, or PUBLIC_URL's behind a proxy);
 * - without one, `Sec-Fetch-Site` must say `same-origin`;
 * - with neither, only a request without our cookies goes on: a script or curl, which has no
 *   session to ride on. A request carrying the session cookie with no proof is refused, which
 *   is what a page or a form posted from a browser that hides both headers would look like.
 * JSON endpoints also take only `application/json` (readJsonBody), which no form can send.
 * Why not tokens: the headers are proof enough in every browser we support, with no state.
 */
import { AppError } from "./app-error";
import { carriesAccountCookie } from "./private-cache";
import { publicOrigin } from "./public-origin";

export const CROSS_SITE_MESSAGE = "This request did not come from a CarSaathi page, so nothing was changed. Please reload the page and try again.";

/** The 403 that refuses a request without same-origin proof, or null when it may go on. */
export function crossSiteRefusal(request: Request): AppError | null {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin || origin === publicOrigin() ? null : refusal();
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite === "same-origin" ? null : refusal();
  return carriesAccountCookie(request.headers.get("Cookie")) ? refusal() : null;
}

function refusal(): AppError {
  return new AppError("forbidden", CROSS_SITE_MESSAGE);
}
