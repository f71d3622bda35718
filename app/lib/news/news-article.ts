/** News articles as pages and the browser see them (dates as ISO strings). */
import { indiaDate } from "../india-date";

export const NEWS_PAGE_SIZE = 6;
/** The spec's categories (section 3). */
export const NEWS_CATEGORIES = [
  "Electric Vehicles", "Technology", "New Launches", "Market Analysis", "Upcoming", "Mileage", "Launch", "Safety", "Discontinuation",
] as const;

export interface NewsCard {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  publishedAt: string;
}

export interface NewsArticle extends NewsCard {
  body: string;
  updatedAt: string;
  mentioned: { make: string; model: string } | null;
}

/** A row of the admin's article table (/admin/news). */
export interface AdminNewsRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  author: string;
  publishedAt: string;
}

/** The spec's messages (section 8). */
export const newsMessages = {
  found: (n: number, term: string) => `Found ${n} article(s) for "${term}"`,
  noneFoundFor: (term: string) => `No articles found for "${term}"`,
  emptyTitle: "No news articles found",
  emptyForTerm: (term: string) => `No articles matching "${term}". Try a different search term.`,
  emptyNoArticles: "News articles will appear here once they are added by the administrator.",
  notFoundTitle: "Article Not Found",
  notFoundText: "The article you are looking for does not exist or has been removed.",
  backToNews: "Back to News",
};

/** Where the cars an article mentions are on sale: the search reads make and model from text. */
export function mentionedCarHref(car: { make: string; model: string }): string {
  return `/search?q=${encodeURIComponent(`${car.make} ${car.model}`)}`;
}

/** "5 November 2026", India's date. */
export function formatNewsDate(iso: string): string {
  return indiaDate(iso, "long") ?? "";
}
