/**
 * GET /images/uploads/{listingId}/{version}-{width}.webp: a seller's photo. The version is the
 * photo's content hash, so the answer is immutable; a deleted listing's files are gone (404).
 */
import { parseListingId } from "~/.server/listings/get-vehicle";
import { IMMUTABLE_CACHE } from "~/.server/http/cache-control";
import { readListingPhoto } from "~/.server/selling/listing-photos";
import { PHOTO_WIDTHS, type PhotoWidth } from "~/.server/uploads/photo-processing";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import type { Route } from "./+types/upload-image";

const FILE_PATTERN = /^([0-9a-f]{16})-(\d{3,4})\.webp$/;

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const match = FILE_PATTERN.exec(params.file ?? "");
  const width = match ? Number(match[2]) : NaN;
  if (id === null || !match || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return new Response("Not found", { status: 404 });
  const webp = await readListingPhoto(getPhotoStorage(), id, match[1]!, width as PhotoWidth);
  if (!webp) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(webp), {
    headers: { "Content-Type": "image/webp", "Content-Length": String(webp.length), "Cache-Control": IMMUTABLE_CACHE },
  });
}
