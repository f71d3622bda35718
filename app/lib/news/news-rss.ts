/** The RSS 2.0 feed of /news/rss.xml: text escaped for XML, dates in RFC 822 as RSS requires. */
import type { NewsCard } from "./news-article";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

export function buildNewsRss(items: NewsCard[], origin: string): string {
  const channelLink = `${origin}/news`;
  const entries = items.map((a) => {
    const link = `${origin}/news/${a.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(a.excerpt)}</description>`,
      `      <category>${escapeXml(a.category)}</category>`,
      `      <dc:creator>${escapeXml(a.author)}</dc:creator>`,
      `      <pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    "    <title>CarSaathi News</title>",
    `    <link>${escapeXml(channelLink)}</link>`,
    "    <description>News and explainers about the Indian car market from CarSaathi.</description>",
    "    <language>en-in</language>",
    `    <atom:link href="${escapeXml(`${origin}/news/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`    <lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
