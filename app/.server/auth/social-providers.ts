/**
 * Google and Facebook sign-in exist only when both the client id and secret are set; the
 * /auth page shows the buttons disabled otherwise (no simulated sign-in).
 */
import type { Env } from "../env";

export type SocialProvider = "google" | "facebook";

export function configuredSocialProviders(env: Env) {
  return {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }
      : {}),
  };
}

export function enabledSocialProviders(env: Env): SocialProvider[] {
  return Object.keys(configuredSocialProviders(env)) as SocialProvider[];
}
