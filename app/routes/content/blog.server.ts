/**
 * The HTTP side of /blog and /blog/:slug: the published list, the submit action (signed in,
 * rate-limited, validated again; a failure answers with what was typed and the field errors),
 * one post (404 unless approved). The photos are served by routes/images/blog-image.ts.
 */
import { data, redirect } from "react-router";
import { checkRateLimit } from "~/.server/auth/rate-limit";
import { formFailureInit } from "~/.server/http/form-responses";
import { getCurrentUser } from "~/.server/auth/session";
import { createBlogSubmission, getBlogPost, listBlogPosts } from "~/.server/content/blog-submissions";
import { getDb } from "~/.server/db/client";
import { publicOrigin } from "~/.server/http/public-origin";
import { AppError, parseOrThrow } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { setFlash } from "~/.server/http/flash";
import { getPhotoStorage } from "~/.server/uploads/photo-storage";
import { blogFormSchema, readBlogForm } from "~/lib/blog/blog-form";
import { BLOG_MESSAGES, BLOG_PAGE_SIZE } from "~/lib/blog/blog-messages";
import type { BlogActionResult } from "~/lib/blog/blog-types";
import { FIX_FIELDS_MESSAGE } from "~/lib/form-messages";
import { readPhotoRefs } from "~/lib/selling/listing-photo-refs";

export async function loadBlogList(request: Request) {
  const url = new URL(request.url);
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? Math.min(requested, 10_000) : 1;
  const [db, user] = await Promise.all([getDb(), getCurrentUser(request)]);
  const { posts, total } = await listBlogPosts(db, page, BLOG_PAGE_SIZE);
  const signedIn = user ? { name: user.name, email: user.email } : null;
  return { posts, total, page, pageCount: Math.ceil(total / BLOG_PAGE_SIZE), origin: publicOrigin(), signedIn };
}

export async function blogSubmitAction(request: Request, clientIp: string) {
  const user = await getCurrentUser(request);
  if (!user) return data<BlogActionResult>({ ok: false, message: BLOG_MESSAGES.signIn, signIn: true }, { status: 401 });
  const form = await request.formData();
  const values = readBlogForm(form);
  const photos = readPhotoRefs(form);
  const db = await getDb();
  try {
    // A typo costs nothing: only a valid form counts against the limit.
    parseOrThrow(blogFormSchema, values);
    await checkRateLimit(db, "blogSubmission", { ip: clientIp, account: user.id });
    await createBlogSubmission(db, getPhotoStorage(), user.id, values, photos);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = Object.fromEntries((error.details ?? []).map((d) => [d.field, d.message]));
    const onlyFields = error.code === "bad_request" && !("photos" in errors);
    const message = error.code === "rate_limited" ? error.message : onlyFields ? FIX_FIELDS_MESSAGE : BLOG_MESSAGES.failed;
    return data<BlogActionResult>({ ok: false, message, errors, values, photos }, formFailureInit(error, { "Cache-Control": PRIVATE_NO_STORE }));
  }
  throw redirect("/blog", { headers: { "Set-Cookie": await setFlash({ type: "success", message: BLOG_MESSAGES.success }) } });
}

export async function loadBlogPost(request: Request, slug: string) {
  const post = /^[a-z0-9-]{1,100}$/.test(slug) ? await getBlogPost(await getDb(), slug) : null;
  if (!post) throw data(null, { status: 404 });
  const origin = publicOrigin();
  return { post, origin, pageUrl: `${origin}/blog/${post.slug}` };
}
