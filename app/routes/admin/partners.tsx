import { PartnerCard } from "~/components/admin/partner-card";
import { PartnerCreateForm } from "~/components/admin/partner-create-form";
import { loadPartnersPage, partnersAction } from "./partners.server";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = () => [{ title: "Partners | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadPartnersPage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return partnersAction(request, context);
}

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData;
  return (
    <div className="space-y-8">
      <section aria-labelledby="partners-heading">
        <h1 id="partners-heading" className="text-2xl font-bold text-slate-900">
          Partners
        </h1>
        <p className="mt-1 text-slate-700">
          Marketplaces and dealer systems that send us cars, by push (their API key) or a feed we fetch. A key is shown once when it is made.
        </p>
        <h2 className="mt-6 text-xl font-bold text-slate-900">Create partner</h2>
        <div className="mt-3">
          <PartnerCreateForm />
        </div>
      </section>
      <section aria-labelledby="partner-list-heading">
        <h2 id="partner-list-heading" className="text-xl font-bold text-slate-900">
          All partners ({partners.length})
        </h2>
        {partners.length === 0 ? (
          <p className="mt-2 text-slate-700">No partners yet.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {partners.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
