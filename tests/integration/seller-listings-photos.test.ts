/**
 * Listing photos end to end: POST /api/seller/photos refuses what is not a photo with the
 * picker's message and strips EXIF (GPS included); the listing's photos are served immutably
 * and become its images on the public API once it is on sale, its seller's and admins' only
 * before that; staging folders are swept after a day.
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listings, users } from "~/.server/db/schema";
import { photoDecoding } from "~/.server/images/image-work-queue";
import { readStagedPhoto, stageListingPhoto, sweepStaging } from "~/.server/selling/listing-photos";
import type { DiskPhotoStorage } from "~/.server/uploads/photo-storage";
import { loader as stagedPhotoLoader } from "~/routes/api/seller-photo";
import { loader as vehicleLoader } from "~/routes/api/vehicle";
import { loader as uploadImageLoader } from "~/routes/images/upload-image";
import { action as uploadAction } from "~/routes/seller/upload";
import { callRoute, useDatabase } from "./api-client";
import { signUp } from "./accounts-client";
import { listingForm, phonePhoto, createSellerTestDatabase, uploadPhoto } from "./seller-listings-helpers";

let handle: DbHandle;
let storage: DiskPhotoStorage;
let asha: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ({ handle, storage } = await createSellerTestDatabase());
  useDatabase(handle);
  asha = await signUp(handle.db, "Asha", "9876543210", "203.0.113.40");
});

afterAll(async () => {
  await handle.close();
});

describe("POST /api/seller/photos", () => {
  it("refuses a text file renamed to .jpg with the message shown by the picker", async () => {
    const answer = await uploadPhoto(asha, new TextEncoder().encode("not a photo at all"), "car.jpg");
    expect(answer.status).toBe(400);
    expect(answer.body.error!.message).toBe("car.jpg is not a JPEG, PNG or WebP image");
  });

  it("returns a JPEG with GPS in its EXIF as webp without any EXIF", async () => {
    const original = await phonePhoto(180);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await uploadPhoto(asha, original, "gps.jpg");
    expect(answer.status).toBe(201);
    expect(answer.body.previewUrl).toBe(`/api/seller/photos/${answer.body.token}`);
    const preview = await asha.browser.call(stagedPhotoLoader, answer.body.previewUrl!, { params: { token: answer.body.token! } });
    expect(preview.headers.get("Content-Type")).toBe("image/webp");
    const bytes = await readStagedPhoto(storage, asha.id, answer.body.token!);
    const meta = await sharp(bytes!).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
  });

  it("asks a guest to sign in, and refuses a body over the limit before reading it", async () => {
    expect((await uploadPhoto(null, await phonePhoto(1), "x.jpg")).status).toBe(401);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const answer = await uploadPhoto(asha, big, "huge.jpg");
    expect(answer.status).toBe(413);
    expect(answer.body.error!.message).toBe("The photo is larger than 5 MB");
  });
});

/** Fills the photo lane with jobs that run until the returned release is called. */
function holdPhotoLane(jobs: number, owner?: string): () => Promise<void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: jobs }, () => photoDecoding.run(() => gate, owner).catch(() => undefined));
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe("POST /api/seller/photos while photos are being decoded", () => {
  it("answers 503 with Retry-After when the queue is full, rather than piling up, and takes the photo once it drains", async () => {
    const release = holdPhotoLane(20);
    expect(photoDecoding.waiting).toBeGreaterThan(0);
    const photo = await phonePhoto(120);
    const busy = await uploadPhoto(asha, photo, "side.jpg");
    expect(busy.status).toBe(503);
    expect(busy.retryAfter).toMatch(/^\d+$/);
    expect(busy.body.error).toMatchObject({ code: "unavailable", message: "Many photos are being processed right now. Add side.jpg again in a few seconds." });
    await release();
    expect((await uploadPhoto(asha, photo, "side.jpg")).status).toBe(201);
  });

  it("answers 429 to a user who already has four photos in the queue", async () => {
    const release = holdPhotoLane(4, asha.id);
    const mine = await uploadPhoto(asha, await phonePhoto(121), "boot.jpg");
    expect(mine.status).toBe(429);
    expect(mine.retryAfter).toMatch(/^\d+$/);
    expect(mine.body.error!.message).toBe("Your other photos are still being processed. Add boot.jpg again in a few seconds.");
    await release();
  });
});

