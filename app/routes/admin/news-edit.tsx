import { NewsArticleForm } from "~/components/admin/news-article-form";
import type { NewsFormFailure } from "~/lib/news/news-form";
import { loadEditArticle, saveArticleAction } from "./news-editor.server";
import type { Route } from "./+types/news-edit";

export const meta: Route.MetaFunction = () => [{ title: "Edit article | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadEditArticle(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return saveArticleAction(request, params.id);
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { id, values } = loaderData;
  return (
    <section aria-labelledby="news-edit-heading">
      <h1 id="news-edit-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Edit article
      </h1>
      <NewsArticleForm key={id} action={`/admin/news/${id}/edit`} values={values} editing failure={actionData as NewsFormFailure | undefined} />
    </section>
  );
}
