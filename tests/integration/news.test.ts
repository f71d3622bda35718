/**
 * /news through its loaders against a migrated database holding the seeded articles: the list
 * and its pages, search with the spec's messages, the article's 404 and slug redirect, related
 * articles, and the RSS feed as well-formed XML.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureNewsArticles } from "~/.server/content/ensure-news-articles";
import { NEWS_SEED_ARTICLES } from "~/.server/content/news-seed";
import { listNewsForSitemap } from "~/.server/content/news";
import type { DbHandle } from "~/.server/db/client";
import { newsMessages } from "~/lib/news/news-article";
import { loader as articleLoader } from "~/routes/content/news-article";
import { loader as rssLoader } from "~/routes/content/news-rss";
import { loader as listLoader } from "~/routes/content/news";
import { useDatabase } from "./api-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const SEEDED = NEWS_SEED_ARTICLES.length;
const NEWEST = [...NEWS_SEED_ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  expect(await ensureNewsArticles(handle.db)).toBe(SEEDED);
});

afterAll(async () => {
  await handle.close();
});

const list = (query = "") => listLoader({ request: new Request(`http://localhost/news${query}`), params: {}, context: {} } as never);
const article = (slug: string) =>
  articleLoader({ request: new Request(`http://localhost/news/${encodeURIComponent(slug)}`), params: { slug }, context: {} } as never);

/** What a loader threw: a redirect Response, or data() with its status. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
  throw new Error("the loader did not throw");
}

describe("seeding", () => {
  it("writes at least twelve articles once, by slug, in the spec's categories", async () => {
    expect(SEEDED).toBeGreaterThanOrEqual(12);
    expect(await ensureNewsArticles(handle.db)).toBe(0);
    const sitemap = await listNewsForSitemap(handle.db);
    expect(sitemap).toHaveLength(SEEDED);
    expect(sitemap[0]).toEqual({ slug: NEWEST[0].slug, updatedAt: new Date(NEWEST[0].publishedAt) });
  });
});

describe("/news", () => {
  it("lists newest first, six a page, and clamps a page past the end", async () => {
    const first = await list();
    expect(first).toMatchObject({ total: SEEDED, page: 1, pageCount: Math.ceil(SEEDED / 6), q: "" });
    expect(first.articles.map((a) => a.slug)).toEqual(NEWEST.slice(0, 6).map((a) => a.slug));
    const second = await list("?page=2");
    expect(second.articles.map((a) => a.slug)).toEqual(NEWEST.slice(6, 12).map((a) => a.slug));
    const beyond = await list("?page=99");
    expect(beyond.page).toBe(first.pageCount);
    expect((await list("?page=abc")).page).toBe(1);
  });

  it("searches title, body, author, category and tags case-insensitively", async () => {
    const ncap = await list("?q=BHARAT%20ncap");
    expect(ncap.articles.map((a) => a.slug)).toContain("bharat-ncap-star-ratings-explained");
    expect(newsMessages.found(ncap.total, ncap.q)).toBe(`Found ${ncap.total} article(s) for "BHARAT ncap"`);

    const byAuthor = await list("?q=tech%20desk");
    expect(byAuthor.total).toBe(NEWS_SEED_ARTICLES.filter((a) => a.author === "CarSaathi Tech Desk").length);

    const byTag = await list("?q=festive%20season");
    expect(byTag.articles.map((a) => a.slug)).toEqual(["used-car-prices-after-the-festive-season"]);

    const byBody = await list("?q=housing%20societies");
    expect(byBody.articles.map((a) => a.slug)).toEqual(["charging-an-electric-car-in-indian-cities"]);
  });

  it("treats % and _ as text and finds nothing for an unknown term", async () => {
    const none = await list("?q=%25");
    expect(none).toMatchObject({ total: 0, pageCount: 0, page: 1, articles: [] });
    const unknown = await list("?q=hovercraft");
    expect(unknown.total).toBe(0);
    expect(newsMessages.noneFoundFor(unknown.q)).toBe('No articles found for "hovercraft"');
    expect(newsMessages.emptyForTerm(unknown.q)).toBe('No articles matching "hovercraft". Try a different search term.');
  });
});

describe("the search query", () => {
  it("can be answered by the trigram index (the planner is told to avoid a scan, as it would with many rows)", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await tx.execute<{ "QUERY PLAN": string }>(
        sql`EXPLAIN SELECT slug FROM news_articles WHERE search_text ILIKE ${"%compact suv%"} ORDER BY published_at DESC, id DESC LIMIT 6`,
      );
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("news_articles_search_trgm_idx");
    });
  });
});

describe("/news/:slug", () => {
  it("gives the article with related ones from its category or tags", async () => {
    const page = await article("how-on-road-price-is-made-up");
    expect(page.article).toMatchObject({ title: "How a car's on-road price is made up", category: "Market Analysis", mentioned: { make: "Hyundai", model: "Creta" } });
    expect(page.pageUrl).toBe("http://localhost:3000/news/how-on-road-price-is-made-up");
    expect(page.related).toHaveLength(3);
    expect(page.related.map((r) => r.slug)).not.toContain("how-on-road-price-is-made-up");
    // The two other Market Analysis articles first, then one sharing a tag ("buying").
    expect(page.related.slice(0, 2).map((r) => r.category)).toEqual(["Market Analysis", "Market Analysis"]);
    expect(page.related[2].tags).toContain("buying");
  });

  it("redirects an unnormalised slug to the normalised one", async () => {
    expect(await thrown(article("  How On-Road Price  is Made Up! "))).toEqual({ status: 301, location: "/news/how-on-road-price-is-made-up" });
    expect(await thrown(article("how--on-road-price-is-made-up"))).toEqual({ status: 301, location: "/news/how-on-road-price-is-made-up" });
  });

  it("answers 404 for an unknown slug and for one with nothing left after normalising", async () => {
    expect(await thrown(article("no-such-article"))).toEqual({ status: 404 });
    expect(await thrown(article("!!!"))).toEqual({ status: 404 });
  });
});

/** Every element closed in order, only XML's own entities: enough to call it well-formed here. */
function expectWellFormedXml(xml: string) {
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, "");
  for (const [, closing, name, , selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]+>/g, "")).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
}

describe("/news/rss.xml", () => {
  it("is RSS 2.0 with the newest 20 articles, escaped", async () => {
    const res = await rssLoader();
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expectWellFormedXml(xml);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(Math.min(20, SEEDED));
    expect(xml.indexOf(NEWEST[0].slug)).toBeLessThan(xml.indexOf(NEWEST[1].slug));
    expect(xml).toContain("<title>How a car&apos;s on-road price is made up</title>");
  });
});
