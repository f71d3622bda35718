/** The sitemap responses: XML with a CDN cache, so crawlers do not each reach the database. */
import { getDb } from "~/.server/db/client";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { publicOrigin } from "~/.server/http/public-origin";
import { createSitemapRegistry, listSitemapFiles, readSitemapFile } from "~/.server/seo/sitemaps";
import { absoluteUrl } from "~/lib/seo/page-meta";
import { renderSitemapIndex, renderUrlset } from "~/lib/seo/sitemap-xml";

const registry = createSitemapRegistry();

function xml(body: string, status = 200) {
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_LONGER_CACHE },
  });
}

export async function sitemapIndexResponse() {
  const origin = publicOrigin();
  const files = await listSitemapFiles(await getDb(), registry);
  return xml(renderSitemapIndex(files.map((f) => ({ loc: `${origin}/sitemaps/${f}` }))));
}

export async function sitemapFileResponse(fileName: string) {
  const origin = publicOrigin();
  const entries = await readSitemapFile(await getDb(), registry, fileName);
  if (!entries) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xml(renderUrlset(entries.map((e) => ({ loc: absoluteUrl(origin, e.path), lastmod: e.lastmod }))));
}
