/**
 * A seller's listing photos. Each photo is uploaded on its own as soon as it is chosen and
 * staged under a key owned by that user (a hash of the user id, so a token sent by anyone else
 * points at nothing); the form then submits the tokens, so a failed submit keeps the photos.
 * Creating or editing a listing copies the staged photos to the listing's folder and records
 * them in listing_images, in the order given (the first is the cover). Staging folders are
 * named by day and dropped two days later: no list call or table is needed to clean them.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingImages, listings } from "../db/schema";
import type { SessionUser } from "../auth/session";
import { uploadedPhotoUrl } from "../listings/listing-images";
import { AppError } from "../http/app-error";
import { PHOTO_WIDTHS, processPhoto, type PhotoWidth } from "../uploads/photo-processing";
import type { PhotoStorage } from "../uploads/photo-storage";
import { MAX_LISTING_PHOTOS } from "../../lib/selling/listing-form";
import { isStagedPhotoToken, parsePhotoRef, type ListingPhoto } from "../../lib/selling/listing-photo-refs";

const DAY_MS = 86_400_000;
/** Days of staging folders swept on each upload (older ones were swept by an earlier upload). */
const SWEEP_DAYS = 14;

const dayKey = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, "");
const ownerKey = (userId: string) => createHash("sha256").update(userId).digest("hex").slice(0, 16);
const stagedFolder = (userId: string, day: string, hash: string) => `staging/${day}/${ownerKey(userId)}/${hash}`;
export const listingFolder = (listingId: number) => `listings/${listingId}`;
export const listingPhotoFolder = (listingId: number, hash: string) => `${listingFolder(listingId)}/${hash}`;

export const stagedPhotoUrl = (token: string) => `/api/seller/photos/${token}`;

/**
 * Checks and stores one chosen photo; throws PhotoRejected with a message for the seller, or
 * ImageWorkRefused when too many photos are being decoded (this user's or everyone's).
 */
export async function stageListingPhoto(storage: PhotoStorage, userId: string, bytes: Uint8Array, fileName: string, now = new Date()) {
  const photo = await processPhoto(bytes, fileName, { owner: userId });
  const day = dayKey(now);
  const folder = stagedFolder(userId, day, photo.hash);
  for (const [width, webp] of photo.variants) await storage.put(`${folder}/${width}.webp`, webp);
  await sweepStaging(storage, now);
  const token = `${day}-${photo.hash}`;
  return { token, previewUrl: stagedPhotoUrl(token) };
}

/** Drops the staging folders of two days ago and older: every staged photo lives a day at least. */
export async function sweepStaging(storage: PhotoStorage, now = new Date()): Promise<void> {
  for (let back = 2; back < 2 + SWEEP_DAYS; back++) await storage.removeAll(`staging/${dayKey(new Date(now.getTime() - back * DAY_MS))}`);
}

/** The preview of one of this user's staged photos; null for a bad, expired or foreign token. */
export async function readStagedPhoto(storage: PhotoStorage, userId: string, token: string, width: PhotoWidth = 400): Promise<Buffer | null> {
  if (!isStagedPhotoToken(token)) return null;
  const [day, hash] = token.split("-") as [string, string];
  return storage.get(`${stagedFolder(userId, day, hash)}/${width}.webp`);
}

/** One uploaded photo of a listing at a width; null when there is none (deleted listing, bad name). */
export function readListingPhoto(storage: PhotoStorage, listingId: number, version: string, width: PhotoWidth): Promise<Buffer | null> {
  return storage.get(`${listingPhotoFolder(listingId, version)}/${width}.webp`);
}

/** Listings whose photos anyone may see: on sale, or sold after being on sale. */
const PUBLISHED_STATUSES: readonly string[] = ["active", "sold"];

export interface PhotoAudience {
  isPublic: boolean;
  sellerId: string | null;
}

/**
 * Who may see one of a listing's uploaded photos; null for no such listing. Until an admin has
 * approved the listing (pending, rejected) nobody has checked its photos: its seller and admins
 * only. The same holds for a live listing's new photos waiting for review (not in
 * listing_images yet): public only once approved.
 */
