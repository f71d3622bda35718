import { Link } from "react-router";
import { BestOfferForm } from "~/components/new-cars/best-offer-form";
import { modelPagePath } from "~/lib/new-cars/paths";
import { loadOfferPage, offerAction } from "./offer.server";
import type { Route } from "./+types/offer";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Get the best offer on the ${data.model.make.name} ${data.model.name} | CarSaathi` : "Get the best offer | CarSaathi" },
  // The model page carries the same form; this page is where a post without scripts lands.
  { name: "robots", content: "noindex" },
];

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadOfferPage(request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return offerAction(request, params, context);
}

export default function BestOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { model, variants, city, buyer } = loaderData;
  const name = `${model.make.name} ${model.name}`;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 md:py-8">
      <p>
        <Link to={modelPagePath(model)} className="font-medium text-brand-700 hover:underline">
          Back to the {name}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 md:text-3xl">Get the best offer on the {name}</h1>
      <p className="mt-1 mb-5 text-slate-700">Choose a variant and your city: dealers of {model.make.name} there see your request on CarSaathi.</p>
      <section aria-label="Your request" className="rounded-xl border border-slate-200 bg-white p-4 md:p-6">
        <BestOfferForm model={model} variants={variants} city={city} buyer={buyer} actionData={actionData} />
      </section>
    </main>
  );
}
