/**
 * The server side of /new-cars/{make}/{model}: everything the model page shows, from the
 * in-memory research catalogue (no listing query). A differently spelled address is answered
 * with a 301 to the canonical one (query kept); an unknown model with a 404 page that links to
 * the make's models. On-road prices use the same rule as /api/on-road-price, on the same
 * variant fields, so the page and the API always agree.
 */
import { data, redirect } from "react-router";
import { getResearchCatalogue, type ResearchCatalogue, type ResearchModel, type ResearchVariant } from "~/.server/catalogue/research-catalogue";
import { quoteVariant } from "~/.server/catalogue/quote-on-road-price";
import { similarModels } from "~/.server/catalogue/similar-models";
import { loadUsedAlternatives } from "~/.server/catalogue/used-alternatives";
import { newsMentioning } from "~/.server/content/model-news";
import { getDb } from "~/.server/db/client";
import { saveSearchOffer } from "~/.server/saved-searches/save-offer";
import { readListingQuery } from "~/lib/filters/search-url";
import { chosenPlace, type OnRoadPlace } from "~/.server/http/on-road-city";
import { renderCarSvg } from "~/.server/images/car-illustration";
import { formatPriceRange, groupIndianDecimal } from "~/lib/format-inr";
import { defaultLoanInputs, loanSummary } from "~/lib/loan";
import { keySpecGroups } from "~/lib/new-cars/key-specs";
import type { ChosenVariant, ModelEmi, ModelNotFoundData, ModelPageData, ModelSummary, VariantRow } from "~/lib/new-cars/model-page";
import { modelPagePath } from "~/lib/new-cars/paths";
import { variantLadder } from "~/lib/new-cars/variant-gains";
import { distinctValues, listVariants, parseVariantListQuery } from "~/lib/new-cars/variant-list";
import { withoutSources } from "~/lib/on-road/city-cookie";

const gearboxOf = (v: ResearchVariant) => v.gearbox ?? v.transmission;

/** "a - b unit", or one figure when all are equal; null when none is known. */
function numberRange(values: (number | null)[], unit: string): string | null {
  const known = values.filter((v): v is number => v !== null && v > 0);
  if (!known.length) return null;
  const [low, high] = [Math.min(...known), Math.max(...known)].map((v) => groupIndianDecimal(v, 1));
  return low === high ? `${low} ${unit}` : `${low} - ${high} ${unit}`;
}

function summarise(model: ResearchModel): ModelSummary {
  const prices = model.variants.map((v) => v.exShowroom).filter((p): p is number => p !== null);
  const lowPrice = prices.length ? Math.min(...prices) : null;
  const highPrice = prices.length ? Math.max(...prices) : null;
  const seats = [...new Set(model.variants.map((v) => v.seats).filter((s): s is number => s !== null))].sort((a, b) => a - b);
  const burning = model.variants.filter((v) => v.fuel !== "Electric");
  return {
    priceRange: lowPrice !== null && highPrice !== null ? formatPriceRange(lowPrice, highPrice) : null,
    lowPrice,
    highPrice,
    variantCount: model.variants.length,
    fuels: distinctValues(model.variants.map((v) => v.fuel)).sort(),
    gearboxes: distinctValues(model.variants.map(gearboxOf)).sort(),
    seats: seats.length ? seats.join(", ") : null,
    mileage: numberRange(burning.map((v) => v.fuelEconomy), burning.some((v) => v.fuel === "CNG") ? "km/l (km/kg CNG)" : "km/l"),
    range: numberRange(model.variants.map((v) => v.rangeKm), "km"),
  };
}

function emiOn(price: number | null, basis: ModelEmi["basis"]): ModelEmi | null {
  if (price === null) return null;
  const inputs = defaultLoanInputs(price);
  const loan = loanSummary(inputs);
  if (!loan) return null;
  return { basis, price, downPayment: inputs.downPayment, termMonths: inputs.termMonths, annualRatePercent: inputs.annualRatePercent, monthlyPayment: loan.monthlyPayment };
}

