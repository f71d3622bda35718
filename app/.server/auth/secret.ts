/**
 * The key that signs session cookies. A deployment on a PostgreSQL server (several processes,
 * maybe several machines) must set AUTH_SECRET so they all agree. A single-machine install on
 * the embedded database (`npm start` on a laptop, development) generates one once and keeps
 * it under DATA_DIR, so sessions survive restarts without any setup.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, type Env } from "../env";
import { logger } from "../logger";

let resolved: string | undefined;

/** Resolved once per process (the code hashing asks for it on every code). */
export function resolveAuthSecret(env: Env): string {
  resolved ??= readOrCreateSecret(env);
  return resolved;
}

function readOrCreateSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production" && env.DATABASE_URL) {
    throw new ConfigError("Invalid configuration:\n  AUTH_SECRET: required with DATABASE_URL in production (at least 32 characters)");
  }
  const file = path.join(env.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  logger.info({ file }, "AUTH_SECRET is not set: generated one for this data directory");
  return secret;
}
