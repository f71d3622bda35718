import { Link } from "react-router";
import { StructuredData } from "~/components/details/structured-data";
import { useSiteOrigin } from "~/components/layout/site-origin";
import { CatalogueNotFoundPage } from "~/components/new-cars/variant/catalogue-not-found";
import { EquipmentList } from "~/components/new-cars/variant/equipment-list";
import { SpecSheet } from "~/components/new-cars/variant/spec-sheet";
import { VariantLinks } from "~/components/new-cars/variant/variant-links";
import { VariantPrice } from "~/components/new-cars/variant/variant-price";
import { buttonClass } from "~/components/ui/button";
import { formatInr } from "~/lib/format-inr";
import { PRICES_AS_OF } from "~/lib/new-cars/price-note";
import { variantStructuredData } from "~/lib/new-cars/variant-structured-data";
import { pageMeta, siteOrigin } from "~/lib/seo/page-meta";
import { PRIVATE_NO_STORE, PUBLIC_LONGER_CACHE } from "~/.server/http/cache-control";
import type { Route } from "./+types/variant";
import { loadVariantPage } from "./variant.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData || loaderData.kind !== "variant") return [{ title: "Variant not found | CarSaathi" }, { name: "robots", content: "noindex" }];
  const f = loaderData.facts;
  const name = `${f.make} ${f.model} ${f.variant}`;
  const price = f.exShowroom !== null ? `${formatInr(f.exShowroom)} ex-showroom (catalogue ${PRICES_AS_OF.replace("ex-showroom ", "")})` : "no catalogue price";
  const kind = [f.fuel, f.transmission].filter(Boolean).join(", ");
  return pageMeta({
    title: `${name} Price, Specifications & Features | CarSaathi`,
    description: `${name}${kind ? ` (${kind})` : ""}: ${price}. Full specifications, standard equipment and the on-road price in your city.`,
    path: f.path,
    origin: siteOrigin(matches),
    type: "product",
  });
};

export function loader({ request, params }: Route.LoaderArgs) {
  return loadVariantPage(request, params);
}

export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => headers.set(key, value));
  // A `?city=` answer sets the visitor's cookie: never kept by a shared cache.
  headers.set("Cache-Control", headers.has("Set-Cookie") ? PRIVATE_NO_STORE : PUBLIC_LONGER_CACHE);
  return headers;
}

export default function VariantPage({ loaderData }: Route.ComponentProps) {
  const origin = useSiteOrigin();
  if (loaderData.kind === "not-found") return <CatalogueNotFoundPage page={loaderData} />;
  const { facts: f, sheet, features, place, onRoad, model, others, compareWith } = loaderData;
  const carName = `${f.make} ${f.model}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "New Cars", path: "/new-cars" },
    { name: f.make, path: f.makePath },
    { name: f.model, path: f.modelPath },
  ];
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-6 sm:py-10">
      {origin && <StructuredData data={variantStructuredData(origin, f)} />}
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-x-2 gap-y-1 text-slate-600">
          {crumbs.map((c) => (
            <li key={c.path} className="after:ml-2 after:content-['›']">
              <Link to={c.path} className="text-brand-700 hover:underline">
                {c.name}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="text-slate-800">
            {f.variant}
          </li>
        </ol>
      </nav>
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {carName} {f.variant}
        </h1>
        <p className="text-slate-700">{[f.bodyType, f.fuel, f.transmission, f.seats ? `${f.seats} seats` : null].filter(Boolean).join(" · ")}</p>
        <Link to={model.path} className="inline-block font-medium text-brand-700 hover:underline">
          ← Back to the {model.name}
        </Link>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="order-2 space-y-8 lg:order-1">
          <SpecSheet sheet={sheet} />
          <EquipmentList features={features} />
        </div>
        <div className="order-1 lg:order-2">
          <VariantPrice carName={`${carName} ${f.variant}`} exShowroom={f.exShowroom} place={place} onRoad={onRoad} />
        </div>
      </div>
      <VariantLinks carName={carName} variantName={f.variant} model={model} others={others} compareWith={compareWith} />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">We couldn't show this variant</h1>
      <p className="mt-3 text-slate-600">Something went wrong loading it. Please try again in a moment.</p>
      <Link to="/new-cars" className={buttonClass({ size: "compact", hover: false, className: "mt-6" })}>
        All new cars
      </Link>
    </main>
  );
}
