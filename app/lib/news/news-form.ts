/**
 * The admin's news article form (/admin/news/new, /admin/news/{id}/edit): one schema for the
 * browser (errors before sending) and the action (which checks again: the browser is never
 * trusted). The body is Markdown, rendered by markdown.ts, so raw HTML in it stays text.
 */
import { firstErrorPerField, z } from "~/lib/zod";
import { NEWS_CATEGORIES } from "./news-article";
import { isNewsSlug, normaliseNewsSlug } from "./news-slug";

export const NEWS_TITLE_MAX = 150;
export const NEWS_SLUG_MAX = 100;
export const NEWS_EXCERPT_MAX = 300;
export const NEWS_BODY_MAX = 50_000;
export const NEWS_TAGS_MAX = 10;
const TAG_MAX = 30;
const NAME_MAX = 80;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} cannot exceed ${max} characters`);

const optional = (label: string) => z.string().trim().max(50, `${label} cannot exceed 50 characters`);

/** "EV, charging , ev" -> ["EV", "charging"]: trimmed, blanks dropped, a repeat (in any case) kept once. */
export function splitTags(raw: string): string[] {
  const tags = new Map<string, string>();
  for (const tag of raw.split(",").map((t) => t.trim())) if (tag && !tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  return [...tags.values()];
}

/** The title's slug by the rule /news/:slug normalises with; a long one is cut after a whole word. */
export function slugFromTitle(title: string): string {
  const slug = normaliseNewsSlug(title);
  if (slug.length <= NEWS_SLUG_MAX) return slug;
  const end = slug.lastIndexOf("-", NEWS_SLUG_MAX);
  return end > 0 ? slug.slice(0, end) : slug.slice(0, NEWS_SLUG_MAX);
}

export const newsFormSchema = z
  .object({
    title: required("Title", NEWS_TITLE_MAX),
    slug: z.string().trim().max(NEWS_SLUG_MAX, `Slug cannot exceed ${NEWS_SLUG_MAX} characters`),
    excerpt: required("Excerpt", NEWS_EXCERPT_MAX),
    category: z.enum(NEWS_CATEGORIES, "Choose a category"),
    tags: z
      .string()
      .transform(splitTags)
      .pipe(
        z
          .array(z.string().max(TAG_MAX, `Each tag can have at most ${TAG_MAX} characters`))
          .max(NEWS_TAGS_MAX, `Use at most ${NEWS_TAGS_MAX} tags`),
      ),
    author: required("Author", NAME_MAX),
    body: required("Body", NEWS_BODY_MAX),
    mentionedMake: optional("Make"),
    mentionedModel: optional("Model"),
  })
  .transform((v, ctx) => {
    const slug = v.slug || slugFromTitle(v.title);
    if (!isNewsSlug(slug)) {
      const message = v.slug
        ? "Use lowercase letters, digits and single hyphens, like ev-charging-guide"
        : "Enter a slug: the title has no letters or digits to make one from";
      ctx.addIssue({ code: "custom", path: ["slug"], message });
    }
    // The article links to the car on sale, which needs both names.
    if (Boolean(v.mentionedMake) !== Boolean(v.mentionedModel)) {
      const missing = v.mentionedMake ? "mentionedModel" : "mentionedMake";
      ctx.addIssue({ code: "custom", path: [missing], message: "Give both the make and the model, or neither" });
    }
    const mentioned = v.mentionedMake && v.mentionedModel ? { make: v.mentionedMake, model: v.mentionedModel } : null;
    return { title: v.title, slug, excerpt: v.excerpt, category: v.category, tags: v.tags, author: v.author, body: v.body, mentioned };
  });

export type NewsArticleInput = z.output<typeof newsFormSchema>;
export type NewsFormField = keyof z.input<typeof newsFormSchema>;
export type NewsFormErrors = Partial<Record<NewsFormField, string>>;

export const NEWS_FORM_FIELDS = ["title", "slug", "excerpt", "category", "tags", "author", "body", "mentionedMake", "mentionedModel"] as const;

export type NewsFormValues = Record<NewsFormField, string>;

/** The form's values as typed, read from the posted form data. */
export function readNewsForm(form: FormData): NewsFormValues {
  const text = (name: NewsFormField) => String(form.get(name) ?? "");
  return Object.fromEntries(NEWS_FORM_FIELDS.map((name) => [name, text(name)])) as NewsFormValues;
}

/** Each field's first problem, by field name. */
export function newsFormErrors(error: z.ZodError): NewsFormErrors {
  return firstErrorPerField<NewsFormField>(error);
}

/** What the action answers when the article was not saved (a save redirects to the list). */
export interface NewsFormFailure {
  ok: false;
  message: string;
  errors: NewsFormErrors;
  values: NewsFormValues;
}

/** The editor's toasts. */
export const NEWS_EDITOR_MESSAGES = {
  created: "Article published",
  updated: "Article saved",
  slugTaken: "Another article already uses this slug",
  missing: "This article no longer exists",
} as const;
