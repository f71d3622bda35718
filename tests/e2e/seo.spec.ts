import { expect, test } from "@playwright/test";

// Server-rendered HTML only: what a crawler reads before any script runs.
test.describe.configure({ timeout: 120_000 });

const PUBLIC_PAGES = [
  "/",
  "/search",
  "/search?make=Hyundai&model=Creta",
  "/used-cars",
  "/new-cars",
  "/car-filter",
  "/sell",
  "/guides",
  "/guides/new-car-research",
  "/help",
  "/history",
  "/trends",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
];

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test("@any-width every public page has one absolute canonical, its own title and Open Graph tags", async ({ request }) => {
  const { items } = (await (await request.get("/api/vehicles?pageSize=1")).json()) as { items: { id: string }[] };
  const pages = [...PUBLIC_PAGES, `/details/${items[0].id}`];
  const titles = new Map<string, string>();
  for (const path of pages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const canonicals = html.match(/<link[^>]*rel="canonical"[^>]*>/g) ?? [];
    expect(canonicals, path).toHaveLength(1);
    expect(attr(canonicals[0] ?? "", /href="([^"]+)"/) ?? "", path).toMatch(/^https?:\/\/[^/]+\//);
    const title = attr(html, /<title>([^<]+)<\/title>/) ?? "";
    expect(title, path).not.toBe("");
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    for (const property of ["og:title", "og:description", "og:type", "og:url", "og:site_name"]) {
      expect(html, `${path} ${property}`).toContain(`property="${property}"`);
    }
    expect(html, path).not.toContain('name="robots" content="noindex"');
  }
});

test("@any-width crawlers get robots.txt and the sitemaps, not the 404 page; private pages say noindex", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: http[^\s]+\/sitemap\.xml$/m);

  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files).toEqual(expect.arrayContaining(["/sitemaps/pages-1.xml", "/sitemaps/models-1.xml", "/sitemaps/listings-1.xml"]));
  const listings = await request.get("/sitemaps/listings-1.xml");
  expect(await listings.text()).toMatch(/<url><loc>http[^<]+\/details\/\d+<\/loc><lastmod>/);
  expect((await request.get("/sitemaps/nothing-1.xml")).status()).toBe(404);

  for (const path of ["/auth", "/compare"]) {
    expect(await (await request.get(path)).text(), path).toContain('name="robots" content="noindex"');
  }
});
