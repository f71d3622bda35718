/**
 * Image URLs of a listing: the seller's uploaded photos when it has them (their content hash in
 * the URL), else its generated illustration (the hash of what it is drawn from). Both URLs are
 * cacheable forever. Callers read the photo versions with the listing, in the same query
 * (`PHOTO_VERSIONS_COLUMN`), never one query per listing.
 */
import { sql } from "drizzle-orm";
import { illustrationVersion } from "../images/car-illustration";

export const DEFAULT_IMAGE_WIDTH = 1200;

export type IllustratedListing = {
  id: number;
  make: string;
  model: string;
  year: number;
  body_type: string | null;
  exterior_color: string | null;
  /** The uploaded photos' versions in order; absent or empty: the illustration. */
  photo_versions?: readonly string[] | string | null;
};

/** A select column on `listings`: its uploaded photos' versions in order (listing_images_pos_uq serves it). */
export const PHOTO_VERSIONS_COLUMN = sql`(select coalesce(json_agg(li.version order by li.position), '[]'::json)
  from listing_images li where li.listing_id = listings.id and li.kind = 'upload') as photo_versions`;

export function illustrationInput(row: IllustratedListing) {
  return { bodyType: row.body_type, color: row.exterior_color, make: row.make, model: row.model, year: row.year };
}

export const uploadedPhotoUrl = (listingId: number, version: string, width: number) => `/images/uploads/${listingId}/${version}-${width}.webp`;

/** Uploaded photos are stored at these widths only; anything else gets the nearest above. */
const UPLOAD_WIDTHS = [400, 800, 1200, 1600];

export function listingImageUrls(row: IllustratedListing, width: number = DEFAULT_IMAGE_WIDTH): string[] {
  // PGlite may hand back a json column as text.
  const versions = typeof row.photo_versions === "string" ? (JSON.parse(row.photo_versions) as string[]) : (row.photo_versions ?? []);
  if (versions.length > 0) {
    const w = UPLOAD_WIDTHS.find((u) => u >= width) ?? 1600;
    return versions.map((v) => uploadedPhotoUrl(row.id, v, w));
  }
  const version = illustrationVersion(illustrationInput(row));
  return [`/images/cars/${row.id}/${version}-${width}.webp`];
}
