/**
 * GET /images/cars/{id}/{version}-{width}.webp: a listing's generated illustration. The
 * version is a content hash, so the answer is immutable; a stale version redirects.
 */
import { getDb } from "~/.server/db/client";
import { ILLUSTRATION_WIDTHS, type IllustrationWidth } from "~/.server/images/car-illustration";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { listingIllustration } from "~/.server/listings/listing-illustration";
import type { Route } from "./+types/car-image";
import { IMMUTABLE_CACHE } from "~/.server/http/cache-control";

const FILE_PATTERN = /^([0-9a-f]{8})-(\d{3,4})\.webp$/;

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const match = FILE_PATTERN.exec(params.file ?? "");
  const width = match ? Number(match[2]) : NaN;
  if (id === null || !match || !(ILLUSTRATION_WIDTHS as readonly number[]).includes(width)) {
    return new Response("Not found", { status: 404 });
  }
  const answer = await listingIllustration(await getDb(), id, match[1], width as IllustrationWidth);
  if (answer.kind === "not_found") return new Response("Not found", { status: 404 });
  if (answer.kind === "moved") {
    return new Response(null, { status: 302, headers: { Location: `/images/cars/${id}/${answer.version}-${width}.webp` } });
  }
  return new Response(new Uint8Array(answer.webp), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(answer.webp.length),
      "Cache-Control": IMMUTABLE_CACHE,
    },
  });
}
