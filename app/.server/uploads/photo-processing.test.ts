import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createWorkLane, ImageWorkRefused, type WorkLane } from "../images/image-work-queue";
import { MAX_PHOTO_BYTES, PhotoRejected, processPhoto } from "./photo-processing";

/** A single-colour PNG: a few hundred KB however many pixels (what a decompression bomb looks like). */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } }).png({ compressionLevel: 9 }).toBuffer();

/** A lane that counts the jobs handed to it. */
function countingLane(): WorkLane & { jobs: number } {
  const lane = createWorkLane({ concurrency: 1 });
  const counted = { jobs: 0, run: <T>(job: () => Promise<T>, owner?: string) => (counted.jobs++, lane.run(job, owner)), running: 0, waiting: 0 };
  return counted;
}

/** A real camera-like JPEG: 1000 x 600, GPS position and a camera model in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pixelish 7" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("processPhoto", () => {
  it("strips EXIF (GPS included), turns the photo upright and serves every width as webp", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const photo = await processPhoto(original, "creta.jpg");
    expect(photo.sourceType).toBe("jpeg");
    // Orientation 6 means the camera was turned: upright, the photo is 600 wide and 1000 high.
    expect([photo.width, photo.height]).toEqual([600, 1000]);
    expect([...photo.variants.keys()]).toEqual([400, 800, 1200, 1600]);
    for (const [width, bytes] of photo.variants) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(Math.min(width, 600));
    }
    expect(photo.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("refuses a file renamed to .jpg that is not an image, naming it", async () => {
    const text = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    await expect(processPhoto(text, "photo.jpg")).rejects.toThrow(new PhotoRejected("photo.jpg is not a JPEG, PNG or WebP image"));
  });

  it("refuses a GIF even with a .png name, and an oversized file before reading it", async () => {
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } }).gif().toBuffer();
    await expect(processPhoto(gif, "car.png")).rejects.toThrow("car.png is not a JPEG, PNG or WebP image");
    await expect(processPhoto(new Uint8Array(MAX_PHOTO_BYTES + 1), "big.jpg")).rejects.toThrow("big.jpg is larger than 5 MB");
  });

  it("refuses a damaged JPEG and a thumbnail-sized picture", async () => {
    const jpeg = await phonePhoto();
    await expect(processPhoto(jpeg.subarray(0, 600), "cut.jpg")).rejects.toThrow(/cut.jpg could not be read as an image/);
    const tiny = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#000" } }).png().toBuffer();
    await expect(processPhoto(tiny, "tiny.png")).rejects.toThrow("tiny.png is too small: at least 200 × 200 pixels");
  });

  it("refuses a picture over 50 megapixels from its header, before decoding anything, naming the limit", async () => {
    const bomb = await flatPng(8200, 6200);
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    const lane = countingLane();
    await expect(processPhoto(bomb, "bomb.png", { lane })).rejects.toThrow(
      new PhotoRejected("bomb.png is 50.8 megapixels (8200 × 6200); photos can have at most 50 megapixels"),
    );
    expect(lane.jobs).toBe(0);
  });

  it("takes a 50-megapixel phone photo, decoding it in its lane", async () => {
    const lane = countingLane();
    const photo = await processPhoto(await flatPng(8192, 6144), "phone.png", { lane });
    expect([photo.width, photo.height]).toEqual([8192, 6144]);
    expect((await sharp(photo.variants.get(1600)!).metadata()).width).toBe(1600);
    expect(lane.jobs).toBe(1);
  });

  it("is refused, not queued, while its lane is full", async () => {
    const lane = createWorkLane({ concurrency: 1, maxWaiting: 0 });
    let finish!: () => void;
    const holding = lane.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(processPhoto(await phonePhoto(), "creta.jpg", { lane })).rejects.toBeInstanceOf(ImageWorkRefused);
    finish();
    await holding;
  });
});
