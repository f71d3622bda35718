/**
 * News slugs (spec section 5): lowercase alphanumerics separated by single hyphens. A slug
 * typed or pasted another way is normalised and the article page redirects to it.
 */

export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isNewsSlug(value: string): boolean {
  return NEWS_SLUG_PATTERN.test(value);
}

/** Lowercase, trim, spaces to hyphens, other characters dropped, repeated hyphens collapsed. */
export function normaliseNewsSlug(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    // A hyphen at either end separates nothing.
    .replace(/^-|-$/g, "");
}
