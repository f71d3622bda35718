/**
 * The HTTP side of /news, /news/:slug and /news/rss.xml: reading the URL, the 301 to a
 * normalised slug, the 404, the page's absolute address.
 */
import { data, redirect } from "react-router";
import { getNewsArticle, listNews, listNewsForFeed, listRelatedNews } from "~/.server/content/news";
import { getDb } from "~/.server/db/client";
import { publicOrigin } from "~/.server/http/public-origin";
import { isNewsSlug, normaliseNewsSlug } from "~/lib/news/news-slug";
import { buildNewsRss } from "~/lib/news/news-rss";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";


/** Search terms longer than this are cut: nobody types more, and it bounds the pattern. */
const MAX_TERM = 100;

export async function loadNewsList(request: Request) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_TERM);
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? requested : 1;
  const result = await listNews(await getDb(), { q, page });
  return { ...result, q, origin: publicOrigin() };
}

export async function loadNewsArticle(request: Request, rawSlug: string) {
  if (!isNewsSlug(rawSlug)) {
    const slug = normaliseNewsSlug(rawSlug);
    if (!slug) throw data(null, { status: 404 });
    throw redirect(`/news/${slug}`, 301);
  }
  const db = await getDb();
  const article = await getNewsArticle(db, rawSlug);
  if (!article) throw data(null, { status: 404 });
  const related = await listRelatedNews(db, article);
  const origin = publicOrigin();
  return { article, related, origin, pageUrl: `${origin}/news/${article.slug}` };
}

export async function newsFeedResponse(): Promise<Response> {
  const xml = buildNewsRss(await listNewsForFeed(await getDb(), 20), publicOrigin());
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": PUBLIC_LONGER_CACHE },
  });
}