describe("a listing's photos", () => {
  it("are served immutably and are the car's images once it is on sale", async () => {
    const token = (await uploadPhoto(asha, await phonePhoto(70), "front.jpg")).body.token!;
    await asha.browser.call(uploadAction, "/seller/upload", { form: listingForm({}, [token]) });
    const [car] = await handle.db.select().from(listings).where(eq(listings.sellerId, asha.id));
    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, car!.id));
    const version = token.split("-")[1];

    const vehicle = await callRoute(vehicleLoader, `/api/vehicles/${car!.id}`, { id: String(car!.id) });
    expect((vehicle.body as { images: string[] }).images).toEqual([`/images/uploads/${car!.id}/${version}-1200.webp`]);
    const image = await callRoute(uploadImageLoader, `/images/uploads/${car!.id}/${version}-800.webp`, { id: String(car!.id), file: `${version}-800.webp` });
    expect(image.status).toBe(200);
    expect(image.headers.get("Cache-Control")).toContain("immutable");
    const wrong = await callRoute(uploadImageLoader, `/images/uploads/${car!.id}/${version}-900.webp`, { id: String(car!.id), file: `${version}-900.webp` });
    expect(wrong.status).toBe(404);
  });

  it("of a listing under review or rejected are its seller's and admins' only, never cached; public once it is on sale", async () => {
    const ravi = await signUp(handle.db, "Ravi", "9876543211", "203.0.113.41");
    const admin = await signUp(handle.db, "Meera", "9876543212", "203.0.113.42");
    await handle.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const token = (await uploadPhoto(asha, await phonePhoto(90), "rear.jpg")).body.token!;
    await asha.browser.call(uploadAction, "/seller/upload", { form: listingForm({ registrationNumber: "MH 12 CD 5678" }, [token]) });
    const [car] = await handle.db.select().from(listings).where(eq(listings.registrationNumber, "MH12CD5678"));
    expect(car!.status).toBe("pending");
    const file = `${token.split("-")[1]}-400.webp`;
    const path = `/images/uploads/${car!.id}/${file}`;
    const params = { id: String(car!.id), file };
    const asGuest = () => callRoute(uploadImageLoader, path, params);

    for (const status of ["pending", "rejected"] as const) {
      await handle.db.update(listings).set({ status }).where(eq(listings.id, car!.id));
      const guest = await asGuest();
      expect(guest.status).toBe(404);
      expect(guest.headers.get("Cache-Control")).toBe("private, no-store");
      expect((await ravi.browser.call(uploadImageLoader, path, { params })).status).toBe(404);
      for (const allowed of [asha, admin]) {
        const answer = await allowed.browser.call(uploadImageLoader, path, { params });
        expect(answer.status).toBe(200);
        expect(answer.headers.get("Content-Type")).toBe("image/webp");
        expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }

    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, car!.id));
    const live = await asGuest();
    expect(live.status).toBe(200);
    expect(live.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("staged photos are swept two days after their day", async () => {
    const monday = new Date("2026-03-02T10:00:00Z");
    const { token } = await stageListingPhoto(storage, asha.id, await phonePhoto(5), "old.jpg", monday);
    await sweepStaging(storage, new Date("2026-03-03T23:00:00Z"));
    expect(await readStagedPhoto(storage, asha.id, token)).not.toBeNull();
    await sweepStaging(storage, new Date("2026-03-04T00:30:00Z"));
    expect(await readStagedPhoto(storage, asha.id, token)).toBeNull();
  });
});
