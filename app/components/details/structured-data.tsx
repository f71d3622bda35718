import { useNonce } from "~/components/layout/nonce";
import { catalogueModelPath } from "~/lib/seo/canonical";
import { breadcrumbStructuredData } from "~/lib/seo/json-ld";
import type { VehicleDetail } from "~/lib/vehicle";

/** schema.org Car with its offer, for search engines; only facts the listing states. */
export function carStructuredData(vehicle: VehicleDetail, pageUrl: string, imageUrl: string | undefined) {
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: `${vehicle.year} ${vehicle.title}`,
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(vehicle.description ? { description: vehicle.description } : {}),
    brand: { "@type": "Brand", name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: vehicle.mileage, unitCode: "KMT" },
    fuelType: vehicle.fuelType,
    vehicleTransmission: vehicle.transmission,
    ...(vehicle.bodyType ? { bodyType: vehicle.bodyType } : {}),
    ...(vehicle.exteriorColor ? { color: vehicle.exteriorColor } : {}),
    ...(vehicle.ownerCount ? { numberOfPreviousOwners: vehicle.ownerCount } : {}),
    itemCondition: vehicle.isNew ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      price: vehicle.price,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: pageUrl,
      areaServed: vehicle.city,
    },
  };
}

/** Home > New or Used cars > the make's cars > this car, each crumb a page that exists. */
export function detailsBreadcrumbs(vehicle: VehicleDetail, pageUrl: string) {
  const url = new URL(pageUrl);
  const condition = vehicle.isNew ? "new" : "used";
  return breadcrumbStructuredData(url.origin, [
    { name: "Home", path: "/" },
    vehicle.isNew ? { name: "New cars", path: "/new-cars" } : { name: "Used cars", path: "/used-cars" },
    { name: `${vehicle.make} cars`, path: `/search?${new URLSearchParams({ filter: condition, make: vehicle.make })}` },
    vehicle.isNew
      ? { name: vehicle.model, path: catalogueModelPath(vehicle.make, vehicle.model) }
      : { name: `${vehicle.year} ${vehicle.title}`, path: url.pathname },
    ...(vehicle.isNew ? [{ name: `${vehicle.year} ${vehicle.title}`, path: url.pathname }] : []),
  ]);
}

/**
 * JSON-LD in the page. It is data, not code, but it carries the request's CSP nonce all the
 * same so a strict policy never has to special-case it. "<" is escaped so listing text
 * cannot close the script element.
 */
export function StructuredData({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides a nonce after load, and the client has none to compare with.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
