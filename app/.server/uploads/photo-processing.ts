/**
 * A seller's or writer's photo made safe to publish: its type checked by content, its size and
 * pixel count bounded (from the header, before anything is decoded), turned upright, stripped
 * of every metadata block (EXIF GPS included: sharp writes none unless asked) and re-encoded as
 * webp at the site's image widths. Re-encoding also drops anything hidden after the image data.
 * Decoding waits its turn in the photo lane (decision 027).
 */
import { createHash } from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { photoDecoding, type WorkLane } from "../images/image-work-queue";
import { sniffPhotoType, type PhotoType } from "./image-type";

/** The widths every car picture is served at (app/lib/image-srcset.ts asks for these). */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** 5 MB (5,242,880 bytes): the spec's limit for blog images, used for listing photos too. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * 50 megapixels: the largest phone sensors' full-resolution photo (8,192 × 6,144). A larger
 * picture in 5 MB is nearly always a decompression bomb (a tiny file of a huge image).
 */
export const MAX_PHOTO_PIXELS = 8192 * 6144;
const MIN_SIDE = 200;
const WEBP_QUALITY = 80;
/** A decode that takes longer than this is not a photo worth its lane. */
const DECODE_TIMEOUT_S = 15;

export class PhotoRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoRejected";
  }
}

export interface ProcessedPhoto {
  /** First 16 hex digits of the SHA-256 of the original bytes: names the files, spots repeats. */
  hash: string;
  sourceType: PhotoType;
  width: number;
  height: number;
  /** webp bytes per served width (never wider than the photo itself). */
  variants: Map<PhotoWidth, Buffer>;
}

export interface PhotoWork {
  /** The user the work is for: one user's share of the lane is bounded. */
  owner?: string;
  lane?: WorkLane;
}

/** Throws PhotoRejected with a message for the uploader, or ImageWorkRefused when the lane is full. */
export async function processPhoto(bytes: Uint8Array, fileName: string, work: PhotoWork = {}): Promise<ProcessedPhoto> {
  const name = fileName.slice(0, 80) || "The file";
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRejected(`${name} is larger than 5 MB`);
  const sourceType = sniffPhotoType(bytes);
  if (!sourceType) throw new PhotoRejected(`${name} is not a JPEG, PNG or WebP image`);
  const { width, height } = await uprightSize(bytes, name);
  if (width * height > MAX_PHOTO_PIXELS) {
    const megapixels = (width * height / 1e6).toFixed(1);
    throw new PhotoRejected(`${name} is ${megapixels} megapixels (${width} × ${height}); photos can have at most 50 megapixels`);
  }
  if (Math.min(width, height) < MIN_SIDE) throw new PhotoRejected(`${name} is too small: at least ${MIN_SIDE} × ${MIN_SIDE} pixels`);

  const variants = await (work.lane ?? photoDecoding).run(() => encodeWidths(bytes, name, width), work.owner);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return { hash, sourceType, width, height, variants };
}

/** Width and height once turned upright, read from the header alone. */
async function uprightSize(bytes: Uint8Array, name: string): Promise<{ width: number; height: number }> {
  try {
    const { autoOrient } = await sharp(bytes).metadata();
    if (autoOrient.width > 0 && autoOrient.height > 0) return autoOrient;
  } catch {
    // Answered below.
  }
  throw new PhotoRejected(`${name} could not be read as an image (it may be damaged)`);
}

/**
 * One decode: the photo turned upright (rotate() applies the EXIF orientation, so it stays
 * upright once EXIF is gone) and scaled to the widest served width, kept as raw pixels; every
 * width is encoded from that. A JPEG is even decoded at a reduced scale when that is enough.
 */
async function encodeWidths(bytes: Uint8Array, name: string, width: number): Promise<Map<PhotoWidth, Buffer>> {
  let widest: { data: Buffer; info: OutputInfo };
  try {
    widest = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: Math.min(width, PHOTO_WIDTHS.at(-1)!) })
      .toColourspace("srgb")
      .timeout({ seconds: DECODE_TIMEOUT_S })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected(`${name} could not be read as an image (it may be damaged)`);
  }
  const raw = { raw: { width: widest.info.width, height: widest.info.height, channels: widest.info.channels } };
  const variants = new Map<PhotoWidth, Buffer>();
  for (const target of PHOTO_WIDTHS) {
    // Each width once; a photo narrower than a width is served at its own size there.
    const w = Math.min(target, widest.info.width);
    variants.set(target, await sharp(widest.data, raw).resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer());
  }
  return variants;
}
