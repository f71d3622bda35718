/**
 * GET /images/blog/{submissionId}/{version}-{width}.webp: a published story's photo (immutable,
 * public); an admin also sees a pending or rejected one (never cached).
 */
import { getCurrentUser } from "~/.server/auth/session";
import { isPublishedBlogImage } from "~/.server/content/blog-submissions";
import { getDb } from "~/.server/db/client";
import { IMMUTABLE_CACHE, PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { PHOTO_WIDTHS, type PhotoWidth } from "~/.server/uploads/photo-processing";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import type { Route } from "./+types/blog-image";

const FILE_PATTERN = /^([0-9a-f]{16})-(\d{3,4})\.webp$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const match = FILE_PATTERN.exec(params.file ?? "");
  const width = match ? Number(match[2]) : NaN;
  const notFound = () => new Response("Not found", { status: 404 });
  if (id === null || !match || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return notFound();
  const published = await isPublishedBlogImage(await getDb(), id, match[1]!);
  if (!published && (await getCurrentUser(request))?.role !== "admin") return notFound();
  const webp = await getPhotoStorage().get(`blog/${id}/${match[1]}/${width as PhotoWidth}.webp`);
  if (!webp) return notFound();
  return new Response(new Uint8Array(webp), {
    headers: { "Content-Type": "image/webp", "Content-Length": String(webp.length), "Cache-Control": published ? IMMUTABLE_CACHE : PRIVATE_NO_STORE },
  });
}
