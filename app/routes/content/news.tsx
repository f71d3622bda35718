import { NewsCard, NewsHero } from "~/components/news/news-card";
import { NewsSearch } from "~/components/news/news-search";
import { Pagination } from "~/components/listings/pagination";
import { newsMessages } from "~/lib/news/news-article";
import type { Route } from "./+types/news";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import { loadNewsList } from "./news.server";

const DESCRIPTION = "News and plain-language explainers about the Indian car market: electric cars, safety ratings, running costs, launches and used-car prices.";

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const origin = loaderData?.origin ?? "";
  const q = loaderData?.q ?? "";
  const page = loaderData?.page ?? 1;
  const canonical = `${origin}/news${page > 1 ? `?page=${page}` : ""}`;
  return [
    { title: q ? `News about "${q}" | CarSaathi` : page > 1 ? `Car news, page ${page} | CarSaathi` : "Car news from India | CarSaathi" },
    { name: "description", content: DESCRIPTION },
    // Search results are not pages of their own for search engines.
    ...(q ? [{ name: "robots", content: "noindex, follow" }] : [{ tagName: "link", rel: "canonical", href: canonical }]),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "CarSaathi News", href: `${origin}/news/rss.xml` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "CarSaathi" },
    { property: "og:title", content: "Car news from India | CarSaathi" },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:url", content: canonical },
  ];
};

export function loader({ request }: Route.LoaderArgs) {
  return loadNewsList(request);
}

export function headers() {
  return { "Cache-Control": PUBLIC_LONGER_CACHE };
}

function hrefFor(q: string) {
  return (page: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return `/news${search ? `?${search}` : ""}`;
  };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { articles, total, page, pageCount, q } = loaderData;
  // Without a search, page 1 opens with the newest article as the hero; the grid has the rest.
  const hero = !q && page === 1 ? articles[0] : undefined;
  const grid = hero ? articles.slice(1) : articles;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Car News</h1>
          <p className="mt-2 text-lg text-slate-600">Explainers and market analysis for car buyers in India.</p>
        </div>
        <div className="w-full md:max-w-md">
          <NewsSearch q={q} />
          <p className="mt-2 text-sm">
            <a href="/news/rss.xml" className="text-brand-700 underline underline-offset-2">RSS feed</a>
          </p>
        </div>
      </div>

      {q ? (
        <p id="news-search-status" role="status" className="mt-6 font-medium text-slate-800">
          {total > 0 ? newsMessages.found(total, q) : newsMessages.noneFoundFor(q)}
        </p>
      ) : null}

      {total === 0 ? (
        <section aria-labelledby="news-empty" className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 id="news-empty" className="text-xl font-bold text-slate-900">{newsMessages.emptyTitle}</h2>
          <p className="mt-2 text-slate-600">{q ? newsMessages.emptyForTerm(q) : newsMessages.emptyNoArticles}</p>
        </section>
      ) : null}

      {hero ? <div className="mt-8"><NewsHero article={hero} /></div> : null}

      {grid.length > 0 ? (
        <section aria-labelledby="latest-news" className="mt-10">
          <h2 id="latest-news" className={q ? "sr-only" : "text-2xl font-bold text-slate-900"}>
            {q ? "Search results" : "Latest News"}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor(q)} edges="labels" />
    </main>
  );
}
