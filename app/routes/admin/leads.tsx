import { AdminViewTabs } from "~/components/admin/admin-view-tabs";
import { LeadsTable } from "~/components/admin/leads-table";
import { AdminNewCarLeadsTable } from "~/components/admin/new-car-leads-table";
import { Pagination } from "~/components/listings/pagination";
import { countNoun } from "~/lib/count-noun";
import { loadLeadsPage } from "./leads.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.tab === "new-cars" ? "New-car leads" : "Sell leads"} | Admin | CarSaathi` },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadLeadsPage(request);
}

const TABS = [
  { tab: "sell", label: "Sell leads", href: "/admin/leads" },
  { tab: "new-cars", label: "New-car leads", href: "/admin/leads?tab=new-cars" },
] as const;

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { tab, total, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="leads-heading">
      <h1 id="leads-heading" className="text-2xl font-bold text-slate-900">
        {tab === "new-cars" ? "New-car leads" : "Sell leads"}
      </h1>
      <AdminViewTabs label="Lead views" tabs={TABS} current={tab} />
      {loaderData.tab === "new-cars" ? (
        <>
          <p className="mt-3 text-slate-700">
            {total === 0
              ? "No 'Get the best offer' requests yet."
              : `${countNoun(total, "request")} from new-car pages, newest first; ${loaderData.unrouted} reached no dealer (highlighted): call the buyer if they shared their number, else email them.`}
          </p>
          {loaderData.leads.length ? (
            <div className="mt-4 rounded-xl border border-slate-200 bg-white">
              <AdminNewCarLeadsTable leads={loaderData.leads} />
            </div>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {total === 0 ? "No quote requests yet." : `${total} quote request${total === 1 ? "" : "s"} from /sell, newest first. Phone numbers are personal data: use them only to call back about the car.`}
          </p>
          {loaderData.leads.length ? (
            <div className="mt-4 rounded-xl border border-slate-200 bg-white">
              <LeadsTable leads={loaderData.leads} />
            </div>
          ) : null}
        </>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/admin/leads?${tab === "new-cars" ? "tab=new-cars&" : ""}page=${p}`} edges="labels" />
    </section>
  );
}
