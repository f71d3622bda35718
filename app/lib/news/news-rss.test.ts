import { describe, expect, it } from "vitest";
import { buildNewsRss, escapeXml } from "./news-rss";

describe("buildNewsRss", () => {
  it("escapes every text field and dates items in RFC 822", () => {
    const xml = buildNewsRss(
      [{ slug: "a-b", title: 'Tom & Jerry <b>"quoted"</b>', excerpt: "x < y & 'z'", category: "Safety", tags: [], author: "Desk", publishedAt: "2026-11-20T05:30:00.000Z" }],
      "https://carsaathi.example",
    );
    expect(xml).toContain("<title>Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt;</title>");
    expect(xml).toContain("<description>x &lt; y &amp; &apos;z&apos;</description>");
    expect(xml).toContain("<link>https://carsaathi.example/news/a-b</link>");
    expect(xml).toContain("<pubDate>Fri, 20 Nov 2026 05:30:00 GMT</pubDate>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  });

  it("drops characters XML cannot hold", () => {
    expect(escapeXml("a\u0000b\u0007c\td")).toBe("abc\td");
  });
});
