/**
 * Readers' car stories: a signed-in user's submission (validated again here, photos attached
 * from the user's staging area) and the published posts (approved rows only: a pending or
 * rejected story is never readable publicly, whatever its id or slug).
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogSubmissionImages, blogSubmissions } from "../db/schema";
import { AppError, badRequestFromZod } from "../http/app-error";
import { attachStagedPhoto } from "../selling/listing-photos";
import type { PhotoStorage } from "../uploads/photo-storage";
import { blogFormSchema, MAX_BLOG_IMAGES, type BlogFormValues } from "../../lib/blog/blog-form";
import type { BlogPostSummary } from "../../lib/blog/blog-types";

export const blogStoryFolder = (submissionId: number) => `blog/${submissionId}`;
export const blogPhotoFolder = (submissionId: number, version: string) => `${blogStoryFolder(submissionId)}/${version}`;
export const blogPhotoUrl = (submissionId: number, version: string, width: number) => `/images/blog/${submissionId}/${version}-${width}.webp`;

/** Stores a story as pending; throws a 400 naming each bad field (nothing is saved then). */
export async function createBlogSubmission(
  db: Database,
  storage: PhotoStorage,
  userId: string,
  values: BlogFormValues,
  photoTokens: readonly string[],
): Promise<{ id: number }> {
  const parsed = blogFormSchema.safeParse(values);
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  const tokens = [...new Set(photoTokens)];
  if (tokens.length > MAX_BLOG_IMAGES) {
    throw new AppError("bad_request", `Add at most ${MAX_BLOG_IMAGES} images`, [{ field: "photos", message: `Add at most ${MAX_BLOG_IMAGES} images` }]);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogSubmissions).values({ ...parsed.data, userId }).returning({ id: blogSubmissions.id });
    const id = row!.id;
    // A photo that cannot be attached rolls the story back: the user submits again, as typed.
    const versions: string[] = [];
    for (const token of tokens) versions.push(await attachStagedPhoto(storage, userId, token, (v) => blogPhotoFolder(id, v)));
    if (versions.length) await tx.insert(blogSubmissionImages).values(versions.map((version, position) => ({ submissionId: id, version, position })));
    return { id };
  });
}

const published = eq(blogSubmissions.status, "approved");

/** Versions of each submission's images, in order. */
export async function imagesOf(db: Database, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!ids.length) return map;
  const rows = await db
    .select()
    .from(blogSubmissionImages)
    .where(inArray(blogSubmissionImages.submissionId, ids))
    .orderBy(blogSubmissionImages.submissionId, blogSubmissionImages.position);
  for (const r of rows) map.set(r.submissionId, [...(map.get(r.submissionId) ?? []), r.version]);
  return map;
}

/** The first words of a story as plain text, for cards and descriptions. */
export function blogExcerpt(content: string, max = 180): string {
  const plain = content
    .replace(/[#>*_`[\]()!-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : plain;
}

/** Published posts, newest first, a page at a time. */
export async function listBlogPosts(db: Database, page: number, pageSize: number): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogSubmissions).where(published);
  const rows = await db
    .select()
    .from(blogSubmissions)
    .where(published)
    .orderBy(desc(blogSubmissions.approvedAt), desc(blogSubmissions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const images = await imagesOf(db, rows.map((r) => r.id));
  const posts = rows.map((r) => ({
    id: r.id,
    slug: r.slug!,
    title: r.title,
    excerpt: blogExcerpt(r.content),
    authorName: r.authorName,
    carMake: r.carMake,
    carModel: r.carModel,
    carYear: r.carYear,
    approvedAt: r.approvedAt!,
    image: images.get(r.id)?.[0] ? blogPhotoUrl(r.id, images.get(r.id)![0]!, 800) : null,
  }));
  return { posts, total: Number(total) };
}

/** One published post by slug, with its images; null when unknown or not approved. */
export async function getBlogPost(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(blogSubmissions)
    .where(and(eq(blogSubmissions.slug, slug), published));
  if (!row) return null;
  const versions = (await imagesOf(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    slug: row.slug!,
    title: row.title,
    content: row.content,
    excerpt: blogExcerpt(row.content),
    // The author's name only: the email is never shown.
    authorName: row.authorName,
    carMake: row.carMake,
    carModel: row.carModel,
    carYear: row.carYear,
    approvedAt: row.approvedAt!,
    images: versions.map((v) => ({ version: v, url: blogPhotoUrl(row.id, v, 1200) })),
  };
}
export type BlogPost = NonNullable<Awaited<ReturnType<typeof getBlogPost>>>;

/** Whether an approved submission has this image version (the image route serves only those). */
export async function isPublishedBlogImage(db: Database, submissionId: number, version: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogSubmissions.id })
    .from(blogSubmissions)
    .innerJoin(blogSubmissionImages, eq(blogSubmissionImages.submissionId, blogSubmissions.id))
    .where(and(eq(blogSubmissions.id, submissionId), published, eq(blogSubmissionImages.version, version)));
  return Boolean(row);
}

/** Every published post's slug and approval time, for the sitemap. */
export async function listBlogPostsForSitemap(db: Database): Promise<{ slug: string; approvedAt: Date }[]> {
  const rows = await db
    .select({ slug: blogSubmissions.slug, approvedAt: blogSubmissions.approvedAt })
    .from(blogSubmissions)
    .where(published)
    .orderBy(desc(blogSubmissions.approvedAt), desc(blogSubmissions.id));
  return rows.flatMap((r) => (r.slug && r.approvedAt ? [{ slug: r.slug, approvedAt: r.approvedAt }] : []));
}
