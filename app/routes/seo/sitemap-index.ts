/** GET /sitemap.xml: the sitemap index, one entry per file of each source (app/.server/seo/sitemaps.ts). */
import type { Route } from "./+types/sitemap-index";
import { sitemapIndexResponse } from "./sitemap.server";

export function loader({ request }: Route.LoaderArgs) {
  return sitemapIndexResponse(request);
}
