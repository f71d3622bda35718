/**
 * /new-cars/{make}/{model}: the centre of new-car research (issue 33). Each section is its own
 * component in app/components/new-cars/model/ (the research blocks in app/components/new-cars/).
 */
import { StructuredData } from "~/components/details/structured-data";
import { HydrateLater } from "~/components/layout/hydrate-later";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { KeySpecs } from "~/components/new-cars/model/key-specs";
import { ModelHeader } from "~/components/new-cars/model/model-header";
import { ModelNotFound } from "~/components/new-cars/model/model-not-found";
import { PriceAndEmi } from "~/components/new-cars/model/price-and-emi";
import { useAccount } from "~/components/account/use-account";
import { BestOfferForm } from "~/components/new-cars/best-offer-form";
import { ModelNews } from "~/components/new-cars/model-news";
import { SimilarModels } from "~/components/new-cars/similar-models";
import { UsedAlternatives } from "~/components/new-cars/used-alternatives";
import { VariantFilters } from "~/components/new-cars/model/variant-filters";
import { VariantGains } from "~/components/new-cars/model/variant-gains";
import { VariantsTable } from "~/components/new-cars/model/variants-table";
import { CityPicker } from "~/components/on-road/city-picker";
import { modelPageDescription, modelPageTitle, modelStructuredData } from "~/lib/new-cars/model-seo";
import { modelPagePath } from "~/lib/new-cars/paths";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import type { Route } from "./+types/model";
import { loadModelPage } from "./model.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData || loaderData.kind !== "model") return [{ title: "Model not found | CarSaathi" }, { name: "robots", content: "noindex" }];
  const { model, summary } = loaderData;
  // Filters, sort and the chosen variant all share the bare model address as canonical.
  return pageMeta({
    title: modelPageTitle(model),
    description: modelPageDescription(model, summary),
    path: modelPagePath(model),
    origin: siteOrigin(matches),
    type: "product",
    ogTitle: `${model.make.name} ${model.name}`,
  });
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadModelPage(request, params.make, params.model);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cookie = loaderHeaders.get("Set-Cookie");
  return { "Cache-Control": PUBLIC_LONGER_CACHE, ...(cookie ? { "Set-Cookie": cookie } : {}) };
}

export default function ModelPage({ loaderData }: Route.ComponentProps) {
  const origin = useSiteOrigin();
  const { user } = useAccount();
  if (loaderData.kind === "not-found") return <ModelNotFound make={loaderData.make} models={loaderData.models} />;
  const { model, summary, illustration, rows, query, fuels, gearboxes, variantChoices, chosen, ladder, place } = loaderData;
  return (
    <main id="main" className="flex-1 bg-slate-50">
      {origin && <StructuredData data={modelStructuredData(origin, model, summary)} />}
      <ModelHeader model={model} summary={summary} illustration={illustration} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <section aria-labelledby="variants-heading" className="space-y-4">
          <h2 id="variants-heading" className="text-2xl font-bold text-slate-900">
            {model.name} variants and prices ({rows.length})
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <VariantFilters query={query} fuels={fuels} gearboxes={gearboxes} chosenSlug={chosen.slug} />
            <CityPicker city={place?.city ?? null} />
          </div>
          <VariantsTable model={model} rows={rows} query={query} place={place} chosenSlug={chosen.slug} canCompare={variantChoices.length > 1} />
        </section>
        {/* Below the variants, three parts hydrate in tasks of their own (decision 043): the
            page in one task blocked a phone for some 50 ms. */}
        <HydrateLater className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <KeySpecs chosen={chosen} choices={variantChoices} query={query} />
          <div className="space-y-6">
            <PriceAndEmi model={model} chosen={chosen} place={place} />
            <BestOfferForm model={model} variants={variantChoices} variantId={chosen.id} city={place?.city ?? null} buyer={user} />
          </div>
        </HydrateLater>
        <HydrateLater className="space-y-10">
          <VariantGains model={model} ladder={ladder} chosenSlug={chosen.slug} />
          <UsedAlternatives {...loaderData.usedAlternatives} saveOffer={loaderData.usedSearchOffer} />
        </HydrateLater>
        <HydrateLater className="space-y-10">
          <SimilarModels carName={`${model.make.name} ${model.name}`} models={loaderData.similar} />
          <ModelNews carName={`${model.make.name} ${model.name}`} articles={loaderData.news} />
        </HydrateLater>
      </div>
    </main>
  );
}
