/**
 * Use cases of the fair-price estimate: one car described by make/model/variant or a free-text
 * title (`estimatePrice`), and many known cars at once (`estimatePrices`, for rating listings).
 * A car named by make and model is described as its saved listing would be (catalogue links,
 * specifications, canonical city, seller type), so the listing form's estimate is the one its
 * details page, card, comparison and dashboard show once it is on sale (issue 34: the same car
 * was ₹5.82 L in the form and ₹6.01 L on its page).
 */
import { parseQuery } from "~/lib/query-parser";
import { MAKE_ALIASES } from "~/lib/query-parser-lexicon";
import { AppError } from "../http/app-error";
import type { Database } from "../db/client";
import { getSearchVocabulary, type SearchVocabulary } from "../listings/vocabulary";
import { catalogueCarFacts, listingCity } from "../selling/catalogue-facts";
import { getSellerCatalogue, type SellerCatalogue } from "../selling/seller-catalogue";
import { getPriceEstimator as getPriceModelEstimator } from "./model-store";
import type { PriceEstimate } from "./price-estimator";
import type { CarFacts } from "./car-facts";

export interface PriceEstimateInput {
  make?: string;
  model?: string;
  variant?: string;
  /** Free text such as "Hyundai Creta 1.6 CRDi SX Option" (used when make/model are absent). */
  title?: string;
  year: number;
  km: number;
  fuel?: string;
  transmission?: string;
  /** 1, 2 or 3 (three or more). */
  owners?: number;
  city?: string;
  bodyType?: string;
  /** Who sells it: dealers ask more, so the listing form says which its seller is. */
  sellerType?: "individual" | "dealer" | "trustmark_dealer";
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9.+]+/).filter(Boolean);

/** Make, model and variant of a title: the parser's vocabulary, the rest of the words as the variant. */
export function readTitle(title: string, vocab: SearchVocabulary): Pick<CarFacts, "make" | "model" | "variant" | "fuel" | "transmission"> {
  const parsed = parseQuery(title, vocab);
  const make = parsed.filters.make?.[0] ?? null;
  const model = parsed.filters.model?.[0] ?? null;
  const all = words(title);
  let variantWords: string[];
  if (make && model) {
    const aliases = [...(vocab.makes.find((m) => m.name === make)?.aliases ?? []), ...(MAKE_ALIASES[make.toLowerCase()] ?? [])];
    const taken = new Set([make, model, ...aliases].flatMap(words));
    variantWords = all.filter((w, i) => !(taken.has(w) && all.slice(0, i).every((p) => taken.has(p))));
  } else {
    // An unknown car: the first word is its make, the second its model.
    variantWords = all.slice(2);
  }
  const cap = (w: string | undefined) => (w ? w[0]!.toUpperCase() + w.slice(1) : null);
  return {
    make: make ?? cap(all[0]),
    model: model ?? (make ? null : cap(all[1])),
    variant: variantWords.length > 0 ? variantWords.join(" ") : null,
    fuel: parsed.filters.fuel?.[0] ?? null,
    transmission: parsed.filters.transmission?.[0] ?? null,
  };
}

async function estimator(db: Database) {
  const e = await getPriceModelEstimator(db);
  if (!e) throw new AppError("not_found", "There are not enough listings yet to estimate a price");
  return e;
}

export async function estimatePrice(db: Database, input: PriceEstimateInput): Promise<PriceEstimate> {
  const e = await estimator(db);
  if (input.make && input.model) return e.estimate(namedCarFacts(await getSellerCatalogue(db), { ...input, make: input.make, model: input.model }));
  const read = input.title ? readTitle(input.title, await getSearchVocabulary(db)) : null;
  return e.estimate({
    ...ownFacts(input),
    make: read?.make ?? null,
    model: read?.model ?? null,
    variant: input.variant ?? read?.variant ?? null,
    fuel: input.fuel ?? read?.fuel ?? null,
    transmission: input.transmission ?? read?.transmission ?? null,
    city: input.city ? listingCity(input.city) : null,
    seats: null,
    engineCc: null,
    powerBhp: null,
    fuelEconomy: null,
    exShowroom: null,
  });
}

/** What the input says of the car itself, whichever way it names the car. */
function ownFacts(input: PriceEstimateInput) {
  return {
    year: input.year,
    km: input.km,
    fuel: input.fuel ?? null,
    transmission: input.transmission ?? null,
    owners: input.owners ?? null,
    bodyType: input.bodyType ?? null,
    sellerType: input.sellerType ?? null,
  };
}

/**
 * A car named by make and model, described as its saved listing is: names, specifications
 * and city from catalogueCarFacts, the same function the listing row is built with.
 */
export function namedCarFacts(catalogue: SellerCatalogue, input: PriceEstimateInput & { make: string; model: string }): CarFacts {
  const car = catalogueCarFacts(catalogue, { make: input.make, model: input.model, variant: input.variant ?? null, city: input.city ?? null });
  return {
    ...ownFacts(input),
    make: car.make,
    model: car.model,
    variant: car.variant,
    city: car.city,
    seats: car.seats,
    engineCc: car.engineCc,
    powerBhp: car.powerBhp,
    fuelEconomy: car.fuelEconomy,
    exShowroom: car.exShowroom,
    // A seller's listing is a live one, of no imported data set.
    sourceFile: null,
  };
}

/** Many cars in one go (deal ratings of listings): the facts the listing rows already carry. */
export async function estimatePrices(db: Database, cars: CarFacts[]): Promise<PriceEstimate[]> {
  const e = await estimator(db);
  return cars.map((car) => e.estimate(car));
}
