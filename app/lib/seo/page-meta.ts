/**
 * One shape for every public page's head: title, description, an absolute canonical URL and
 * the Open Graph tags link previews read. Each public route's `meta` calls pageMeta, so no
 * page forgets its canonical or ships the site's default description.
 */
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "CarSaathi";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/used-cars" or "/details/42": no tracking or filter noise. */
  path: string;
  /** The site's origin (configuration only: app/.server/http/public-origin.ts), from the root loader; see siteOrigin. */
  origin: string | undefined;
  /** og:type: "website" for most pages, "article" for guides, "product" for a car. */
  type?: "website" | "article" | "product";
  /** Absolute or site-relative picture for link previews. */
  image?: string | null;
  /** Shown to visitors, kept out of search results (private pages, empty results). */
  noindex?: boolean;
  /** A shorter og:title when the <title> carries the site name. */
  ogTitle?: string;
}

export function absoluteUrl(origin: string | undefined, path: string): string {
  if (!origin) return path;
  return new URL(path, `${origin.replace(/\/$/, "")}/`).toString();
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.origin, input.path);
  const image = input.image ? absoluteUrl(input.origin, input.image) : null;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    // Without an origin (an error page rendered without root data) a relative canonical would
    // be wrong for search engines, so none is sent.
    ...(input.origin ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.ogTitle ?? input.title },
    { property: "og:description", content: input.description },
    ...(input.origin ? [{ property: "og:url", content: url }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The origin the root loader put in its data (root.server.ts), for canonical URLs. */
export function siteOrigin(matches: readonly MatchLike[]): string | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "origin" in root && typeof root.origin === "string") return root.origin;
  return undefined;
}
