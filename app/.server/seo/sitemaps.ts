/**
 * The sitemaps as a registry: each content type is one source that says how many files it
 * needs and what one file holds. /sitemap.xml lists every source's files; /sitemaps/{name}-{n}.xml
 * serves one. A content type is one more entry in createSitemapRegistry (see
 * docs/decisions/013-sitemaps-and-canonicals.md).
 */
import { and, gte, lte, max, sql } from "drizzle-orm";
import { GUIDES } from "~/lib/guides";
import { modelPagePath, variantPagePath } from "~/lib/new-cars/paths";
import { catalogueModelPath } from "~/lib/seo/canonical";
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import { listNewsForSitemap } from "../content/news";
import { listBlogPostsForSitemap } from "../content/blog-submissions";
import { getResearchCatalogue } from "../catalogue/research-catalogue";
import { activeListing, activeListingIn } from "../listings/active-listing";

/** The protocol's limit per file (sitemaps.org): 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site-relative path (with its query, if any); the route makes it absolute. */
  path: string;
  lastmod?: Date | string | null;
}

export interface SitemapSource {
  /** Names the files: /sitemaps/{name}-{1..n}.xml. Lower-case letters and dashes. */
  name: string;
  /** How many files the source needs now; must be cheap (no scan of the table). */
  fileCount(db: Database): Promise<number>;
  /** The entries of file `file` (1-based); an empty array for a file past the end. */
  file(db: Database, file: number): Promise<SitemapEntry[]>;
}

/**
 * A source small enough to read whole (guides, catalogue models, news): listed once per
 * request and cut into files of `perFile`.
 */
export function listedSource(name: string, list: (db: Database) => Promise<SitemapEntry[]>, perFile = SITEMAP_MAX_URLS): SitemapSource {
  return {
    name,
    fileCount: async (db) => Math.ceil((await list(db)).length / perFile),
    file: async (db, file) => (await list(db)).slice((file - 1) * perFile, file * perFile),
  };
}

/** The public, indexable pages that are always there (private and action pages are not). */
export const STATIC_PATHS = [
  "/",
  "/new-cars",
  "/used-cars",
  "/search",
  "/car-filter",
  "/sell",
  "/guides",
  "/news",
  "/blog",
  "/help",
  "/history",
  "/trends",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
];

const pagesSource = listedSource("pages", async () => [
  ...STATIC_PATHS.map((path) => ({ path })),
  ...GUIDES.map((g) => ({ path: `/guides/${g.slug}` })),
]);

/** Approved readers' stories only: pending and rejected ones have no public page. */
const blogSource = listedSource("blog", async (db) =>
  (await listBlogPostsForSitemap(db)).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.approvedAt })),
);

const newsSource = listedSource("news", async (db) =>
  (await listNewsForSitemap(db)).map((article) => ({ path: `/news/${article.slug}`, lastmod: article.updatedAt })),
);

/**
 * Catalogue models with a priced variant (the ones /new-cars shows) and at least one active
 * listing, so no URL in the sitemap is an empty, noindex result page. Hundreds of models,
 * each an index probe on listings (make, model): no table scan.
 */
const modelsSource = listedSource("models", async (db) => {
  const result = await db.execute<{ make: string; model: string }>(sql`
    select mk.name as make, m.name as model
    from models m join makes mk on mk.id = m.make_id
    where exists (select 1 from variants v where v.model_id = m.id and v.ex_showroom_price is not null)
      and exists (select 1 from listings l where l.make = mk.name and l.model = m.name and ${activeListingIn("l")})
    order by mk.name, m.name`);
  return result.rows.map((r) => ({ path: catalogueModelPath(r.make, r.model) }));
});

/**
 * The new-car research pages (issue 33): every catalogue model page and each of its variant
 * pages, priced or not (each is a real page with its specifications). Read from the research
 * catalogue the pages themselves use, already in memory: no query per request, no listings scan.
 * The used-car landing pages stay in "models".
 */
const newCarsSource = listedSource("new-cars", async (db) =>
  (await getResearchCatalogue(db)).models.flatMap((model) => [
    { path: modelPagePath(model) },
    ...model.variants.map((variant) => ({ path: variantPagePath(model, variant) })),
  ]),
);

/**
 * Listings by fixed id band: file n holds active listings with ids in
 * [(n-1)*perFile + 1, n*perFile], read by a primary-key range scan. The count is
 * ceil(max(id) / perFile), one index probe, so neither the index nor a file ever scans
 * the table, and a file's contents only change when its own cars do (stable for caches).
 * Sold cars leave gaps, so files hold at most perFile URLs, often fewer.
 */
export function listingsSource(perFile = SITEMAP_MAX_URLS): SitemapSource {
  return {
    name: "listings",
    async fileCount(db) {
      const [row] = await db.select({ top: max(listings.id) }).from(listings);
      return row?.top ? Math.ceil(row.top / perFile) : 0;
    },
    async file(db, file) {
      const rows = await db
        .select({ id: listings.id, updatedAt: listings.updatedAt })
        .from(listings)
        .where(and(gte(listings.id, (file - 1) * perFile + 1), lte(listings.id, file * perFile), activeListing))
        .orderBy(listings.id);
      return rows.map((r) => ({ path: `/details/${r.id}`, lastmod: r.updatedAt }));
    },
  };
}

export interface SitemapRegistryOptions {
  /** Listings per file; tests use a small one to see the paging. */
  listingsPerFile?: number;
}

/** Every sitemap source, in the order the index lists them. A new content type is one line here. */
export function createSitemapRegistry(options: SitemapRegistryOptions = {}): SitemapSource[] {
  return [pagesSource, newsSource, blogSource, modelsSource, newCarsSource, listingsSource(options.listingsPerFile)];
}

/** "listings-3.xml" -> { name: "listings", file: 3 }; null for anything else. */
export function parseSitemapFileName(fileName: string): { name: string; file: number } | null {
  const match = /^([a-z][a-z-]*)-([1-9]\d{0,6})\.xml$/.exec(fileName);
  return match ? { name: match[1], file: Number(match[2]) } : null;
}

/** The file names the index lists, source by source. */
export async function listSitemapFiles(db: Database, registry: SitemapSource[]): Promise<string[]> {
  const counts = await Promise.all(registry.map((s) => s.fileCount(db)));
  return registry.flatMap((s, i) => Array.from({ length: counts[i] }, (_, n) => `${s.name}-${n + 1}.xml`));
}

/** One file's entries, or null when no source has it (a 404). */
export async function readSitemapFile(db: Database, registry: SitemapSource[], fileName: string): Promise<SitemapEntry[] | null> {
  const parsed = parseSitemapFileName(fileName);
  const source = parsed && registry.find((s) => s.name === parsed.name);
  if (!parsed || !source) return null;
  if (parsed.file > (await source.fileCount(db))) return null;
  return source.file(db, parsed.file);
}
