/**
 * better-auth's HTTP endpoints under /api/auth/*, behind an allow-list (method + path): the
 * library mounts ~45 endpoints (password sign-in and sign-up, admin, account changes...) and
 * every one not listed here answers 404 like any unknown /api path, so an upgrade that adds
 * endpoints adds nothing reachable. Password sign-in, registration, resets and sign-out go
 * through our page actions, which carry the spec's messages, codes and rate limits; social
 * sign-in starts server-side (routes/account/social-sign-in.ts). What stays open is what the
 * browser is sent to by someone else: the OAuth provider's redirect back to us.
 */
import { getAuth } from "~/.server/auth/auth";
import { logRefused } from "~/.server/auth/audit";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import type { Route } from "./+types/auth";

const BASE = "/api/auth";

/** The only better-auth endpoints reachable over HTTP. */
export const OPEN_AUTH_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  // Google and Facebook send the browser back here with ?code&state (a GET, response_mode=query).
  { method: "GET", path: /^\/callback\/(google|facebook)$/ },
];

export function isOpenAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${BASE}/`)) return false;
  const path = pathname.slice(BASE.length);
  return OPEN_AUTH_ENDPOINTS.some((open) => open.method === method && open.path.test(path));
}

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  const { pathname } = new URL(request.url);
  return handleApi(async () => {
    if (!isOpenAuthEndpoint(request.method, pathname)) throw new AppError("not_found", `No API endpoint at ${pathname}`);
    const ip = context.clientIp ?? "unknown";
    try {
      // Whoever calls and whatever the headers: the limit is per client address.
      await checkRateLimit(await getDb(), "oauthCallback", { ip });
    } catch (error) {
      logRefused("oauth_callback", "rate_limited", { ip });
      throw error;
    }
    return (await getAuth()).handler(request);
  });
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
