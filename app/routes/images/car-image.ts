/**
 * GET /images/cars/{id}/{version}-{width}.webp: a listing's generated illustration. The
 * version is a content hash, so the answer is immutable; a stale version redirects.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { ILLUSTRATION_WIDTHS, illustrationVersion } from "~/.server/images/car-illustration";
import { getIllustration } from "~/.server/images/illustration-cache";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { illustrationInput } from "~/.server/listings/listing-images";
import type { Route } from "./+types/car-image";

const FILE_PATTERN = /^([0-9a-f]{8})-(\d{3,4})\.webp$/;

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const match = FILE_PATTERN.exec(params.file ?? "");
  const width = match ? Number(match[2]) : NaN;
  if (id === null || !match || !(ILLUSTRATION_WIDTHS as readonly number[]).includes(width)) {
    return new Response("Not found", { status: 404 });
  }
  const db = await getDb();
  const result = await db.execute<{
    id: number; make: string; model: string; year: number; body_type: string; exterior_color: string | null;
  }>(sql`select id, make, model, year, body_type, exterior_color from listings where id = ${id}`);
  const row = result.rows[0];
  if (!row) return new Response("Not found", { status: 404 });

  const input = illustrationInput(row);
  const version = illustrationVersion(input);
  if (version !== match[1]) {
    return new Response(null, { status: 302, headers: { Location: `/images/cars/${id}/${version}-${width}.webp` } });
  }
  const cacheDir = path.join(getEnv().dataDir, "cache", "illustrations");
  const body = await getIllustration(input, width as (typeof ILLUSTRATION_WIDTHS)[number], cacheDir);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
