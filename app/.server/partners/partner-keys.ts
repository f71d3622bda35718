/**
 * Partner API keys (issue 35): 32 random bytes (256 bits) as base64url behind a "cs_live_"
 * prefix, shown once and stored only as a SHA-256 hash. A key is found by its hash through the
 * unique index, then compared again in constant time, so the lookup's timing tells nothing
 * about how much of a guess was right. A revoked partner has no hash: every key is unknown.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { partners } from "../db/schema";

const KEY_PREFIX = "cs_live_";
/** Characters of the key kept in the clear, so an admin can tell which key a partner holds. */
const SHOWN_PREFIX = KEY_PREFIX.length + 4;

export interface NewPartnerKey {
  /** Give this to the partner once; it is not kept. */
  key: string;
  hash: string;
  prefix: string;
}

export function hashPartnerKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function generatePartnerKey(): NewPartnerKey {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, hash: hashPartnerKey(key), prefix: key.slice(0, SHOWN_PREFIX) };
}

export interface KeyedPartner {
  id: number;
  name: string;
  source: string;
}

/** The partner holding this key, or null (unknown, malformed or revoked). */
export async function findPartnerByKey(db: Database, key: string): Promise<KeyedPartner | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const hash = hashPartnerKey(key);
  const [row] = await db
    .select({ id: partners.id, name: partners.name, source: partners.source, keyHash: partners.keyHash })
    .from(partners)
    .where(eq(partners.keyHash, hash));
  if (!row?.keyHash || !timingSafeEqual(Buffer.from(row.keyHash, "hex"), Buffer.from(hash, "hex"))) return null;
  return { id: row.id, name: row.name, source: row.source };
}
