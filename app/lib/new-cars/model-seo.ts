/**
 * The model page's head and JSON-LD: a Product with the ex-showroom range as an AggregateOffer
 * (only figures the page shows) and the breadcrumb Home > New Cars > Make > Model.
 */
import { absoluteUrl } from "../seo/page-meta";
import { breadcrumbStructuredData } from "../seo/json-ld";
import { CATALOGUE_PRICE_DATE, makeLandingPath, type ModelIdentity, type ModelSummary } from "./model-page";
import { modelPagePath } from "./paths";

export function modelPageTitle(model: ModelIdentity): string {
  return `${model.make.name} ${model.name} Price, Variants, Specs & On-Road Price | CarSaathi`;
}

export function modelPageDescription(model: ModelIdentity, summary: ModelSummary): string {
  const name = `${model.make.name} ${model.name}`;
  const variants = `${summary.variantCount} ${summary.variantCount === 1 ? "variant" : "variants"}`;
  const price = summary.priceRange ? ` from ${summary.priceRange} (ex-showroom, ${CATALOGUE_PRICE_DATE})` : "";
  const fuels = summary.fuels.length ? ` in ${summary.fuels.join(", ")}` : "";
  return `${name} price${price}: ${variants}${fuels}. Compare specs, equipment, on-road price in your city and EMI.`;
}

export function modelStructuredData(origin: string, model: ModelIdentity, summary: ModelSummary, image?: string) {
  const path = modelPagePath(model);
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${model.make.name} ${model.name}`,
    brand: { "@type": "Brand", name: model.make.name },
    url: absoluteUrl(origin, path),
    ...(image ? { image } : {}),
    ...(model.bodyType ? { category: model.bodyType } : {}),
    ...(summary.lowPrice !== null && summary.highPrice !== null
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "INR",
            lowPrice: summary.lowPrice,
            highPrice: summary.highPrice,
            offerCount: summary.variantCount,
          },
        }
      : {}),
  };
  const crumbs = breadcrumbStructuredData(origin, [
    { name: "Home", path: "/" },
    { name: "New Cars", path: "/new-cars" },
    { name: model.make.name, path: makeLandingPath(model.make.name) },
    { name: model.name, path },
  ]);
  return [product, crumbs];
}
