import { BlogPostCard } from "~/components/blog/blog-post-card";
import { ShareStoryCard } from "~/components/blog/share-story-card";
import { StructuredData } from "~/components/details/structured-data";
import { Pagination } from "~/components/listings/pagination";
import { breadcrumbStructuredData } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/blog";
import { blogSubmitAction, loadBlogList } from "./blog.server";

const DESCRIPTION = "Car ownership stories from buyers and owners across India: road trips, first cars, running costs and lessons learned. Share your own.";

/** The spec's two-question FAQ: how to submit, and what is accepted. */
const FAQ = [
  {
    q: "How do I submit my car story?",
    a: "Sign in, press 'Submit Your Story' on this page, fill in the title, your story, your name and email, and add up to two photos. An admin reads every story before it is published.",
  },
  {
    q: "What content is accepted?",
    a: "Original stories about owning, buying or driving a car in India, in your own words and with your own photos (JPG, PNG or WebP, up to 5 MB each). Advertising, copied text and personal details of others are not published.",
  },
];

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData?.page ?? 1;
  return [
    ...pageMeta({
      title: page > 1 ? `Car owner stories, page ${page} | CarSaathi Blog` : "Car owner stories | CarSaathi Blog",
      description: DESCRIPTION,
      path: page > 1 ? `/blog?page=${page}` : "/blog",
      origin: loaderData?.origin,
    }),
    { name: "keywords", content: "car stories, car ownership India, road trip, used car experience, car blog" },
  ];
};

export function loader({ request }: Route.LoaderArgs) {
  return loadBlogList(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return blogSubmitAction(request, context.clientIp ?? "unknown");
}

const hrefFor = (page: number) => (page > 1 ? `/blog?page=${page}` : "/blog");

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, origin, signedIn } = loaderData;
  const structured = [
    breadcrumbStructuredData(origin, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ]),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
    },
  ];
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
      <StructuredData data={structured} />
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Car Owner Stories</h1>
      <p className="mt-2 text-lg text-slate-600">Real experiences from people who drive in India.</p>

      <div className="mt-6">
        <ShareStoryCard signedIn={signedIn} />
      </div>

      <section aria-labelledby="stories" className="mt-10">
        <h2 id="stories" className="text-2xl font-bold text-slate-900">Latest stories</h2>
        {posts.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No stories yet. Be the first to share yours.</p>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <BlogPostCard key={post.id} post={post} eager={i < 3} />
            ))}
          </div>
        )}
        <div className="mt-8">
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      </section>

      <section aria-labelledby="blog-faq" className="mt-12">
        <h2 id="blog-faq" className="text-2xl font-bold text-slate-900">Questions</h2>
        <dl className="mt-4 space-y-4">
          {FAQ.map((f) => (
            <div key={f.q}>
              <dt className="font-semibold text-slate-900">{f.q}</dt>
              <dd className="mt-1 text-slate-700">{f.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
