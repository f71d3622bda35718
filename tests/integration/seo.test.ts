import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { ensureNewsArticles } from "~/.server/content/ensure-news-articles";
import { createSitemapRegistry, listSitemapFiles, readSitemapFile, STATIC_PATHS } from "~/.server/seo/sitemaps";
import { catalogueModelPath } from "~/lib/seo/canonical";
import { renderSitemapIndex, renderUrlset } from "~/lib/seo/sitemap-xml";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { createListing, createMake, createModel, createVariant } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const ids: number[] = [];
// A page size of 3 so nine cars (and two off sale) span four files, as a million would span twenty.
const registry = createSitemapRegistry({ listingsPerFile: 3 });

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await ensureNewsArticles(db);
  for (let i = 0; i < 7; i++) ids.push((await createListing(db, { make: "Tata", model: "Nexon" })).id);
  // Not on the market: never in a sitemap.
  await createListing(db, { status: "sold" });
  await createListing(db, { status: "pending" });
  const make = await createMake(db, "Tata & Sons");
  const model = await createModel(db, make.id, "Punch <EV>");
  await createVariant(db, model.id, "Adventure", {}, { exShowroomPrice: 1_000_000 });
  ids.push((await createListing(db, { make: "Tata & Sons", model: "Punch <EV>" })).id);
  // Left out: no price in the catalogue, and no car on sale.
  const unpriced = await createModel(db, make.id, "Sierra");
  await createVariant(db, unpriced.id, "Concept");
  ids.push((await createListing(db, { make: "Tata & Sons", model: "Sierra" })).id);
  const unlisted = await createModel(db, make.id, "Curvv");
  await createVariant(db, unlisted.id, "Smart", {}, { exShowroomPrice: 1_200_000 });
});

afterAll(async () => {
  await handle.close();
});

/** Balanced tags and only escaped ampersands: enough to catch a broken document. */
function expectWellFormed(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const stack: string[] = [];
  for (const [, close, name] of body.matchAll(/<(\/?)([a-z]+)[^>]*>/g)) {
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe("robots.txt", () => {
  it("allows the site, keeps private areas out and names the sitemap", async () => {
    const res = robotsLoader();
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(res.headers.get("Cache-Control")).toMatch(/^public/);
    const text = await res.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/admin", "/seller", "/messages", "/profile", "/settings", "/saved-listings", "/api/", "/auth", "/dev/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/(details|search|guides|new-cars|used-cars)/);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });
});

describe("sitemaps", () => {
  it("index lists every source's files, listings by id band", async () => {
    const files = await listSitemapFiles(handle.db, registry);
    const bands = Math.ceil(Math.max(...ids) / 3);
    expect(files).toEqual(["pages-1.xml", "news-1.xml", "models-1.xml", "new-cars-1.xml", ...Array.from({ length: bands }, (_, i) => `listings-${i + 1}.xml`)]);
    const xml = renderSitemapIndex(files.map((f) => ({ loc: `https://x.in/sitemaps/${f}` })));
    expectWellFormed(xml, "sitemapindex");
  });

  it("pages holds the static pages and guides, and no private page", async () => {
    const entries = (await readSitemapFile(handle.db, registry, "pages-1.xml")) ?? [];
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining([...STATIC_PATHS, "/guides/new-car-research"]));
    for (const p of paths) expect(p).not.toMatch(/^\/(admin|seller|messages|profile|settings|saved-listings|auth|api|dev|compare)/);
    expectWellFormed(renderUrlset(entries.map((e) => ({ loc: `https://x.in${e.path}` }))), "urlset");
  });

  it("news holds every article at its own page, with lastmod", async () => {
    const entries = (await readSitemapFile(handle.db, registry, "news-1.xml")) ?? [];
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const entry of entries) {
      expect(entry.path).toMatch(/^\/news\/[a-z0-9-]+$/);
      expect(entry.lastmod).toBeTruthy();
    }
  });

  it("models holds each priced catalogue model with a car on sale, at its search URL, escaped", async () => {
    const entries = (await readSitemapFile(handle.db, registry, "models-1.xml")) ?? [];
    expect(entries.map((e) => e.path)).toEqual([catalogueModelPath("Tata & Sons", "Punch <EV>")]);
    const xml = renderUrlset(entries.map((e) => ({ loc: `https://x.in${e.path}` })));
    expectWellFormed(xml, "urlset");
    expect(locs(xml)).toEqual(["https://x.in/search?make=Tata+%26+Sons&model=Punch+%3CEV%3E"]);
  });

  it("new-cars holds every catalogue model page and every variant page, priced or not, listed or not", async () => {
    const entries = (await readSitemapFile(handle.db, registry, "new-cars-1.xml")) ?? [];
    expect(entries.map((e) => e.path).sort()).toEqual(
      [
        "/new-cars/tata-and-sons/punch-ev",
        "/new-cars/tata-and-sons/punch-ev/adventure",
        "/new-cars/tata-and-sons/sierra",
        "/new-cars/tata-and-sons/sierra/concept",
        "/new-cars/tata-and-sons/curvv",
        "/new-cars/tata-and-sons/curvv/smart",
      ].sort(),
    );
    expectWellFormed(renderUrlset(entries.map((e) => ({ loc: `https://x.in${e.path}` }))), "urlset");
  });

  it("pages listings by id band: every active car once, at most a page each, with lastmod", async () => {
    const files = (await listSitemapFiles(handle.db, registry)).filter((f) => f.startsWith("listings-"));
    const seen: string[] = [];
    for (const file of files) {
      const entries = (await readSitemapFile(handle.db, registry, file)) ?? [];
      expect(entries.length).toBeLessThanOrEqual(3);
      for (const e of entries) expect(e.lastmod).toBeInstanceOf(Date);
      expectWellFormed(renderUrlset(entries.map((e) => ({ loc: `https://x.in${e.path}`, lastmod: e.lastmod }))), "urlset");
      seen.push(...entries.map((e) => e.path));
    }
    expect(seen.sort()).toEqual(ids.map((id) => `/details/${id}`).sort());
  });

  it("answers null (a 404) for a file that does not exist", async () => {
    expect(await readSitemapFile(handle.db, registry, "listings-999.xml")).toBeNull();
    expect(await readSitemapFile(handle.db, registry, "secrets-1.xml")).toBeNull();
    expect(await readSitemapFile(handle.db, registry, "../etc.xml")).toBeNull();
  });
});
