import { Link } from "react-router";
import { CompareTable } from "~/components/new-cars/compare/compare-table";
import { DifferenceToggle } from "~/components/new-cars/compare/difference-toggle";
import { VariantPicker } from "~/components/new-cars/compare/variant-picker";
import { CatalogueNotFoundPage } from "~/components/new-cars/variant/catalogue-not-found";
import { CityPicker } from "~/components/on-road/city-picker";
import { PRICES_AS_OF } from "~/lib/new-cars/price-note";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { PRIVATE_NO_STORE, PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import type { Route } from "./+types/variant-compare";
import { loadVariantComparison } from "./variant-compare.server";

// Every pair and trio of variants is a URL: none is worth indexing, so all point at the model page.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData || loaderData.kind === "not-found") return [{ title: "Model not found | CarSaathi" }, { name: "robots", content: "noindex" }];
  const names = loaderData.kind === "comparison" ? loaderData.columns.map((c) => c.name).join(" vs ") : "variants";
  return pageMeta({
    title: `Compare ${loaderData.model.name} ${names} | CarSaathi`,
    description: `${loaderData.model.name} ${names} side by side: prices, specifications and standard equipment, with the differences marked.`,
    path: loaderData.model.path,
    origin: siteOrigin(matches),
    noindex: true,
  });
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadVariantComparison(request, params);
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => headers.set(key, value));
  headers.set("Cache-Control", headers.has("Set-Cookie") ? PRIVATE_NO_STORE : PUBLIC_LONGER_CACHE);
  return headers;
}

const backLinkClass = "inline-block font-medium text-brand-700 hover:underline";

export default function VariantComparePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-found") return <CatalogueNotFoundPage page={loaderData} />;
  const { model } = loaderData;
  const comparePath = `${model.path}/compare`;
  if (loaderData.kind === "invalid") {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Compare {model.name} variants</h1>
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="compare-error">
          <p className="font-semibold">{loaderData.message}</p>
          {loaderData.unknown.length > 0 && <p className="mt-1">{loaderData.unknown.join(", ")}</p>}
        </div>
        <VariantPicker action={comparePath} variants={loaderData.variants} chosen={loaderData.chosen} />
        <Link to={model.path} className={backLinkClass}>
          ← Back to the {model.name}
        </Link>
      </main>
    );
  }
  const { columns, sections, onlyDiff, differing, total, allPath, diffPath, place } = loaderData;
  const names = columns.map((c) => c.name).join(" vs ");
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-6 sm:py-10">
      <header className="space-y-2">
        <Link to={model.path} className={backLinkClass}>
          ← Back to the {model.name}
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {model.name}: {names}
        </h1>
        <p className="text-slate-700">Catalogue {PRICES_AS_OF}; on-road prices add your city&apos;s road tax, registration, insurance and fees.</p>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <CityPicker city={place?.city ?? null} id="compare-on-road-city" />
        <DifferenceToggle onlyDiff={onlyDiff} allPath={allPath} diffPath={diffPath} differing={differing} total={total} />
      </div>
      {sections.length > 0 ? (
        <CompareTable caption={`${model.name} ${names} compared`} columns={columns} sections={sections} />
      ) : (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-700">These variants are the same in every row we have.</p>
      )}
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">Compare other variants</summary>
        <div className="mt-4">
          <VariantPicker action={comparePath} variants={loaderData.variants} chosen={columns.map((c) => c.slug)} />
        </div>
      </details>
    </main>
  );
}
