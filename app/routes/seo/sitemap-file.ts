/** GET /sitemaps/{source}-{n}.xml: one sitemap file of the index. */
import type { Route } from "./+types/sitemap-file";
import { sitemapFileResponse } from "./sitemap.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return sitemapFileResponse(request, params.file);
}
