/**
 * The HTTP side of /new-cars/{make}/{model}/{variant}: the catalogue lookup, the 301 to the
 * canonical spelling, the 404 with the model's variants, and the on-road price for the visitor's
 * city, worked out by the one rule (quoteVariant) and from the same variant columns as
 * /api/on-road-price, so the page and the API always agree.
 */
import { data, redirect } from "react-router";
import { chosenPlace, type OnRoadPlace } from "~/.server/http/on-road-city";
import { withoutSources, type OnRoadFigures } from "~/lib/on-road/city-cookie";
import { quoteVariant } from "~/.server/catalogue/quote-on-road-price";
import { makeLandingPath } from "~/lib/new-cars/model-page";
import { nearbyVariants } from "~/lib/new-cars/nearby-variants";
import { modelPagePath, variantComparePath, variantPagePath } from "~/lib/new-cars/paths";
import { specSheet, type SpecGroup } from "~/lib/new-cars/spec-sheet";
import type { VariantFacts } from "~/lib/new-cars/variant-structured-data";
import type { PageLink } from "~/lib/new-cars/page-links";
import { modelNotFound, researchCatalogue, variantLink, variantNotFound } from "./catalogue-page.server";

/** Other variants listed on the page; the model page has them all. */
const OTHER_VARIANTS = 6;
const COMPARE_WITH = 2;

export interface VariantPage {
  kind: "variant";
  facts: VariantFacts;
  sheet: SpecGroup[];
  features: string[];
  place: OnRoadPlace | null;
  onRoad: OnRoadFigures | null;
  model: PageLink & { variantCount: number };
  others: PageLink[];
  compareWith: PageLink[];
}

export async function loadVariantPage(request: Request, params: { make: string; model: string; variant: string }) {
  const catalogue = await researchCatalogue();
  const found = catalogue.findModel(params.make, params.model);
  if (!found) return data(modelNotFound(catalogue, params.make), { status: 404 });
  const { model } = found;
  const match = catalogue.findVariant(model, params.variant);
  if (!match) return data(variantNotFound(model), { status: 404 });
  const { variant } = match;
  const path = variantPagePath(model, variant);
  if (!found.canonical || !match.canonical) throw redirect(`${path}${new URL(request.url).search}`, 301);

  const { place, setCookie } = chosenPlace(request);
  const quoted = quoteVariant(variant, place);
  const onRoad = quoted ? withoutSources(quoted) : null;
  const index = model.variants.indexOf(variant);
  const page: VariantPage = {
    kind: "variant",
    facts: {
      make: model.make.name,
      model: model.name,
      variant: variant.name,
      bodyType: variant.bodyType ?? model.bodyType,
      fuel: variant.fuel,
      transmission: variant.transmission,
      seats: variant.seats,
      exShowroom: variant.exShowroom,
      path,
      makePath: makeLandingPath(model.make.name),
      modelPath: modelPagePath(model),
    },
    sheet: specSheet(variant),
    features: variant.features,
    place,
    onRoad,
    model: { name: `${model.make.name} ${model.name}`, path: modelPagePath(model), variantCount: model.variants.length },
    others: nearbyVariants(model.variants, index, OTHER_VARIANTS).map((v) => variantLink(model, v)),
    compareWith: nearbyVariants(model.variants, index, COMPARE_WITH).map((v) => ({ ...variantLink(model, v), path: variantComparePath(model, [variant, v]) })),
  };
  return data(page, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
