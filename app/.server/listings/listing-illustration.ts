/**
 * A listing's generated illustration as /images/cars/{id}/{version}-{width}.webp asks for it:
 * the picture, or the current version when the address names an old one. Any listing has one,
 * sold and removed ones included, so an old link still shows its car.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { getEnv } from "../env";
import { illustrationVersion, type IllustrationWidth } from "../images/car-illustration";
import { getIllustration } from "../images/illustration-cache";
import { illustrationInput } from "./listing-images";

export type ListingIllustration =
  | { kind: "not_found" }
  | { kind: "moved"; version: string }
  | { kind: "image"; webp: Buffer };

export async function listingIllustration(db: Database, id: number, version: string, width: IllustrationWidth): Promise<ListingIllustration> {
  const result = await db.execute<{
    id: number; make: string; model: string; year: number; body_type: string; exterior_color: string | null;
  }>(sql`select id, make, model, year, body_type, exterior_color from listings where id = ${id}`);
  const row = result.rows[0];
  if (!row) return { kind: "not_found" };

  const input = illustrationInput(row);
  const current = illustrationVersion(input);
  if (current !== version) return { kind: "moved", version: current };
  const cacheDir = path.join(getEnv().dataDir, "cache", "illustrations");
  return { kind: "image", webp: await getIllustration(input, width, cacheDir) };
}
