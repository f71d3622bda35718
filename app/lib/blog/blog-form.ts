/**
 * The 'Submit Your Car Story' form (spec section 5): one schema for the browser (instant field
 * errors) and the route action (which re-validates: the browser's answer is never trusted).
 */
import { z } from "~/lib/zod";

/** At most 2 images, each at most 5 MB, JPG/JPEG/PNG/WebP (checked by content on upload). */
export const MAX_BLOG_IMAGES = 2;
export const BLOG_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

export const TITLE_MAX = 150;
export const CONTENT_MIN = 50;
export const CONTENT_MAX = 20_000;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .transform((v) => (v === "" ? null : v));

export const blogFormSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(TITLE_MAX, `Title cannot exceed ${TITLE_MAX} characters`),
  content: z
    .string()
    .trim()
    .min(1, "Content is required")
    .min(CONTENT_MIN, `Content must be at least ${CONTENT_MIN} characters`)
    .max(CONTENT_MAX, `Content cannot exceed ${CONTENT_MAX} characters`),
  authorName: z.string().trim().min(1, "Your Name is required").max(80, "Your Name cannot exceed 80 characters"),
  authorEmail: z.string().trim().toLowerCase().min(1, "Your Email is required").pipe(z.email("Enter a valid email address, like name@example.com")),
  carMake: optionalText(50, "Car Make"),
  carModel: optionalText(50, "Car Model"),
  carYear: optionalText(20, "Year"),
  publishToInstagram: z.boolean(),
});

export type BlogForm = z.output<typeof blogFormSchema>;
export type BlogField = keyof z.input<typeof blogFormSchema> | "photos";

/** The form's values as typed (strings), read from the posted form data. */
export function readBlogForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    title: text("title"),
    content: text("content"),
    authorName: text("authorName"),
    authorEmail: text("authorEmail"),
    carMake: text("carMake"),
    carModel: text("carModel"),
    carYear: text("carYear"),
    publishToInstagram: form.get("publishToInstagram") === "on",
  };
}
export type BlogFormValues = ReturnType<typeof readBlogForm>;

/** A post's address part: the title in lowercase words, then the id (unique, never reused). */
export function blogSlug(title: string, id: number): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words ? `${words}-${id}` : `story-${id}`;
}
