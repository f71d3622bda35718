import { AdminViewTabs } from "~/components/admin/admin-view-tabs";
import { ModerationCard } from "~/components/admin/moderation-card";
import { Pagination } from "~/components/listings/pagination";
import { countNoun } from "~/lib/count-noun";
import { loadModerationPage, moderationAction } from "./listings.server";
import type { Route } from "./+types/listings";

export const meta: Route.MetaFunction = () => [{ title: "Listing moderation | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadModerationPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return moderationAction(request);
}

const TABS = [
  { tab: "pending", label: "Waiting for review", href: "/admin/listings" },
  { tab: "changes", label: "Changes to live listings", href: "/admin/listings?tab=changes" },
  { tab: "recent", label: "Recently moderated", href: "/admin/listings?tab=recent" },
] as const;

const SUMMARY = {
  pending: (total: number) => (total === 0 ? "No listings are waiting for review." : `${countNoun(total, "listing")} waiting, oldest first.`),
  changes: (total: number) =>
    total === 0
      ? "No changes to live listings are waiting. Those cars stay on sale as approved while their changes wait."
      : `${countNoun(total, "change")} waiting, oldest first. Each car stays on sale as approved until you decide.`,
  recent: (total: number) => `${countNoun(total, "decision")}, newest first.`,
};

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const { tab, items, total, page, pageCount } = loaderData;
  const base = tab === "pending" ? "/admin/listings?" : `/admin/listings?tab=${tab}&`;
  return (
    <section aria-labelledby="moderation-heading">
      <h1 id="moderation-heading" className="text-2xl font-bold text-slate-900">
        Listing moderation
      </h1>
      <AdminViewTabs label="Moderation views" tabs={TABS} current={tab} />
      <p className="mt-3 text-slate-700" aria-live="polite">
        {SUMMARY[tab](total)}
      </p>
      <div className="mt-4 space-y-4">
        {items.map((item) => (
          <ModerationCard key={item.id} item={item} />
        ))}
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `${base}page=${p}`} edges="labels" />
    </section>
  );
}