function chosenVariant(v: ResearchVariant, place: OnRoadPlace | null): ChosenVariant {
  const onRoad = quoteVariant(v, place);
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    exShowroom: v.exShowroom,
    specGroups: keySpecGroups(v.specs),
    features: v.features,
    onRoad: onRoad ? withoutSources(onRoad) : null,
    emi: onRoad ? emiOn(onRoad.total, "on-road") : emiOn(v.exShowroom, "ex-showroom"),
  };
}

type Extras = Pick<ModelPageData, "usedAlternatives" | "similar" | "news">;

function modelPage(catalogue: ResearchCatalogue, model: ResearchModel, params: URLSearchParams, place: OnRoadPlace | null, extras: Extras): ModelPageData {
  const asked = params.get("variant");
  const summary = summarise(model);
  const query = parseVariantListQuery(params, summary.fuels, summary.gearboxes);
  const rows: VariantRow[] = listVariants(
    model.variants.map((v) => ({
      slug: v.slug,
      name: v.name,
      fuel: v.fuel,
      gearbox: gearboxOf(v),
      engineCc: v.engineCc,
      powerBhp: v.powerBhp,
      fuelEconomy: v.fuelEconomy,
      rangeKm: v.rangeKm,
      exShowroom: v.exShowroom,
      onRoad: quoteVariant(v, place)?.total ?? null,
    })),
    query,
  );
  const chosen = (asked && catalogue.findVariant(model, asked)?.variant) || model.variants[0];
  const identity = { name: model.name, slug: model.slug, make: { name: model.make.name, slug: model.make.slug }, bodyType: model.bodyType };
  return {
    kind: "model",
    model: identity,
    summary,
    illustration: `data:image/svg+xml,${encodeURIComponent(renderCarSvg({ bodyType: model.bodyType, color: null, make: model.make.name, model: model.name }, 800))}`,
    rows,
    query,
    fuels: summary.fuels,
    gearboxes: summary.gearboxes,
    variantChoices: model.variants.map((v) => ({ id: v.id, slug: v.slug, name: v.name })),
    chosen: chosenVariant(chosen, place),
    ladder: variantLadder(
      model.variants.map((v) => ({ ...v, gearbox: gearboxOf(v) })),
      chosen.slug,
    ),
    place,
    ...extras,
  };
}

export async function loadModelPage(request: Request, makeSlug: string, modelSlug: string) {
  const url = new URL(request.url);
  const db = await getDb();
  const catalogue = await getResearchCatalogue(db);
  const found = catalogue.findModel(makeSlug, modelSlug);
  // A model without variants has nothing to research: as good as unknown.
  if (!found || found.model.variants.length === 0) {
    const models = catalogue.modelsOfMake(makeSlug);
    const body: ModelNotFoundData = {
      kind: "not-found",
      make: models[0] ? { name: models[0].make.name, slug: models[0].make.slug } : null,
      models: models.map((m) => ({ name: m.name, path: modelPagePath(m) })),
    };
    return data(body, { status: 404 });
  }
  if (!found.canonical) throw redirect(`${modelPagePath(found.model)}${url.search}`, 301);
  const { place, setCookie } = chosenPlace(request);
  // The only reads beyond the in-memory catalogue: the search index's used cars (and a cached
  // price curve) and a bounded news lookup on its trigram index.
  const [usedAlternatives, news] = await Promise.all([loadUsedAlternatives(db, found.model), newsMentioning(db, found.model.make.name, found.model.name)]);
  const body = modelPage(catalogue, found.model, url.searchParams, place, { usedAlternatives, similar: similarModels(catalogue, found.model), news });
  // "Save this search" beside the used cars: the very search their "View all" link opens.
  const usedSearch = readListingQuery(new URL(usedAlternatives.searchHref, url.origin).searchParams).query;
  const usedSearchOffer = await saveSearchOffer(db, usedSearch, url.pathname + url.search);
  return data({ ...body, usedSearchOffer }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
