import { useMemo } from "react";
import { Link } from "react-router";
import { carLine } from "~/components/blog/blog-post-card";
import { StructuredData } from "~/components/details/structured-data";
import { ArticleBody } from "~/components/news/article-body";
import { shortIndiaDate } from "~/lib/india-date";
import { parseMarkdown } from "~/lib/news/markdown";
import { breadcrumbStructuredData } from "~/lib/seo/json-ld";
import { absoluteUrl, pageMeta } from "~/lib/seo/page-meta";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import type { Route } from "./+types/blog-post";
import { loadBlogPost } from "./blog.server";

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [{ title: "Story not found | CarSaathi" }, { name: "robots", content: "noindex" }];
  const { post, origin } = loaderData;
  return pageMeta({
    title: `${post.title} | CarSaathi Blog`,
    ogTitle: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    origin,
    type: "article",
    image: post.images[0]?.url ?? null,
  });
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadBlogPost(request, params.slug);
}

export function headers() {
  return { "Cache-Control": PUBLIC_LONGER_CACHE };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, pageUrl, origin } = loaderData;
  // The safe Markdown subset of the news pages: React elements only, raw HTML shown as text.
  const blocks = useMemo(() => parseMarkdown(post.content), [post.content]);
  const car = carLine(post);
  const published = new Date(post.approvedAt).toISOString();
  const structured = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      datePublished: published,
      author: { "@type": "Person", name: post.authorName },
      publisher: { "@type": "Organization", name: "CarSaathi", url: origin },
      image: post.images.map((i) => absoluteUrl(origin, i.url)),
      mainEntityOfPage: pageUrl,
      url: pageUrl,
    },
    breadcrumbStructuredData(origin, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: post.title, path: `/blog/${post.slug}` },
    ]),
  ];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
      <StructuredData data={structured} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/blog" className="font-medium text-brand-700 hover:underline">
          ← Back to the blog
        </Link>
      </nav>
      <article>
        <header className="space-y-3">
          {car ? <p className="font-medium text-slate-600">{car}</p> : null}
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="text-slate-600">
            By {post.authorName} · <time dateTime={published}>{shortIndiaDate(post.approvedAt)}</time>
          </p>
        </header>
        {post.images.length ? (
          <div className={`mt-6 grid gap-4 ${post.images.length > 1 ? "sm:grid-cols-2" : ""}`}>
            {post.images.map((image, i) => (
              <img key={image.version} src={image.url} alt={`Photo ${i + 1} from ${post.authorName}'s story`} className="w-full rounded-xl object-cover" width={1200} height={800} />
            ))}
          </div>
        ) : null}
        <div className="mt-8">
          <ArticleBody blocks={blocks} />
        </div>
      </article>
    </main>
  );
}
