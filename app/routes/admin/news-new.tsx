import { NewsArticleForm } from "~/components/admin/news-article-form";
import type { NewsFormFailure } from "~/lib/news/news-form";
import { loadNewArticle, saveArticleAction } from "./news-editor.server";
import type { Route } from "./+types/news-new";

export const meta: Route.MetaFunction = () => [{ title: "Write article | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadNewArticle(request);
}

export function action({ request }: Route.ActionArgs) {
  return saveArticleAction(request, null);
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="news-new-heading">
      <h1 id="news-new-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Write article
      </h1>
      <NewsArticleForm action="/admin/news/new" values={loaderData.values} editing={false} failure={actionData as NewsFormFailure | undefined} />
    </section>
  );
}
