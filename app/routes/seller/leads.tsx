import { Link } from "react-router";
import { Pagination } from "~/components/listings/pagination";
import { NewCarLeadsTable } from "~/components/seller/new-car-leads-table";
import { countNoun } from "~/lib/count-noun";
import type { DealerLeadsSetup } from "~/lib/new-cars/new-car-lead";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { loadDealerLeads } from "./leads.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "New-car leads | Dealer Dashboard | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadDealerLeads(request);
}

const SETUP_MESSAGE: Record<Exclude<DealerLeadsSetup, "ready">, string> = {
  "no-profile": "Your business details are not recorded yet, so no leads can reach you. Contact us to complete your dealer profile.",
  "no-makes": "Your profile does not say which makes you sell, so no leads can reach you. Contact us to add them.",
};

export default function SellerLeads({ loaderData }: Route.ComponentProps) {
  const { setup, leads, total, page, pageCount } = loaderData;
  return (
    <section aria-labelledby="leads-heading" className="space-y-4">
      <div>
        <h2 id="leads-heading" className="text-xl font-bold text-slate-900">
          New-car leads
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Buyers asking for the best offer on a new car of a make you sell, in your city. You see a buyer&rsquo;s mobile number only if they chose to share it
          with dealers; otherwise our team passes your offer on.
        </p>
      </div>
      {setup !== "ready" ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {SETUP_MESSAGE[setup]}{" "}
          <Link to="/contact" className="font-medium underline">
            Contact us
          </Link>
        </p>
      ) : null}
      {leads.length ? (
        <>
          <p className="text-sm text-slate-700">{countNoun(total, "lead")}, newest first.</p>
          <div className="rounded-xl border border-slate-200 bg-white">
            <NewCarLeadsTable leads={leads} />
          </div>
        </>
      ) : setup === "ready" ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No leads yet. They appear here as buyers in your city ask for an offer.</p>
      ) : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/seller/leads?page=${p}`} edges="labels" />
    </section>
  );
}
