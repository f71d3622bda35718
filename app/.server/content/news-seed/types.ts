/** One seeded news article: written for CarSaathi, evergreen, no invented figures. */
export interface NewsSeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  /** ISO date; the list is newest first by this. */
  publishedAt: string;
  mentioned?: { make: string; model: string };
  /** Markdown (app/lib/news/markdown.ts). */
  body: string;
}
