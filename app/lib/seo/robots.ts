/**
 * robots.txt: the public site is crawlable; account, seller, admin, chat, API and one-off
 * pages are not (they need a session or are actions, so crawling them only wastes the
 * crawler's budget). Pages that must stay out of results also say noindex in their meta.
 */

export const DISALLOWED_PATHS = [
  "/admin",
  "/seller",
  "/messages",
  "/profile",
  "/settings",
  "/saved-listings",
  "/auth",
  "/forgot-password",
  "/logout",
  "/alerts/",
  "/dev/",
  "/api/",
  // Comparisons are any 2-3 listing ids in the query: unbounded, short-lived (cars sell) and
  // a rearrangement of the details pages, which are crawlable themselves.
  "/compare",
];

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
