/** GET /api/seller/photos/{token}: the 400 px preview of one of the signed-in user's staged photos. */
import { requireUser } from "~/.server/auth/session";
import { notFound } from "~/.server/http/app-error";
import { handleApi } from "~/.server/http/json";
import { readStagedPhoto } from "~/.server/selling/listing-photos";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import type { Route } from "./+types/seller-photo";

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireUser(request);
    const webp = await readStagedPhoto(getPhotoStorage(), user.id, params.token);
    if (!webp) throw notFound("Photo not found");
    // The token names the content, so it never changes; private: it is not published yet.
    return new Response(new Uint8Array(webp), {
      headers: { "Content-Type": "image/webp", "Content-Length": String(webp.length), "Cache-Control": "private, max-age=86400, immutable" },
    });
  });
}
