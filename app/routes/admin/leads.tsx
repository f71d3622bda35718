import { LeadsTable } from "~/components/admin/leads-table";
import { Pagination } from "~/components/listings/pagination";
import { loadLeadsPage } from "./leads.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "Sell leads | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadLeadsPage(request);
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { leads, total, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="leads-heading">
      <h1 id="leads-heading" className="text-2xl font-bold text-slate-900">
        Sell leads
      </h1>
      <p className="mt-1 text-slate-700">
        {total === 0 ? "No quote requests yet." : `${total} quote request${total === 1 ? "" : "s"} from /sell, newest first. Phone numbers are personal data: use them only to call back about the car.`}
      </p>
      {leads.length ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white">
          <LeadsTable leads={leads} />
        </div>
      ) : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/admin/leads?page=${p}`} edges="labels" />
    </section>
  );
}
