/** News that mentions the model, on its new-car page (issue 33); nothing at all when none does. */
import { NewsCard } from "~/components/news/news-card";
import type { NewsCard as Card } from "~/lib/news/news-article";

interface ModelNewsProps {
  /** "Hyundai Creta" */
  carName: string;
  articles: Card[];
}

export function ModelNews({ carName, articles }: ModelNewsProps) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="model-news-heading" className="py-8">
      <h2 id="model-news-heading" className="text-2xl font-bold text-slate-900">
        {carName} in the news
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
