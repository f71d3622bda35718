/**
 * Every Cache-Control value the site sends, written once. Public pages and API answers may be
 * kept by a CDN (s-maxage) and revalidated in the background, never by the browser (max-age=0),
 * so a listing change shows within a minute; anything made for one visitor is never stored.
 */

/** Listings pages and the public API: a CDN keeps them a minute, then revalidates in the background. */
export const PUBLIC_SHORT_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Summaries that move slowly (new-car catalogue, market trends): five minutes at a CDN. */
export const PUBLIC_LONGER_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

/** Editorial pages (buying guides): five minutes in the browser, an hour at a CDN. */
export const PUBLIC_EDITORIAL_CACHE = "public, max-age=300, s-maxage=3600";

/** Made for one signed-in visitor (their name, saved cars) or setting a cookie: never stored. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Never stored anywhere (the development mail outbox). */
export const NO_STORE = "no-store";

/** Content-addressed files (hashed build assets, versioned illustrations): a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
