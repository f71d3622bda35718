/** GET /sitemap.xml: the sitemap index, one entry per file of each source (app/.server/seo/sitemaps.ts). */
import { sitemapIndexResponse } from "./sitemap.server";

export function loader() {
  return sitemapIndexResponse();
}
