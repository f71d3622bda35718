/**
 * The partner platforms the seed data names (app/lib/partners.ts) as partners on
 * /admin/partners, without keys: a key is shown once, so an admin issues it when a platform
 * really connects. Idempotent: a source already registered (by an admin, or an earlier seed)
 * is left as it is.
 */
import type { Database } from "../db/client";
import { partners } from "../db/schema";
import { PARTNERS } from "~/lib/partners";

/** Returns the number of partners registered now (0 on a re-run). */
export async function ensureDemoPartners(db: Database): Promise<number> {
  const rows = await db
    .insert(partners)
    .values(PARTNERS.map((p) => ({ name: p.name, source: p.name })))
    .onConflictDoNothing({ target: partners.source })
    .returning({ id: partners.id });
  return rows.length;
}
