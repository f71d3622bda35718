/**
 * Partner cars' photos (issue 35): a partner sends image URLs, we fetch them, check them by
 * content and re-encode them like a seller's photos (processPhoto, the photo decoding lane), and
 * store them in the listing's folder and listing_images (the first URL is the cover). Until one
 * works the car shows its illustration. A car is picked while its partner row has image URLs and
 * its listing no uploaded photo; the row engine deletes the uploads when the URLs change, which
 * makes the car due again. Each URL goes through safeFetch: the same SSRF rule as feeds, 10 MB
 * and 20 s at most. A car none of whose URLs worked is tried again only after a backoff kept in
 * memory (15 min, doubling to a day; a restart forgets it, which costs one more try).
 */
import { createHash } from "node:crypto";
import { and, eq, isNotNull, notExists, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImages, listings, partnerListings } from "../db/schema";
import { ImageWorkRefused } from "../images/image-work-queue";
import { logger } from "../logger";
import { listingPhotoFolder, setListingPhotos } from "../selling/listing-photos";
import { processPhoto, type ProcessedPhoto } from "../uploads/photo-processing";
import { getPhotoStorage, type PhotoStorage } from "../uploads/photo-storage";
import { safeFetch } from "./safe-fetch";

export const MAX_FEED_PHOTOS_PER_CAR = 10;
const PHOTO_FETCH_BYTES = 10 * 1024 * 1024;
const PHOTO_FETCH_MS = 20_000;
const FIRST_BACKOFF_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 24 * 60 * 60_000;
/** Cars remembered as failing at most; past it the oldest are forgotten (and tried again). */
const MAX_REMEMBERED = 10_000;
/** Every partner photo counts as one owner in the decoding lane, so sellers' uploads keep their share. */
const LANE_OWNER = "partner-feed-photos";

interface Failure {
  urlsKey: string;
  attempts: number;
  retryAt: number;
}
const failures = new Map<number, Failure>();

const urlsKey = (urls: readonly string[]) => createHash("sha256").update(urls.join("\n")).digest("hex");

function rememberFailure(listingId: number, key: string, at: number) {
  const attempts = (failures.get(listingId)?.urlsKey === key ? failures.get(listingId)!.attempts : 0) + 1;
  failures.delete(listingId);
  if (failures.size >= MAX_REMEMBERED) failures.delete(failures.keys().next().value!);
  failures.set(listingId, { urlsKey: key, attempts, retryAt: at + Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempts - 1)) });
}

/** Listing ids still waiting out their backoff (with the same URLs as when they failed). */
const waiting = (at: number) => [...failures].filter(([, f]) => f.retryAt > at).map(([id]) => id);

export interface PartnerPhotoOptions {
  /** Cars per run. */
  limit?: number;
  fetch?: typeof safeFetch;
  now?: () => number;
}

export interface PartnerPhotoReport {
  cars: number;
  photos: number;
  failedUrls: number;
}

/** One run: fetches the photos of up to `limit` cars that have image URLs and no photo yet. */
export async function fetchPartnerPhotos(db: Database, storage: PhotoStorage, options: PartnerPhotoOptions = {}): Promise<PartnerPhotoReport> {
  const now = options.now ?? Date.now;
  const skip = waiting(now());
  const due = await db
    .select({ listingId: partnerListings.listingId, imageUrls: partnerListings.imageUrls })
    .from(partnerListings)
    .where(
      and(
        eq(partnerListings.status, "live"),
        isNotNull(partnerListings.listingId),
        sql`cardinality(${partnerListings.imageUrls}) > 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(listingImages)
            .where(and(sql`${listingImages.listingId} = ${partnerListings.listingId}`, eq(listingImages.kind, "upload"))),
        ),
        skip.length ? notInArray(partnerListings.listingId, skip) : undefined,
      ),
    )
    .limit(options.limit ?? 20);

  const report: PartnerPhotoReport = { cars: 0, photos: 0, failedUrls: 0 };
  for (const { listingId, imageUrls } of due) {
    if (listingId === null) continue;
    const urls = imageUrls.slice(0, MAX_FEED_PHOTOS_PER_CAR);
    const photos: ProcessedPhoto[] = [];
    for (const [i, url] of urls.entries()) {
      try {
        const answer = await (options.fetch ?? safeFetch)(url, { maxBytes: PHOTO_FETCH_BYTES, timeoutMs: PHOTO_FETCH_MS, accept: "image/jpeg, image/png, image/webp" });
        if (answer.status !== "ok") throw new Error("no body");
        const photo = await processPhoto(answer.body, `Photo ${i + 1}`, { owner: LANE_OWNER });
        if (!photos.some((p) => p.hash === photo.hash)) photos.push(photo);
      } catch (error) {
        // The lane is full: this car (and the run) waits for the next tick, which is no failure of the URL.
        if (error instanceof ImageWorkRefused) return report;
        report.failedUrls++;
        logger.info({ listingId, url, reason: (error as Error).message }, "partner photo skipped");
      }
    }
    report.cars++;
    if (photos.length === 0) {
      rememberFailure(listingId, urlsKey(imageUrls), now());
      continue;
    }
    if (await storePhotos(db, storage, listingId, imageUrls, photos)) report.photos += photos.length;
  }
  return report;
}

/** Stores and shows the photos unless the partner sent other URLs meanwhile (the next run takes those). */
async function storePhotos(db: Database, storage: PhotoStorage, listingId: number, fetched: readonly string[], photos: ProcessedPhoto[]): Promise<boolean> {
  for (const photo of photos) {
    for (const [width, webp] of photo.variants) await storage.put(`${listingPhotoFolder(listingId, photo.hash)}/${width}.webp`, webp);
  }
  const [current] = await db.select({ imageUrls: partnerListings.imageUrls }).from(partnerListings).where(eq(partnerListings.listingId, listingId));
  if (!current || urlsKey(current.imageUrls) !== urlsKey(fetched)) {
    for (const photo of photos) await storage.removeAll(listingPhotoFolder(listingId, photo.hash));
    return false;
  }
  await setListingPhotos(db, listingId, photos.map((p) => p.hash));
  // Touching the row tells the search index and the page caches that the car's card changed.
  await db.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
  failures.delete(listingId);
  return true;
}

/** The periodic job's run: the process's photo store, 20 cars a minute at most. */
export function fetchDuePartnerPhotos(db: Database, storage: PhotoStorage = getPhotoStorage()): Promise<PartnerPhotoReport> {
  return fetchPartnerPhotos(db, storage, { limit: 20 });
}

/** Forgets remembered failures (tests). */
export function forgetPhotoFailures(): void {
  failures.clear();
}
