/**
 * Shared by the seller listing tests: a migrated database with a small catalogue, photo storage
 * in a temporary folder, signed-in sellers, real photos and the listing form as a browser sends it.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { DbHandle } from "~/.server/db/client";
import { getSellerCatalogue } from "~/.server/selling/seller-catalogue";
import { replaceSingleton } from "~/.server/singleton";
import { DiskPhotoStorage } from "~/.server/uploads/photo-storage";
import { action as photosAction } from "~/routes/api/seller-photos";
import type { TestBrowser } from "./accounts-client";
import { createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

/** Install the handle with `useDatabase` (a hook by name, so the test calls it, not this async helper). */
export async function createSellerTestDatabase(): Promise<{ handle: DbHandle; storage: DiskPhotoStorage }> {
  const handle = await createTestDatabase();
  const storage = new DiskPhotoStorage(await mkdtemp(path.join(tmpdir(), "seller-photos-")));
  replaceSingleton("photo-storage", storage);
  const hyundai = await createMake(handle.db, "Hyundai");
  await createModel(handle.db, hyundai!.id, "Creta", "SUV");
  await createModel(handle.db, hyundai!.id, "i20", "Hatchback");
  await getSellerCatalogue(handle.db, true);
  return { handle, storage };
}

/** The listing form's fields; `photos` and `features` repeat. */
export function listingForm(overrides: Record<string, string> = {}, photos: string[] = [], features: string[] = ["ABS", "Airbags"]): URLSearchParams {
  const form = new URLSearchParams({
    make: "hyundai",
    model: "Creta",
    variant: "",
    year: "2019",
    km: "42,000",
    fuelType: "Petrol",
    transmission: "Manual",
    bodyType: "SUV",
    ownerCount: "1",
    city: "Pune",
    price: "9,50,000",
    description: "Serviced at the dealer every year.",
    registrationNumber: "MH 12 AB 1234",
    ...overrides,
  });
  for (const f of features) form.append("features", f);
  for (const p of photos) form.append("photos", p);
  return form;
}

/** A camera-like JPEG of one colour (so each has its own hash), with GPS in its EXIF. */
export function phonePhoto(red: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1" } })
    .toBuffer();
}

/** POST /api/seller/photos as the browser's picker does (multipart), with the user's cookies. */
export async function uploadPhoto(user: { browser: TestBrowser } | null, bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.append("photo", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  const headers = user ? { Cookie: user.browser.cookieHeader() } : undefined;
  const request = new Request("http://localhost:3000/api/seller/photos", { method: "POST", body, headers });
  const response = await photosAction({ request, params: {}, context: { clientIp: user?.browser.ip ?? "203.0.113.99" } } as never);
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: (await response.json()) as { token?: string; previewUrl?: string; error?: { code: string; message: string } },
  };
}
