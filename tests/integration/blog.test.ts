/**
 * The blog: a signed-in user's story (validated, images checked by content, kept as typed on
 * failure) waits as pending, unreachable publicly; an admin approves it (published with a slug,
 * author mailed) or rejects it (author mailed), once; hostile Markdown renders inert.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveBlogSubmission, rejectBlogSubmission } from "~/.server/admin/blog-review";
import { BLOG_SEED, ensureBlogSeed } from "~/.server/content/blog-seed";
import type { DbHandle } from "~/.server/db/client";
import { blogSubmissions, outbox } from "~/.server/db/schema";
import { createSitemapRegistry, readSitemapFile } from "~/.server/seo/sitemaps";
import { BLOG_MESSAGES } from "~/lib/blog/blog-messages";
import BlogPostPage, { loader as postLoader } from "~/routes/content/blog-post";
import { action as blogAction, loader as blogLoader } from "~/routes/content/blog";
import { loader as imageLoader } from "~/routes/images/blog-image";
import { action as adminBlogAction, loader as adminBlogLoader } from "~/routes/admin/blog";
import { useDatabase } from "./api-client";
import { signUpAs, nextToast, type SignedIn } from "./admin-accounts";
import { createSellerTestDatabase, phonePhoto, uploadPhoto } from "./seller-listings-helpers";
import { TestBrowser } from "./accounts-client";

let handle: DbHandle;
let writer: SignedIn;
let admin: SignedIn;
let colleague: SignedIn;

beforeAll(async () => {
  ({ handle } = await createSellerTestDatabase());
  useDatabase(handle);
  writer = await signUpAs(handle.db, "user", "Meera Iyer");
  admin = await signUpAs(handle.db, "admin", "Blog Admin");
  colleague = await signUpAs(handle.db, "admin", "Second Admin");
});

afterAll(async () => {
  await handle.close();
});

const story = (overrides: Record<string, string> = {}, photos: string[] = []) => {
  const form = new URLSearchParams({
    title: "Our first road trip to Coorg",
    content: "We drove our 2019 Baleno from Bengaluru to Coorg in the monsoon. The car handled the ghats well and returned 17 km/l.",
    authorName: "Meera Iyer",
    authorEmail: "meera@example.com",
    carMake: "Maruti Suzuki",
    carModel: "Baleno",
    carYear: "2019",
    ...overrides,
  });
  for (const p of photos) form.append("photos", p);
  return form;
};

const submit = (who: { browser: TestBrowser } | null, form: URLSearchParams) => (who?.browser ?? new TestBrowser()).call(blogAction, "/blog", { form });
const latest = async () => (await handle.db.select().from(blogSubmissions).orderBy(desc(blogSubmissions.id)).limit(1))[0]!;
const postStatus = async (slug: string) => (await new TestBrowser().call(postLoader, `/blog/${slug}`, { params: { slug } })).status;
const mailTo = async (email: string) =>
  (await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"))).orderBy(desc(outbox.id)).limit(1))[0];

describe("submitting a story", () => {
  it("refuses a guest with the spec's message and saves nothing", async () => {
    const answer = await submit(null, story());
    expect(answer.status).toBe(401);
    expect((answer.body as { message: string }).message).toBe(BLOG_MESSAGES.signIn);
    expect(await handle.db.select().from(blogSubmissions)).toHaveLength(0);
  });

  it("names each bad field and sends back what was typed", async () => {
    const answer = await submit(writer, story({ title: " ", authorEmail: "not-an-email", content: "short" }));
    expect(answer.status).toBe(400);
    const body = answer.body as { errors: Record<string, string>; values: { carModel: string } };
    expect(body.errors.title).toBe("Title is required");
    expect(body.errors.authorEmail).toBe("Enter a valid email address, like name@example.com");
    expect(body.errors.content).toMatch(/at least 50/);
    expect(body.values.carModel).toBe("Baleno");
    expect(await handle.db.select().from(blogSubmissions)).toHaveLength(0);
  });

  it("checks images by content and allows at most two", async () => {
    const renamed = await uploadPhoto(writer, new TextEncoder().encode("just text"), "car.jpg");
    expect(renamed.status).toBe(400);
    expect(renamed.body.error!.message).toBe("car.jpg is not a JPEG, PNG or WebP image");
    const tokens = await Promise.all([11, 12, 13].map(async (r) => (await uploadPhoto(writer, await phonePhoto(r), `${r}.jpg`)).body.token!));
    const three = await submit(writer, story({}, tokens));
    expect(three.status).toBe(400);
    expect((three.body as { errors: Record<string, string> }).errors.photos).toBe("Add at most 2 images");
    const foreign = await submit(admin, story({}, [tokens[0]!]));
    expect((foreign.body as { message: string }).message).toBe(BLOG_MESSAGES.failed);
  });

  it("stores a valid story as pending with its images and goes to /blog with the success toast", async () => {
    const tokens = await Promise.all([21, 22].map(async (r) => (await uploadPhoto(writer, await phonePhoto(r), `${r}.jpg`)).body.token!));
    const answer = await submit(writer, story({ publishToInstagram: "on" }, tokens));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/blog");
    expect(await nextToast(writer.browser)).toBe(BLOG_MESSAGES.success);
    const row = await latest();
    expect(row).toMatchObject({ status: "pending", approvedAt: null, slug: null, userId: writer.id, publishToInstagram: true, carYear: "2019" });
    // Not public: not in the list, and its images are refused to the public.
    const list = await new TestBrowser().call(blogLoader, "/blog");
    expect((list.body as { posts: unknown[] }).posts).toHaveLength(0);
    const version = tokens[0]!.split("-")[1];
    const file = `${version}-800.webp`;
    expect((await new TestBrowser().call(imageLoader, `/images/blog/${row.id}/${file}`, { params: { id: String(row.id), file } })).status).toBe(404);
    expect((await admin.browser.call(imageLoader, `/images/blog/${row.id}/${file}`, { params: { id: String(row.id), file } })).status).toBe(200);
  });
});

describe("review", () => {
  it("approves once: published with a slug and approved_at, author mailed, the second admin refused", async () => {
    const row = await latest();
    const results = await Promise.allSettled([
      approveBlogSubmission(handle.db, row.id, "Lovely story", { adminId: admin.id }),
      approveBlogSubmission(handle.db, row.id, "", { adminId: colleague.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const after = await latest();
    expect(after.status).toBe("approved");
    expect(after.approvedAt).toBeInstanceOf(Date);
    expect(after.slug).toBe(`our-first-road-trip-to-coorg-${row.id}`);
    expect((await mailTo("meera@example.com"))?.body).toContain(`/blog/${after.slug}`);
    await expect(rejectBlogSubmission(handle.db, row.id, "", { adminId: admin.id })).rejects.toThrow(/already approved/);

    const list = await new TestBrowser().call(blogLoader, "/blog");
    expect((list.body as { posts: { slug: string }[] }).posts.map((p) => p.slug)).toEqual([after.slug]);
    const page = await new TestBrowser().call(postLoader, `/blog/${after.slug}`, { params: { slug: after.slug! } });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain("meera@example.com");
    expect((page.body as { post: { images: unknown[] } }).post.images).toHaveLength(2);
  });

  it("rejects: approved_at null, never reachable, author mailed the note", async () => {
    await submit(writer, story({ title: "Spam story", authorEmail: "spam@example.com" }));
    const row = await latest();
    await rejectBlogSubmission(handle.db, row.id, "Please write about your own car", { adminId: admin.id });
    const after = await latest();
    expect(after).toMatchObject({ status: "rejected", approvedAt: null, slug: null });
    expect((await mailTo("spam@example.com"))?.body).toContain("Please write about your own car");
    expect(await postStatus(`spam-story-${row.id}`)).toBe(404);
    expect(await postStatus("no-such-story")).toBe(404);
  });
});

describe("hostile Markdown", () => {
  it("renders a script, an onerror image, a javascript: link and a style block as inert text", async () => {
    const content = [
      "My car story with some tricks, long enough to pass the minimum length check.",
      "<script>alert('x')</script>",
      '<img src=x onerror="alert(1)">',
      "[click](javascript:alert(1))",
      "<style>body{display:none}</style>",
    ].join("\n\n");
    await submit(writer, story({ title: "Hostile", content }));
    const row = await latest();
    const { slug } = await approveBlogSubmission(handle.db, row.id, "", { adminId: admin.id });
    const page = await new TestBrowser().call(postLoader, `/blog/${slug}`, { params: { slug: slug! } });
    const router = createMemoryRouter([{ path: "/", element: createElement(BlogPostPage, { loaderData: page.body } as never) }]);
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/<[^>]*\sonerror=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("/admin/blog", () => {
  it("lists by status and decides from the form with the spec's toasts, once", async () => {
    await submit(writer, story({ title: "Through the admin page", authorEmail: "page@example.com" }));
    const row = await latest();
    const pending = await admin.browser.call(adminBlogLoader, "/admin/blog");
    expect((pending.body as { items: { id: number }[] }).items.map((i) => i.id)).toEqual([row.id]);
    const approve = { intent: "approve", submissionId: String(row.id), adminNotes: "" };
    const first = await admin.browser.call(adminBlogAction, "/admin/blog", { form: approve });
    expect(first.body).toEqual({ ok: true, message: "Submission approved successfully" });
    const second = await colleague.browser.call(adminBlogAction, "/admin/blog", { form: { ...approve, intent: "reject" } });
    expect(second.status).toBe(409);
    const approved = await admin.browser.call(adminBlogLoader, "/admin/blog?status=approved");
    expect((approved.body as { items: { id: number }[] }).items.map((i) => i.id)).toContain(row.id);
  });
});

describe("the sitemap", () => {
  it("lists approved posts only", async () => {
    const registry = createSitemapRegistry();
    const entries = (await readSitemapFile(handle.db, registry, "blog-1.xml")) ?? [];
    const approved = await handle.db.select().from(blogSubmissions).where(eq(blogSubmissions.status, "approved"));
    expect(entries.map((e) => e.path).sort()).toEqual(approved.map((r) => `/blog/${r.slug}`).sort());
    const others = await handle.db.select().from(blogSubmissions).where(ne(blogSubmissions.status, "approved"));
    expect(others.length).toBeGreaterThan(0);
  });
});

describe("the seed", () => {
  it("publishes the editorial stories once, readable at their slugs", async () => {
    expect(await ensureBlogSeed(handle.db)).toBe(BLOG_SEED.length);
    expect(await ensureBlogSeed(handle.db)).toBe(0);
    for (const post of BLOG_SEED) expect(await postStatus(post.slug)).toBe(200);
  });
});
