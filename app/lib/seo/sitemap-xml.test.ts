import { describe, expect, it } from "vitest";
import { escapeXml, renderSitemapIndex, renderUrlset } from "./sitemap-xml";

describe("escapeXml", () => {
  it("escapes the five predefined entities and nothing else", () => {
    expect(escapeXml(`a&b<c>d"e'f ₹ ü`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f ₹ ü");
  });
});

describe("renderUrlset", () => {
  it("writes escaped locations and ISO lastmod, skipping a bad date", () => {
    const xml = renderUrlset([
      { loc: "https://x.in/search?filter=new&make=Tata&model=Nexon", lastmod: new Date("2026-01-02T03:04:05Z") },
      { loc: "https://x.in/about", lastmod: "not a date" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<url><loc>https://x.in/search?filter=new&amp;make=Tata&amp;model=Nexon</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>");
    expect(xml).toContain("<url><loc>https://x.in/about</loc></url>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("is well formed when empty", () => {
    expect(renderUrlset([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>');
  });
});

describe("renderSitemapIndex", () => {
  it("lists sitemap entries", () => {
    const xml = renderSitemapIndex([{ loc: "https://x.in/sitemaps/pages-1.xml" }]);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<sitemap><loc>https://x.in/sitemaps/pages-1.xml</loc></sitemap>");
  });
});
