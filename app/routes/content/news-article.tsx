import { useMemo } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { StructuredData } from "~/components/details/structured-data";
import { ShareButton } from "~/components/details/share-button";
import { ArticleBody } from "~/components/news/article-body";
import { ArticleByline, NewsCard, TagChips } from "~/components/news/news-card";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { parseMarkdown } from "~/lib/news/markdown";
import { mentionedCarHref, newsMessages, type NewsArticle } from "~/lib/news/news-article";
import type { Route } from "./+types/news-article";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { loadNewsArticle } from "./news.server";

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [{ title: `${newsMessages.notFoundTitle} | CarSaathi` }, { name: "robots", content: "noindex" }];
  const { article, pageUrl, origin } = loaderData;
  return [
    { title: `${article.title} | CarSaathi News` },
    { name: "description", content: article.excerpt },
    { name: "keywords", content: article.tags.join(", ") },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "CarSaathi News", href: `${origin}/news/rss.xml` },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "CarSaathi" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.excerpt },
    { property: "og:url", content: pageUrl },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category },
    { name: "twitter:card", content: "summary" },
  ];
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadNewsArticle(request, params.slug);
}

export function headers() {
  return { "Cache-Control": PUBLIC_LONGER_CACHE };
}

/** schema.org NewsArticle and the breadcrumb Home > News > article, for search engines. */
function articleStructuredData(article: NewsArticle, pageUrl: string, origin: string) {
  const publisher = { "@type": "Organization", name: "CarSaathi", url: origin };
  return [
    {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      articleSection: article.category,
      keywords: article.tags.join(", "),
      author: { "@type": "Organization", name: article.author },
      publisher,
      mainEntityOfPage: pageUrl,
      url: pageUrl,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "News", item: `${origin}/news` },
        { "@type": "ListItem", position: 3, name: article.title, item: pageUrl },
      ],
    },
  ];
}

const backLink = (
  <Link to="/news" className="font-medium text-brand-700 hover:underline">
    ← {newsMessages.backToNews}
  </Link>
);

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, pageUrl, origin } = loaderData;
  const blocks = useMemo(() => parseMarkdown(article.body), [article.body]);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
      <StructuredData data={articleStructuredData(article, pageUrl, origin)} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">{backLink}</nav>
      <article>
        <header className="space-y-3">
          <Badge tone="neutral">{article.category}</Badge>
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <p className="text-lg text-slate-600">{article.excerpt}</p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ArticleByline article={article} />
            <ShareButton title={article.title} url={pageUrl} />
          </div>
        </header>
        <div className="mt-8">
          <ArticleBody blocks={blocks} />
        </div>
        <footer className="mt-8 space-y-4">
          {article.mentioned ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-medium text-slate-800">Cars in this article</p>
              <Link to={mentionedCarHref(article.mentioned)} className={buttonClass({ variant: "strong", size: "none", className: "min-h-11 px-4" })}>
                {article.mentioned.make} {article.mentioned.model} for sale
              </Link>
            </div>
          ) : null}
          <TagChips tags={article.tags} />
        </footer>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-news" className="mt-12">
          <h2 id="related-news" className="text-2xl font-bold text-slate-900">Related articles</h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <li key={r.slug}>
                <NewsCard article={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{notFound ? newsMessages.notFoundTitle : "Something went wrong"}</h1>
      <p className="mt-3 text-lg text-slate-600">{notFound ? newsMessages.notFoundText : "Sorry, we could not show this article."}</p>
      <Link to="/news" className={buttonClass({ variant: "strong", size: "none", className: "mt-6 min-h-11 px-5" })}>
        {newsMessages.backToNews}
      </Link>
    </main>
  );
}
