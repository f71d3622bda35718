/**
 * schema.org JSON-LD for a variant page: the Car (a Product) with its ex-showroom Offer, and the
 * breadcrumb Home > New Cars > make > model > variant. Only facts the page shows: no Offer for a
 * variant the catalogue has no price for.
 */
import { absoluteUrl } from "../seo/page-meta";
import { breadcrumbStructuredData } from "../seo/json-ld";

export interface VariantFacts {
  make: string;
  model: string;
  variant: string;
  bodyType: string | null;
  fuel: string | null;
  transmission: string | null;
  seats: number | null;
  exShowroom: number | null;
  /** The page's own path, and the make's and model's pages for the breadcrumb. */
  path: string;
  makePath: string;
  modelPath: string;
}

export function variantStructuredData(origin: string, f: VariantFacts) {
  const url = absoluteUrl(origin, f.path);
  const car = {
    "@context": "https://schema.org",
    "@type": ["Product", "Car"],
    name: `${f.make} ${f.model} ${f.variant}`,
    url,
    brand: { "@type": "Brand", name: f.make },
    model: f.model,
    itemCondition: "https://schema.org/NewCondition",
    ...(f.bodyType ? { bodyType: f.bodyType } : {}),
    ...(f.fuel ? { fuelType: f.fuel } : {}),
    ...(f.transmission ? { vehicleTransmission: f.transmission } : {}),
    ...(f.seats ? { seatingCapacity: f.seats } : {}),
    ...(f.exShowroom !== null
      ? { offers: { "@type": "Offer", price: f.exShowroom, priceCurrency: "INR", url, itemCondition: "https://schema.org/NewCondition" } }
      : {}),
  };
  const crumbs = breadcrumbStructuredData(origin, [
    { name: "Home", path: "/" },
    { name: "New Cars", path: "/new-cars" },
    { name: f.make, path: f.makePath },
    { name: f.model, path: f.modelPath },
    { name: f.variant, path: f.path },
  ]);
  return [car, crumbs];
}
