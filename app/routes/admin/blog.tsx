import { AdminViewTabs } from "~/components/admin/admin-view-tabs";
import { BlogSubmissionsTable } from "~/components/admin/blog-submissions-table";
import { Pagination } from "~/components/listings/pagination";
import { blogReviewAction, loadBlogReviewPage } from "./blog.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: "Blog submissions | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadBlogReviewPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return blogReviewAction(request);
}

const TABS = [
  { tab: "pending", label: "Pending", href: "/admin/blog" },
  { tab: "approved", label: "Approved", href: "/admin/blog?status=approved" },
  { tab: "rejected", label: "Rejected", href: "/admin/blog?status=rejected" },
  { tab: "all", label: "All", href: "/admin/blog?status=all" },
] as const;

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { tab, items, total, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="blog-review-heading">
      <h1 id="blog-review-heading" className="text-2xl font-bold text-slate-900">
        Blog submissions
      </h1>
      <AdminViewTabs label="Submission status" tabs={TABS} current={tab} />
      <p className="mt-3 text-slate-700" aria-live="polite">
        {total === 0 ? "No submissions here." : `${total} submission${total === 1 ? "" : "s"}, newest first.`}
      </p>
      {items.length ? <BlogSubmissionsTable items={items} /> : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/admin/blog?status=${tab}&page=${p}`} edges="labels" />
    </section>
  );
}
