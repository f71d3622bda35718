/**
 * Configuration from the environment, parsed once with Zod. A bad value stops the process at
 * start-up with a message naming the variable, instead of failing on the first request.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "~/lib/zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalUrl.optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  SEED_DATA_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Accounts: the session signing secret (generated under DATA_DIR when unset outside production),
  // optional OAuth providers, optional mail/SMS transports and the demo outbox switch.
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  /** smtp(s)://user:password@host:port: one-time codes and alerts are emailed through it. */
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  /** An SMS gateway that accepts POST {"to": "+91…", "message": "…"} as JSON. */
  SMS_API_URL: optionalText.pipe(z.url().optional()),
  DEV_OUTBOX: z.enum(["0", "1"]).optional(),
  /**
   * Opt-in fixed password for the three demo accounts, set on every start (browser tests sign
   * in as the demo admin and dealer with it). Unset: random passwords, printed in development.
   */
  DEMO_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  /** The fair-price model refits in the background at most this often while listings change. */
  PRICE_MODEL_MIN_REFIT_MS: z.coerce.number().int().min(0).default(10 * 60_000),
  /** Public pages are kept in process this long for anonymous visitors (server/page-cache.ts); 0 turns it off. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; seedDataDir: string | null };

export class ConfigError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  // The shared reference data sits beside the repository; without it the generator is used.
  const seedDataDir = env.SEED_DATA_DIR
    ? path.resolve(env.SEED_DATA_DIR)
    : existsSync(path.resolve("../shared/data"))
      ? path.resolve("../shared/data")
      : null;
  return { ...env, dataDir, seedDataDir };
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
