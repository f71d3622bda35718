/**
 * An article in the list. No photos exist for articles, so each card has a drawn banner by
 * category (decorative, no request at all: nothing to load eagerly or lazily). The title is
 * the link, so the tag chips beside it can be links of their own.
 */
import { BatteryCharging, Cpu, Fuel, Gauge, Megaphone, Rocket, ShieldCheck, Sparkles, TrendingUp, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatNewsDate, type NewsCard as Card } from "~/lib/news/news-article";

const CATEGORY_LOOK: Record<string, { Icon: LucideIcon; tint: string }> = {
  "Electric Vehicles": { Icon: BatteryCharging, tint: "from-emerald-100 to-emerald-50 text-emerald-800" },
  Technology: { Icon: Cpu, tint: "from-sky-100 to-sky-50 text-sky-800" },
  "New Launches": { Icon: Sparkles, tint: "from-violet-100 to-violet-50 text-violet-800" },
  "Market Analysis": { Icon: TrendingUp, tint: "from-brand-100 to-brand-50 text-brand-800" },
  Upcoming: { Icon: Rocket, tint: "from-amber-100 to-amber-50 text-amber-900" },
  Mileage: { Icon: Fuel, tint: "from-lime-100 to-lime-50 text-lime-900" },
  Launch: { Icon: Megaphone, tint: "from-rose-100 to-rose-50 text-rose-800" },
  Safety: { Icon: ShieldCheck, tint: "from-teal-100 to-teal-50 text-teal-800" },
  Discontinuation: { Icon: Gauge, tint: "from-slate-200 to-slate-50 text-slate-700" },
};

export function CategoryBanner({ category, large = false }: { category: string; large?: boolean }) {
  const { Icon, tint } = CATEGORY_LOOK[category] ?? CATEGORY_LOOK.Technology;
  return (
    <div aria-hidden="true" className={`flex items-center justify-center rounded-lg bg-gradient-to-br ${tint} ${large ? "aspect-[16/9] md:aspect-auto md:h-full" : "aspect-[16/7]"}`}>
      <Icon className={large ? "size-20" : "size-12"} strokeWidth={1.5} />
    </div>
  );
}

export function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/news?q=${encodeURIComponent(tag)}`}
            className="inline-flex min-h-8 items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArticleByline({ article }: { article: Pick<Card, "author" | "publishedAt"> }) {
  return (
    <p className="text-sm text-slate-600">
      {article.author} · <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt)}</time>
    </p>
  );
}

export function NewsCard({ article, headingLevel = "h3" }: { article: Card; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <CategoryBanner category={article.category} />
      <div>
        <Badge tone="neutral">{article.category}</Badge>
      </div>
      <Heading className="text-lg font-bold leading-snug text-slate-900">
        <Link to={`/news/${article.slug}`} className="hover:text-brand-800 hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="flex-1 text-slate-700">{article.excerpt}</p>
      <ArticleByline article={article} />
      <TagChips tags={article.tags.slice(0, 3)} />
    </article>
  );
}

/** The newest article, large, above the grid (only when not searching). */
export function NewsHero({ article }: { article: Card }) {
  return (
    <article aria-labelledby="featured-news" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 md:p-6">
      <CategoryBanner category={article.category} large />
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Featured · {article.category}</p>
        <h2 id="featured-news" className="text-2xl font-extrabold leading-tight text-slate-900 sm:text-3xl">
          <Link to={`/news/${article.slug}`} className="hover:text-brand-800 hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="text-lg text-slate-700">{article.excerpt}</p>
        <ArticleByline article={article} />
        <TagChips tags={article.tags} />
      </div>
    </article>
  );
}
