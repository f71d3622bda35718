/**
 * The sitemap protocol's two documents (sitemaps.org): a urlset of pages and an index of
 * sitemaps. Plain strings, no XML library: five characters need escaping and nothing else.
 */

export interface SitemapUrl {
  /** Absolute URL of the page. */
  loc: string;
  lastmod?: Date | string | null;
}

/** Escapes text for an XML element or attribute (the five predefined entities). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);
}

/** W3C datetime, as the protocol asks; an unparseable value is left out rather than sent. */
function lastmodOf(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function entry(tag: "url" | "sitemap", item: SitemapUrl): string {
  const lastmod = lastmodOf(item.lastmod);
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function renderUrlset(urls: Iterable<SitemapUrl>): string {
  const lines: string[] = [];
  for (const url of urls) lines.push(entry("url", url));
  return `${HEAD}<urlset ${NS}>\n${lines.join("\n")}${lines.length ? "\n" : ""}</urlset>\n`;
}

export function renderSitemapIndex(sitemaps: Iterable<SitemapUrl>): string {
  const lines: string[] = [];
  for (const s of sitemaps) lines.push(entry("sitemap", s));
  return `${HEAD}<sitemapindex ${NS}>\n${lines.join("\n")}${lines.length ? "\n" : ""}</sitemapindex>\n`;
}
