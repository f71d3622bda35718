/**
 * How the listing form names its photos: a staged upload's token ("20261125-<hash>", returned by
 * POST /api/seller/photos) or the version of a photo the listing already has ("<hash>").
 */
export interface ListingPhoto {
  /** What the form submits for this photo. */
  ref: string;
  /** A 400 px preview. */
  url: string;
}

const STAGED = /^(\d{8})-([0-9a-f]{16})$/;
const VERSION = /^[0-9a-f]{16}$/;

export const isStagedPhotoToken = (value: string) => STAGED.test(value);

export type PhotoRef = { kind: "staged"; day: string; hash: string } | { kind: "listing"; version: string };

export function parsePhotoRef(value: string): PhotoRef | null {
  const staged = STAGED.exec(value);
  if (staged) return { kind: "staged", day: staged[1]!, hash: staged[2]! };
  return VERSION.test(value) ? { kind: "listing", version: value } : null;
}

/** The form's photo refs in order (hidden inputs named `photos`). */
export function readPhotoRefs(form: FormData | URLSearchParams): string[] {
  return form.getAll("photos").map(String).filter((ref) => parsePhotoRef(ref) !== null);
}
