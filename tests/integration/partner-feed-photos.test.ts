/**
 * Partner cars' photos from their image URLs (feed-photos.ts) against a local server: the URLs
 * that work become the car's photos in order (the first the cover), one that fails is skipped,
 * a car none of whose URLs work keeps its illustration and is not tried again until its backoff.
 */
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { listingImages, partnerListings, partners } from "~/.server/db/schema";
import { fetchPartnerPhotos, forgetPhotoFailures } from "~/.server/partners/feed-photos";
import { DiskPhotoStorage } from "~/.server/uploads/photo-storage";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
let server: http.Server;
let base: string;
let storage: DiskPhotoStorage;
let dir: string;
let partnerId: number;
const hits = new Map<string, number>();
const images: Record<string, Buffer> = {};

async function partnerCar(externalId: string, urls: string[]) {
  const listing = await createListing(db, { source: "PhotoCo", sourceId: `${partnerId}:${externalId}` });
  await db.insert(partnerListings).values({ partnerId, externalId, listingId: listing.id, status: "live", imageUrls: urls });
  return listing.id;
}
const photosOf = (listingId: number) =>
  db
    .select({ position: listingImages.position, version: listingImages.version })
    .from(listingImages)
    .where(and(eq(listingImages.listingId, listingId), eq(listingImages.kind, "upload")))
    .orderBy(asc(listingImages.position));

beforeAll(async () => {
  process.env.FEEDS_ALLOW_LOCAL = "1";
  handle = await createTestDatabase();
  db = handle.db;
  dir = await mkdtemp(path.join(tmpdir(), "feed-photos-"));
  storage = new DiskPhotoStorage(dir);
  const photo = (r: number, g: number, b: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
  images["/red.jpg"] = await photo(200, 20, 20);
  images["/blue.jpg"] = await photo(20, 20, 200);
  images["/page.jpg"] = Buffer.from("<html>not a photo</html>");
  server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const image = images[url];
    if (!image) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "image/jpeg" }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [{ id: partnerId }] = await db.insert(partners).values({ name: "PhotoCo", source: "PhotoCo" }).returning({ id: partners.id });
  forgetPhotoFailures();
});

afterAll(async () => {
  delete process.env.FEEDS_ALLOW_LOCAL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

describe("fetchPartnerPhotos", () => {
  it("stores the URLs that work in order, skips the ones that fail, and leaves cars with photos alone", async () => {
    const car = await partnerCar("P-1", [`${base}/missing.jpg`, `${base}/blue.jpg`, `${base}/page.jpg`, `${base}/red.jpg`]);
    const report = await fetchPartnerPhotos(db, storage, { limit: 50 });
    expect(report).toMatchObject({ cars: 1, photos: 2, failedUrls: 2 });
    const photos = await photosOf(car);
    expect(photos.map((p) => p.position)).toEqual([0, 1]);
    expect(await storage.get(`listings/${car}/${photos[0].version}/400.webp`)).not.toBeNull();
    const before = hits.get("/blue.jpg");
    expect(await fetchPartnerPhotos(db, storage, { limit: 50 })).toMatchObject({ cars: 0 });
    expect(hits.get("/blue.jpg")).toBe(before);
  });

  it("keeps the illustration of a car none of whose photos work, and waits before trying again", async () => {
    const t0 = Date.now();
    const car = await partnerCar("P-2", [`${base}/gone-1.jpg`, `${base}/page.jpg`]);
    expect(await fetchPartnerPhotos(db, storage, { limit: 50, now: () => t0 })).toMatchObject({ cars: 1, photos: 0, failedUrls: 2 });
    expect(await photosOf(car)).toEqual([]);
    expect(await fetchPartnerPhotos(db, storage, { limit: 50, now: () => t0 + 60_000 })).toMatchObject({ cars: 0 });
    expect(hits.get("/gone-1.jpg")).toBe(1);
    await fetchPartnerPhotos(db, storage, { limit: 50, now: () => t0 + 16 * 60_000 });
    expect(hits.get("/gone-1.jpg")).toBe(2);
  });

  it("takes at most 10 photos of a car", async () => {
    const car = await partnerCar("P-3", Array.from({ length: 12 }, (_, i) => `${base}/${i % 2 ? "red" : "blue"}.jpg?n=${i}`));
    for (let i = 0; i < 12; i++) images[`/${i % 2 ? "red" : "blue"}.jpg?n=${i}`] = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: i * 20, g: 100, b: 50 } } }).png().toBuffer();
    await fetchPartnerPhotos(db, storage, { limit: 50 });
    expect(await photosOf(car)).toHaveLength(10);
    expect(hits.get("/red.jpg?n=11")).toBeUndefined();
  });
});
