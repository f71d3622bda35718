/**
 * GET /images/uploads/{listingId}/{version}-{width}.webp: a seller's photo. Once the listing has
 * been on sale the photo is public and, its version being the content hash, immutable. Before
 * that (pending review, rejected) only its seller and admins see it, never stored by a cache;
 * anyone else gets the 404 of a missing photo. A deleted listing's files are gone (404).
 */
import { getCurrentUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { parseListingId } from "~/.server/listings/get-vehicle";
import { IMMUTABLE_CACHE, PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { listingPhotoAudience, maySeePhotos, readListingPhoto } from "~/.server/selling/listing-photos";
import { PHOTO_WIDTHS, type PhotoWidth } from "~/.server/uploads/photo-processing";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import type { Route } from "./+types/upload-image";

const FILE_PATTERN = /^([0-9a-f]{16})-(\d{3,4})\.webp$/;

// Not stored either: a CDN keeping the 404 of a photo under review would hide it once approved.
const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const match = FILE_PATTERN.exec(params.file ?? "");
  const width = match ? Number(match[2]) : NaN;
  if (id === null || !match || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return notFound();
  const audience = await listingPhotoAudience(await getDb(), id, match[1]!);
  if (!audience || !maySeePhotos(audience, audience.isPublic ? null : await getCurrentUser(request))) return notFound();
  const webp = await readListingPhoto(getPhotoStorage(), id, match[1]!, width as PhotoWidth);
  if (!webp) return notFound();
  return new Response(new Uint8Array(webp), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(webp.length),
      "Cache-Control": audience.isPublic ? IMMUTABLE_CACHE : PRIVATE_NO_STORE,
    },
  });
}
