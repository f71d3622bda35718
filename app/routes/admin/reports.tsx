import { AdminViewTabs } from "~/components/admin/admin-view-tabs";
import { ReportCard } from "~/components/admin/report-card";
import { Pagination } from "~/components/listings/pagination";
import { loadReportsPage, reportAction } from "./reports.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [{ title: "Chat reports | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadReportsPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return reportAction(request);
}

const TABS = [
  { tab: "open", label: "Open", href: "/admin/reports" },
  { tab: "resolved", label: "Resolved", href: "/admin/reports?tab=resolved" },
] as const;

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { tab, items, total, page, pageCount } = loaderData;
  const base = tab === "resolved" ? "/admin/reports?tab=resolved&" : "/admin/reports?";
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading" className="text-2xl font-bold text-slate-900">
        Chat reports
      </h1>
      <AdminViewTabs label="Report views" tabs={TABS} current={tab} />
      <p className="mt-3 text-slate-700" aria-live="polite">
        {tab === "open"
          ? total === 0
            ? "No open reports."
            : `${total} open report${total === 1 ? "" : "s"}, newest first. Read a chat only to judge its report: every read is logged.`
          : `${total} resolved report${total === 1 ? "" : "s"}, latest resolved first.`}
      </p>
      <div className="mt-4 space-y-4">
        {items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `${base}page=${p}`} edges="labels" />
    </section>
  );
}
