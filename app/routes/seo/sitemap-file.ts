/** GET /sitemaps/{source}-{n}.xml: one sitemap file of the index. */
import type { Route } from "./+types/sitemap-file";
import { sitemapFileResponse } from "./sitemap.server";

export function loader({ params }: Route.LoaderArgs) {
  return sitemapFileResponse(params.file);
}
