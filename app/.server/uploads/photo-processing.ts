/**
 * A seller's or writer's photo made safe to publish: its type checked by content, its size and
 * pixel count bounded, turned upright, stripped of every metadata block (EXIF GPS included:
 * sharp writes none unless asked) and re-encoded as webp at the site's image widths.
 * Re-encoding also drops anything hidden after the image data.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { sniffPhotoType, type PhotoType } from "./image-type";

/** The widths every car picture is served at (app/lib/image-srcset.ts asks for these). */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** 5 MB (5,242,880 bytes): the spec's limit for blog images, used for listing photos too. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** A decompression bomb (a tiny file of a huge image) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
const MIN_SIDE = 200;
const WEBP_QUALITY = 80;

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

export async function processPhoto(bytes: Uint8Array, fileName: string): Promise<ProcessedPhoto> {
  const name = fileName.slice(0, 80) || "The file";
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRejected(`${name} is larger than 5 MB`);
  const sourceType = sniffPhotoType(bytes);
  if (!sourceType) throw new PhotoRejected(`${name} is not a JPEG, PNG or WebP image`);

  let upright: { data: Buffer; info: { width: number; height: number } };
  try {
    // rotate() applies the EXIF orientation, so the photo stays upright once EXIF is gone.
    upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected(`${name} could not be read as an image (damaged, or more than 40 megapixels)`);
  }
  const { width, height } = upright.info;
  if (Math.min(width, height) < MIN_SIDE) throw new PhotoRejected(`${name} is too small: at least ${MIN_SIDE} × ${MIN_SIDE} pixels`);

  const variants = new Map<PhotoWidth, Buffer>();
  for (const target of PHOTO_WIDTHS) {
    // Each width once; a photo narrower than a width is served at its own size there.
    const w = Math.min(target, width);
    variants.set(target, await sharp(upright.data).resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer());
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return { hash, sourceType, width, height, variants };
}
