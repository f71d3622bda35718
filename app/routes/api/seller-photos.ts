/**
 * POST /api/seller/photos: one listing photo (multipart field `photo`), signed in, rate-limited
 * per user. Checked by content and stored in the user's staging area -> `{ token, previewUrl }`;
 * a file that is not a usable photo -> 400 with the reason the form shows by the picker. While
 * too many photos are being decoded (decision 027): 503, or 429 when this user already has
 * four in the queue, with Retry-After.
 */
import { getDb } from "~/.server/db/client";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { requireUser } from "~/.server/auth/session";
import { AppError } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { handleApi, jsonResponse } from "~/.server/http/json";
import { ImageWorkRefused } from "~/.server/images/image-work-queue";
import { stageListingPhoto } from "~/.server/selling/listing-photos";
import { MAX_PHOTO_BYTES, PhotoRejected } from "~/.server/uploads/photo-processing";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import type { Route } from "./+types/seller-photos";

/** The photo plus the multipart framing. */
const MAX_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

const tooLarge = () => new AppError("payload_too_large", "The photo is larger than 5 MB", [{ field: "photo", message: "The photo is larger than 5 MB" }]);

/** Reads the form without ever holding more than the limit (a missing or lying Content-Length included). */
async function readLimitedForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    throw new AppError("bad_request", "Send the photo as multipart form data", [{ field: "photo", message: "is required" }]);
  }
}

function queueFull(refused: ImageWorkRefused, fileName: string): AppError {
  const name = fileName.slice(0, 80) || "The photo";
  const [code, message] =
    refused.reason === "owner"
      ? (["rate_limited", `Your other photos are still being processed. Add ${name} again in a few seconds.`] as const)
      : (["unavailable", `Many photos are being processed right now. Add ${name} again in a few seconds.`] as const);
  return new AppError(code, message, [{ field: "photo", message }], { "Retry-After": String(refused.retryAfterSeconds) });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw new AppError("method_not_allowed", "Use POST");
    const user = await requireUser(request);
    const db = await getDb();
    await checkRateLimit(db, "sellerPhoto", { ip: context.clientIp ?? "unknown", account: user.id });
    const photo = (await readLimitedForm(request)).get("photo");
    if (!(photo instanceof File)) throw new AppError("bad_request", "Choose a photo", [{ field: "photo", message: "is required" }]);
    try {
      const staged = await stageListingPhoto(getPhotoStorage(), user.id, new Uint8Array(await photo.arrayBuffer()), photo.name);
      return jsonResponse(staged, { status: 201, headers: { "Cache-Control": PRIVATE_NO_STORE } });
    } catch (error) {
      if (error instanceof PhotoRejected) throw new AppError("bad_request", error.message, [{ field: "photo", message: error.message }]);
      if (error instanceof ImageWorkRefused) throw queueFull(error, photo.name);
      throw error;
    }
  });
}
