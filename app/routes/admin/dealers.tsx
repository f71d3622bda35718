import { Form } from "react-router";
import { DealerList } from "~/components/admin/dealer-list";
import { DealerProfileForm } from "~/components/admin/dealer-profile-form";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { dealersAction, loadDealersPage } from "./dealers.server";
import type { Route } from "./+types/dealers";

export const meta: Route.MetaFunction = () => [{ title: "Dealers | Admin | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadDealersPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return dealersAction(request);
}

const ROLE_LABEL: Record<string, string> = { user: "Private seller", dealer: "Dealer", admin: "Admin" };

export default function AdminDealers({ loaderData }: Route.ComponentProps) {
  const { dealers, email, match, makes, searched } = loaderData;
  return (
    <div className="space-y-8">
      <section aria-labelledby="find-heading">
        <h1 id="find-heading" className="text-2xl font-bold text-slate-900">
          Dealers
        </h1>
        <p className="mt-1 text-slate-700">Find an account by its email to make it a dealer; the GSTIN is checked before it is saved.</p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <Field id="dealer-email" label="Account email">
              {(aria) => <input {...aria} name="email" type="email" defaultValue={email} required className={inputClass} />}
            </Field>
          </div>
          <Button type="submit">Find account</Button>
        </Form>
        {searched && !match ? <p className="mt-3 text-slate-800">No account with that email.</p> : null}
        {match ? (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">
              {match.name} <span className="font-normal text-slate-700">({match.email})</span>
            </h2>
            <p className="mb-4 text-sm text-slate-700">Now: {ROLE_LABEL[match.role] ?? match.role}</p>
            {match.role === "admin" ? (
              <p className="text-slate-800">An admin account cannot also be a dealer.</p>
            ) : (
              <DealerProfileForm key={match.userId} userId={match.userId} profile={match.profile} makes={makes} submitLabel={match.role === "dealer" ? "Save profile" : "Make dealer"} />
            )}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="dealers-heading">
        <h2 id="dealers-heading" className="text-xl font-bold text-slate-900">
          Current dealers ({dealers.length})
        </h2>
        <DealerList dealers={dealers} makes={makes} />
      </section>
    </div>
  );
}
