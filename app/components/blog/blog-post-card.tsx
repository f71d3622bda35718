/** A published story in the /blog list: its first photo (or a drawn banner), title, car and author. */
import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "~/lib/blog/blog-types";
import { shortIndiaDate } from "~/lib/india-date";

export type BlogCard = Omit<BlogPostSummary, "approvedAt"> & { approvedAt: string | Date };

export function carLine(post: { carMake: string | null; carModel: string | null; carYear: string | null }): string {
  return [post.carYear, post.carMake, post.carModel].filter(Boolean).join(" ");
}

export function BlogPostCard({ post, eager = false }: { post: BlogCard; eager?: boolean }) {
  const car = carLine(post);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {post.image ? (
        <img src={post.image} alt="" loading={eager ? "eager" : "lazy"} className="aspect-[16/9] w-full object-cover" width={800} height={450} />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-brand-800">
          <BookOpen className="size-12" strokeWidth={1.5} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {car ? <p className="text-sm font-medium text-slate-600">{car}</p> : null}
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="text-slate-700">{post.excerpt}</p>
        <p className="mt-auto text-sm text-slate-600">
          By {post.authorName} · <time dateTime={new Date(post.approvedAt).toISOString()}>{shortIndiaDate(post.approvedAt)}</time>
        </p>
      </div>
    </article>
  );
}
