/**
 * The news editor through its loaders and actions: an admin writes an article (published now,
 * found by the public list and search, logged) and edits it (slug fixed, updated_at moved, old
 * words no longer found); a duplicate slug is an error on the slug field with what was typed
 * kept; guests and non-admins are refused everywhere and change nothing; a hostile body is
 * stored as typed and rendered as text on /news/:slug.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureNewsArticles } from "~/.server/content/ensure-news-articles";
import { NEWS_SEED_ARTICLES } from "~/.server/content/news-seed";
import type { DbHandle } from "~/.server/db/client";
import { newsArticles } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { FIX_FIELDS_MESSAGE } from "~/lib/form-messages";
import type { NewsCard } from "~/lib/news/news-article";
import { NEWS_EDITOR_MESSAGES, type NewsFormFailure } from "~/lib/news/news-form";
import { loader as listLoader } from "~/routes/admin/news";
import { action as editAction, loader as editLoader } from "~/routes/admin/news-edit";
import { action as newAction, loader as newLoader } from "~/routes/admin/news-new";
import NewsArticlePage, { loader as articleLoader } from "~/routes/content/news-article";
import { loader as publicListLoader } from "~/routes/content/news";
import { TestBrowser } from "./accounts-client";
import { nextToast, signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let buyer: SignedIn;
let dealer: SignedIn;
let seededId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  await ensureNewsArticles(handle.db);
  admin = await signUpAs(handle.db, "admin", "News Admin");
  buyer = await signUpAs(handle.db, "user", "Ravi Reader");
  dealer = await signUpAs(handle.db, "dealer", "Dev Dealer");
  seededId = (await handle.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, NEWS_SEED_ARTICLES[0]!.slug)))[0]!.id;
});

afterAll(async () => {
  await handle.close();
});

const article = (overrides: Record<string, string> = {}) => ({
  title: "Tata Curvv EV: first drive impressions",
  slug: "",
  excerpt: "A coupe-SUV that charges quickly and rides well.",
  category: "Electric Vehicles",
  tags: "EV, Tata, first drive",
  author: "Kavya Menon",
  body: "## The drive\n\nThe **Curvv EV** rides well over broken roads. Its zircon-blue paint stands out.",
  mentionedMake: "Tata",
  mentionedModel: "Curvv EV",
  ...overrides,
});

const create = (who: TestBrowser, form: Record<string, string>) => who.call(newAction, "/admin/news/new", { form });
const edit = (who: TestBrowser, id: number, form: Record<string, string>) => who.call(editAction, `/admin/news/${id}/edit`, { form, params: { id: String(id) } });
const rowBySlug = async (slug: string) => (await handle.db.select().from(newsArticles).where(eq(newsArticles.slug, slug)))[0];
const publicSearch = async (q: string) =>
  ((await new TestBrowser().call(publicListLoader, `/news?q=${encodeURIComponent(q)}`)).body as { articles: NewsCard[] }).articles.map((a) => a.slug);

describe("writing an article", () => {
  it("publishes it now with a slug from the title, logged, and goes to the list with a toast", async () => {
    const info = vi.spyOn(logger, "info");
    const answer = await create(admin.browser, article());
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/news");
    expect(await nextToast(admin.browser)).toBe(NEWS_EDITOR_MESSAGES.created);
    const row = await rowBySlug("tata-curvv-ev-first-drive-impressions");
    expect(row).toMatchObject({ category: "Electric Vehicles", tags: ["EV", "Tata", "first drive"], author: "Kavya Menon", mentionedMake: "Tata", mentionedModel: "Curvv EV" });
    expect(Date.now() - row!.publishedAt.getTime()).toBeLessThan(60_000);
    expect(row!.searchText).toContain("zircon-blue");
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: "admin_action", action: "news_created", adminId: admin.id, articleId: row!.id }), expect.any(String));
    info.mockRestore();

    // Newest first in the admin table and on /news, and found by search.
    const list = await admin.browser.call(listLoader, "/admin/news");
    const body = list.body as { items: { id: number; slug: string }[]; total: number };
    expect(body.items[0]!.id).toBe(row!.id);
    expect(body.total).toBe(NEWS_SEED_ARTICLES.length + 1);
    const publicList = (await new TestBrowser().call(publicListLoader, "/news")).body as { articles: NewsCard[] };
    expect(publicList.articles[0]!.slug).toBe(row!.slug);
    expect(await publicSearch("zircon")).toEqual([row!.slug]);
  });

  it("keeps everything typed and names each field to fix, saving nothing", async () => {
    const before = (await handle.db.select().from(newsArticles)).length;
    const answer = await create(admin.browser, article({ title: "", category: "Gossip", mentionedModel: "" }));
    expect(answer.status).toBe(400);
    const failure = answer.body as NewsFormFailure;
    expect(failure.message).toBe(FIX_FIELDS_MESSAGE);
    expect(failure.errors).toMatchObject({ title: "Title is required", category: "Choose a category" });
    expect(failure.values).toMatchObject({ excerpt: article().excerpt, body: article().body, mentionedMake: "Tata" });
    expect(await handle.db.select().from(newsArticles)).toHaveLength(before);
  });

  it("refuses a slug already in use, on the slug field", async () => {
    const taken = NEWS_SEED_ARTICLES[1]!.slug;
    const answer = await create(admin.browser, article({ slug: taken, title: "Another title" }));
    expect(answer.status).toBe(409);
    const failure = answer.body as NewsFormFailure;
    expect(failure.errors).toEqual({ slug: NEWS_EDITOR_MESSAGES.slugTaken });
    expect(failure.values.title).toBe("Another title");
    expect((await rowBySlug(taken))!.title).toBe(NEWS_SEED_ARTICLES[1]!.title);
    // The same title twice: the derived slug is taken too.
    expect((await create(admin.browser, article())).status).toBe(409);
  });
});

describe("editing an article", () => {
  it("shows it in the form, then rewrites it with updated_at, keeping the slug", async () => {
    const row = (await rowBySlug("tata-curvv-ev-first-drive-impressions"))!;
    const form = await admin.browser.call(editLoader, `/admin/news/${row.id}/edit`, { params: { id: String(row.id) } });
    expect(form.status).toBe(200);
    expect(form.headers.get("Cache-Control")).toBe("private, no-store");
    expect((form.body as { values: Record<string, string> }).values).toMatchObject({ slug: row.slug, tags: "EV, Tata, first drive", mentionedModel: "Curvv EV" });

    const info = vi.spyOn(logger, "info");
    const answer = await edit(admin.browser, row.id, article({ slug: "a-sneaky-rename", title: "Curvv EV: a week with it", body: "Range held up in the monsoon.", mentionedMake: "", mentionedModel: "" }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/news");
    expect(await nextToast(admin.browser)).toBe(NEWS_EDITOR_MESSAGES.updated);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ action: "news_updated", adminId: admin.id, articleId: row.id }), expect.any(String));
    info.mockRestore();
    const after = (await handle.db.select().from(newsArticles).where(eq(newsArticles.id, row.id)))[0]!;
    expect(after).toMatchObject({ slug: row.slug, title: "Curvv EV: a week with it", mentionedMake: null, mentionedModel: null, publishedAt: row.publishedAt });
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(await publicSearch("monsoon")).toContain(row.slug);
    expect(await publicSearch("zircon")).toEqual([]);
    const page = await new TestBrowser().call(articleLoader, `/news/${row.slug}`, { params: { slug: row.slug } });
    expect((page.body as { article: { title: string } }).article.title).toBe("Curvv EV: a week with it");
  });

  it("answers 404 for an article that does not exist", async () => {
    for (const id of ["999999", "x"]) {
      // The loader throws the AppError; the server build turns it into the 404 page (page-errors.ts).
      await expect(admin.browser.call(editLoader, `/admin/news/${id}/edit`, { params: { id } })).rejects.toMatchObject({ status: 404, message: NEWS_EDITOR_MESSAGES.missing });
    }
    const answer = await edit(admin.browser, 999999, article());
    expect(answer.status).toBe(404);
    expect((answer.body as NewsFormFailure).message).toBe(NEWS_EDITOR_MESSAGES.missing);
  });
});

describe("who may", () => {
  type Call = (browser: TestBrowser) => ReturnType<TestBrowser["call"]>;
  const CALLS: Record<string, Call> = {
    "GET /admin/news": (b) => b.call(listLoader, "/admin/news"),
    "GET /admin/news/new": (b) => b.call(newLoader, "/admin/news/new"),
    "POST /admin/news/new": (b) => create(b, article({ title: "Sneaky article" })),
    "GET /admin/news/:id/edit": (b) => b.call(editLoader, `/admin/news/${seededId}/edit`, { params: { id: String(seededId) } }),
    "POST /admin/news/:id/edit": (b) => edit(b, seededId, article({ title: "Defaced" })),
  };

  describe.each(Object.entries(CALLS))("%s", (_name, call) => {
    it("sends a guest to sign in and back", async () => {
      const answer = await call(new TestBrowser());
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/auth\?redirectTo=%2Fadmin%2Fnews/);
    });

    it.each(["user", "dealer"] as const)("sends a signed-in %s home with 'Admin access required'", async (who) => {
      const browser = who === "user" ? buyer.browser : dealer.browser;
      const answer = await call(browser);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/");
      expect(await nextToast(browser)).toBe("Admin access required");
    });
  });

  it("changed nothing for them", async () => {
    expect(await rowBySlug("sneaky-article")).toBeUndefined();
    const seeded = (await handle.db.select().from(newsArticles).where(eq(newsArticles.id, seededId)))[0]!;
    expect(seeded.title).toBe(NEWS_SEED_ARTICLES[0]!.title);
    expect(seeded.updatedAt).toEqual(new Date(NEWS_SEED_ARTICLES[0]!.publishedAt));
  });
});

describe("a hostile body", () => {
  it("is stored as typed and rendered as text on /news/:slug", async () => {
    const body = [
      "Looks like a normal article.",
      "<script>alert('x')</script>",
      '<img src=x onerror="alert(1)">',
      "[click me](javascript:alert(1))",
    ].join("\n\n");
    expect((await create(admin.browser, article({ title: "Hostile test", body, mentionedMake: "", mentionedModel: "" }))).status).toBe(302);
    expect((await rowBySlug("hostile-test"))!.body).toBe(body);
    const page = await new TestBrowser().call(articleLoader, "/news/hostile-test", { params: { slug: "hostile-test" } });
    const router = createMemoryRouter([{ path: "/", element: createElement(NewsArticlePage, { loaderData: page.body } as never) }]);
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
    expect(html).toContain("click me");
  });
});
