/**
 * Image URLs of a listing. Partner data carries no photos, so every listing without uploads
 * gets its generated illustration; the content hash in the URL makes it cacheable forever.
 */
import { illustrationVersion } from "../images/car-illustration";

export const DEFAULT_IMAGE_WIDTH = 1200;

export type IllustratedListing = {
  id: number;
  make: string;
  model: string;
  year: number;
  body_type: string | null;
  exterior_color: string | null;
};

export function illustrationInput(row: IllustratedListing) {
  return { bodyType: row.body_type, color: row.exterior_color, make: row.make, model: row.model, year: row.year };
}

export function listingImageUrls(row: IllustratedListing, width: number = DEFAULT_IMAGE_WIDTH): string[] {
  const version = illustrationVersion(illustrationInput(row));
  return [`/images/cars/${row.id}/${version}-${width}.webp`];
}