export async function listingPhotoAudience(db: Database, listingId: number, version: string): Promise<PhotoAudience | null> {
  const [row] = await db
    .select({
      status: listings.status,
      sellerId: listings.sellerId,
      // Qualified by hand: Drizzle writes columns in a select field's sql unqualified ("listing_id" = "id"), which the subquery would read as its own.
      shown: sql<boolean>`exists (select 1 from listing_images i where i.listing_id = listings.id and i.version = ${version})`,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ? { isPublic: PUBLISHED_STATUSES.includes(row.status) && row.shown, sellerId: row.sellerId } : null;
}

export function maySeePhotos(audience: PhotoAudience, viewer: Pick<SessionUser, "id" | "role"> | null): boolean {
  return audience.isPublic || viewer?.role === "admin" || (viewer !== null && viewer.id === audience.sellerId);
}

/** The listing's photos in order (kind 'upload'). */
export async function listingPhotos(db: Database, listingId: number): Promise<ListingPhoto[]> {
  const rows = await db
    .select({ version: listingImages.version })
    .from(listingImages)
    .where(and(eq(listingImages.listingId, listingId), eq(listingImages.kind, "upload")))
    .orderBy(listingImages.position);
  return rows.map((r) => ({ ref: r.version, url: uploadedPhotoUrl(listingId, r.version, 400) }));
}

const photoError = (message: string) => new AppError("bad_request", message, [{ field: "photos", message }]);

/** The versions of the listing's photos buyers see (listing_images, kind 'upload'), in order. */
export async function livePhotoVersions(db: Database, listingId: number): Promise<string[]> {
  return (await listingPhotos(db, listingId)).map((p) => p.ref);
}

/**
 * Photo refs -> versions in the listing's folder, in order: staged tokens of this user are
 * copied in, versions in `known` (the listing's or its pending change's) stay, anything else is
 * refused. Writes no row: the caller decides whether they go live or wait for review.
 */
export async function bringInPhotos(storage: PhotoStorage, userId: string, listingId: number, refs: readonly string[], known: ReadonlySet<string>) {
  const wanted = [...new Set(refs)];
  if (wanted.length > MAX_LISTING_PHOTOS) throw photoError(`Add at most ${MAX_LISTING_PHOTOS} photos`);
  const versions: string[] = [];
  for (const raw of wanted) {
    const ref = parsePhotoRef(raw);
    if (ref?.kind === "listing" && known.has(ref.version)) {
      versions.push(ref.version);
      continue;
    }
    if (ref?.kind !== "staged") throw photoError("A photo could not be found. Please add it again.");
    if (versions.includes(ref.hash)) continue;
    if (!known.has(ref.hash)) await copyStaged(storage, stagedFolder(userId, ref.day, ref.hash), listingPhotoFolder(listingId, ref.hash));
    versions.push(ref.hash);
  }
  return versions;
}

/** Makes `versions` the photos buyers see, in order (run inside the caller's ownership check). */
export async function setListingPhotos(db: Database, listingId: number, versions: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(listingImages).where(and(eq(listingImages.listingId, listingId), eq(listingImages.kind, "upload")));
    if (versions.length) {
      await tx.insert(listingImages).values(
        versions.map((version, position) => ({ listingId, position, kind: "upload", version, storageKey: listingPhotoFolder(listingId, version) })),
      );
    }
  });
}

/** Deletes the files of `versions` that are not in `keep` (photos no version of the listing uses). */
export async function dropPhotoFiles(storage: PhotoStorage, listingId: number, versions: Iterable<string>, keep: ReadonlySet<string>): Promise<void> {
  for (const version of new Set(versions)) if (!keep.has(version)) await storage.removeAll(listingPhotoFolder(listingId, version));
}

/** A new listing's photos: the staged tokens copied in and shown in the order given. */
export async function replaceListingPhotos(db: Database, storage: PhotoStorage, userId: string, listingId: number, refs: readonly string[]) {
  const current = new Set(await livePhotoVersions(db, listingId));
  const versions = await bringInPhotos(storage, userId, listingId, refs, current);
  await setListingPhotos(db, listingId, versions);
  await dropPhotoFiles(storage, listingId, current, new Set(versions));
  return { added: versions.some((v) => !current.has(v)), count: versions.length };
}

/**
 * Copies one of this user's staged photos to `to` (a blog story's folder, say) and returns its
 * version; a bad, foreign or expired token -> 400 naming the photos field.
 */
export async function attachStagedPhoto(storage: PhotoStorage, userId: string, token: string, to: (version: string) => string): Promise<string> {
  const ref = parsePhotoRef(token);
  if (ref?.kind !== "staged") throw photoError("A photo could not be found. Please add it again.");
  await copyStaged(storage, stagedFolder(userId, ref.day, ref.hash), to(ref.hash));
  return ref.hash;
}

async function copyStaged(storage: PhotoStorage, from: string, to: string): Promise<void> {
  const files = await Promise.all(PHOTO_WIDTHS.map((w) => storage.get(`${from}/${w}.webp`)));
  if (files.some((f) => f === null)) throw photoError("A photo has expired. Please add it again.");
  for (const [i, w] of PHOTO_WIDTHS.entries()) await storage.put(`${to}/${w}.webp`, files[i]!);
}

/** Previews for refs the form sent back (a failed submit shows the same photos again). */
export function photoPreviews(listingId: number | null, refs: readonly string[]): ListingPhoto[] {
  return refs.flatMap((ref) => {
    const parsed = parsePhotoRef(ref);
    if (parsed?.kind === "staged") return [{ ref, url: stagedPhotoUrl(ref) }];
    if (parsed?.kind === "listing" && listingId !== null) return [{ ref, url: uploadedPhotoUrl(listingId, ref, 400) }];
    return [];
  });
}
