import { Link } from "react-router";
import { NewsArticlesTable } from "~/components/admin/news-articles-table";
import { Pagination } from "~/components/listings/pagination";
import { buttonClass } from "~/components/ui/button";
import { loadAdminNews } from "./news.server";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = () => [{ title: "News | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminNews(request);
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="news-admin-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="news-admin-heading" className="text-2xl font-bold text-slate-900">
          News articles
        </h1>
        <Link to="/admin/news/new" className={buttonClass({ variant: "strong" })}>
          Write article
        </Link>
      </div>
      <p className="mt-3 text-slate-700">{total === 0 ? "No articles yet." : `${total} article${total === 1 ? "" : "s"}, newest first.`}</p>
      {items.length ? <NewsArticlesTable items={items} /> : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/admin/news?page=${p}`} edges="labels" />
    </section>
  );
}
