/**
 * better-auth over our own database tables: email + password with its scrypt hashing,
 * sessions stored in `sessions` behind an http-only SameSite=Lax cookie, roles from the admin
 * plugin, and Google/Facebook sign-in when their client ids are configured.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { SESSION_DAYS } from "~/lib/privacy/retention-periods";
import { getDb } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import { getEnv } from "../env";
import { configuredSocialProviders } from "./social-providers";
import { sessionStarter } from "./start-session";
import { resolveAuthSecret } from "./secret";

/** An account row as better-auth writes it, with the provider's tokens left out. */
function withoutProviderTokens<T extends { accessToken?: string | null; refreshToken?: string | null; idToken?: string | null }>(account: T): T {
  return { ...account, accessToken: null, refreshToken: null, idToken: null };
}

async function createAuth() {
  const env = getEnv();
  const db = await getDb();
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return betterAuth({
    appName: "CarSaathi",
    baseURL,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: false },
    socialProviders: configuredSocialProviders(env),
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        // Opt-in (DPDP Act): a Google/Facebook sign-up starts with alert mails off.
        alertEmails: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Google's and Facebook's tokens are not kept: the site signs people in with them and never
    // calls those providers' APIs, so a stolen database or backup holds none (migration 0034
    // cleared the ones kept before). A later sign-in writes no new ones either.
    account: { updateAccountOnSignIn: false },
    databaseHooks: {
      account: {
        create: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
        update: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
      },
    },
    // Our own rate limiter (rate_limits table) guards the flows; this in-memory one would not
    // be shared between processes.
    rateLimit: { enabled: false },
    // OAuth failures land on our /auth page (?error=...), not on better-auth's /api/auth/error,
    // which routes/api/auth.ts keeps closed.
    onAPIError: { errorURL: `${baseURL}/auth` },
    advanced: {
      // Secure cookies whenever the site is served over TLS (production behind PUBLIC_URL=https://...).
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"], roles: { user: userAc, dealer: userAc, admin: adminAc } }),
      sessionStarter(),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

let auth: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  auth ??= createAuth();
  return auth;
}
