/**
 * POST /auth/social/{google|facebook}: starts better-auth's OAuth flow (state cookie, then the
 * provider's consent page). Only providers with a configured client id and secret exist.
 */
import { data, redirect } from "react-router";
import { getAuth } from "~/.server/auth/auth";
import { logRefused } from "~/.server/auth/audit";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { getDb } from "~/.server/db/client";
import { safeRedirectTo } from "~/.server/auth/safe-redirect";
import { requireGuest } from "~/.server/auth/session";
import { enabledSocialProviders, type SocialProvider } from "~/.server/auth/social-providers";
import { getEnv } from "~/.server/env";
import type { Route } from "./+types/social-sign-in";

export function loader() {
  return redirect("/auth");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireGuest(request);
  const ip = context.clientIp ?? "unknown";
  await checkRateLimit(await getDb(), "socialSignIn", { ip }).catch((error: unknown) => {
    logRefused("social_sign_in", "rate_limited", { ip });
    throw error;
  });
  const provider = params.provider as SocialProvider;
  if (!enabledSocialProviders(getEnv()).includes(provider)) {
    throw data("This sign-in option is not set up on this site.", { status: 404 });
  }
  const form = await request.formData();
  const auth = await getAuth();
  const { headers, response } = await auth.api.signInSocial({
    body: { provider, callbackURL: safeRedirectTo(form.get("redirectTo")), errorCallbackURL: "/auth", disableRedirect: true },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url) throw data("The sign-in provider could not be reached. Please try again.", { status: 502 });
  const out = new Headers({ Location: response.url });
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers: out });
}
