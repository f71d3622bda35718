/**
 * The facts of a car -> the feature vector the trees read. Training rows and estimate requests
 * go through the same code, so what the model learned is what it is asked.
 */
import { FUEL_TYPES } from "~/lib/vehicle-vocabulary";
import type { CarFacts } from "./car-facts";
import { predictRidge, ridgeTerms, type ResolvedSpecs, type RidgeModel, type Term } from "./ridge";
import { makeKey, modelKey, normName, variantKey, variantTokens } from "./target-encoding";


export interface Level {
  level: number;
  n: number;
}

/** Price levels (target encodings) as seen from one point: a training fold or the fitted model. */
export interface Encoder {
  make(key: string): Level;
  model(key: string, parent: number): Level;
  variant(key: string, parent: number): Level;
  token(key: string): Level;
  city(key: string): Level;
  body(key: string): Level;
}

/** Specifications of a variant (catalogue or the median of its listings). */
export interface SpecInfo {
  exShowroom: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  bodyType: string | null;
  /** Catalogue rows only: what a seller's variant is matched on when the words differ. */
  fuel?: string | null;
  transmission?: string | null;
}

/** Non-price facts about a model: its usual body, its catalogue price level ("segment"). */
export interface ModelInfo {
  label: string;
  bodyType: string | null;
  exShowroom: number | null;
  engineCc: number | null;
  powerBhp: number | null;
  /** The most common fuel and gearbox of its listings: an unknown one is taken as the usual. */
  fuel: string | null;
  transmission: string | null;
  /** A model the catalogue lacks: the key of the catalogue model whose facts it borrows. */
  catalogueModel?: string;
}

export const FEATURE_NAMES = [
  "year", "log_km", "fuel", "automatic", "owners", "city_level", "body_level", "engine_cc", "power_bhp",
  "log_ex_showroom", "log_model_ex_showroom", "make_level", "model_level", "variant_level", "log_model_count", "seats", "variant_words_level",
  "fuel_economy", "seller", "ridge", "source_file",
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

function tokens(text: string): Set<string> {
  return new Set(normName(text).split(" ").filter(Boolean));
}

/** Variant specs by model, for matching a seller's variant spelling to the closest known one. */
export class SpecIndex {
  private catalogueByModel = new Map<string, { tokens: Set<string>; spec: SpecInfo }[]>();
  constructor(private specs: Record<string, SpecInfo>) {
    for (const [key, spec] of Object.entries(specs)) {
      if (spec.fuel === undefined) continue;
      const cut = key.lastIndexOf("|");
      const list = this.catalogueByModel.get(key.slice(0, cut)) ?? [];
      list.push({ tokens: tokens(key.slice(cut + 1)), spec });
      this.catalogueByModel.set(key.slice(0, cut), list);
    }
  }

  exact(make: string, model: string, variant: string | null): SpecInfo | null {
    return this.specs[variantKey(make, model, variant)] ?? null;
  }

  /**
   * The catalogue variant most like the car: shared words, then the same fuel, gearbox and
   * engine size (a seller's "VDI" and the catalogue's "VDi BS IV" are one car). Null if none is close.
   */
  closest(car: CarFacts, engineCc: number, catalogueModel?: string): SpecInfo | null {
    const wanted = tokens(car.variant ?? "");
    let best: SpecInfo | null = null;
    let bestScore = 0.5;
    for (const c of this.catalogueByModel.get(catalogueModel ?? modelKey(car.make ?? "", car.model ?? "")) ?? []) {
      let shared = 0;
      for (const t of wanted) if (c.tokens.has(t)) shared++;
      const union = wanted.size + c.tokens.size - shared;
      let score = union > 0 ? shared / union : 0;
      if (car.fuel && c.spec.fuel === car.fuel) score += 0.3;
      if (car.transmission && c.spec.transmission === car.transmission) score += 0.2;
      if (engineCc > 0 && c.spec.engineCc && Math.abs(c.spec.engineCc - engineCc) <= 0.05 * engineCc) score += 0.2;
      if (score > bestScore) {
        bestScore = score;
        best = c.spec;
      }
    }
    return best;
  }
}

/** Index of the stacked ridge prediction (filled out-of-fold by training). */
export const RIDGE_FEATURE = 19;
/** The car's data set (market snapshot) by its index in the model's list. */
export const FILE_FEATURE = 20;

/** The specifications featurise resolved (own, variant's, closest variant's or model's). */
function resolvedSpecs(x: Float64Array, offset: number, fuel: string | null, transmission: string | null, bodyType: string | null): ResolvedSpecs {
  return { engineCc: x[offset + 7]!, powerBhp: x[offset + 8]!, logExShowroom: x[offset + 9]!, logModelExShowroom: x[offset + 10]!, fuel, transmission, bodyType };
}

const num = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? NaN : v);
const logOf = (v: number | null | undefined) => (v && v > 0 ? Math.log(v) : NaN);

/** Mean level of the variant's known words: trims and engines shared across a make's models. */
function wordsLevel(enc: Encoder, make: string, variant: string | null): number {
  let sum = 0;
  let known = 0;
  for (const token of variantTokens(variant)) {
    const t = enc.token(`${make}|${token}`);
    if (t.n > 0) {
      sum += t.level;
      known++;
    }
  }
  return known > 0 ? sum / known : NaN;
}

export interface Featurised {
  /** Listings of the same model the encoder knew (0 = unseen model): drives the interval width. */
  modelCount: number;
  makeCount: number;
  bodyType: string | null;
  /** The car's terms of the stacked ridge. */
  terms: Term[];
}

/** Writes the features of `car` into x at offset; returns the evidence behind them. */
export function featurise(
  car: CarFacts,
  enc: Encoder,
  specs: SpecIndex,
  models: Record<string, ModelInfo>,
  x: Float64Array,
  offset: number,
  ridge?: RidgeModel,
  sourceFiles: string[] = [],
): Featurised {
  const make = car.make ?? "";
  const model = car.model ?? "";
  const info = models[modelKey(make, model)];
  const spec = car.make && car.model ? specs.exact(make, model, car.variant) : null;
  const bodyType = car.bodyType ?? spec?.bodyType ?? info?.bodyType ?? null;
  const mk = enc.make(makeKey(make));
  const md = enc.model(modelKey(make, model), mk.level);
  const va = enc.variant(variantKey(make, model, car.variant), md.level);
  const fuelName = car.fuel ?? spec?.fuel ?? info?.fuel;
  const gearbox = car.transmission ?? spec?.transmission ?? info?.transmission;
  const fuel = fuelName ? FUEL_TYPES.indexOf(fuelName as (typeof FUEL_TYPES)[number]) : -1;
  x[offset] = car.year;
  x[offset + 1] = Math.log1p(Math.max(0, car.km));
  x[offset + 2] = fuel >= 0 ? fuel : NaN;
  x[offset + 3] = gearbox ? (gearbox === "Automatic" ? 1 : 0) : NaN;
  x[offset + 4] = num(car.owners);
  x[offset + 5] = car.city ? enc.city(normName(car.city)).level : NaN;
  x[offset + 6] = bodyType ? enc.body(normName(bodyType)).level : NaN;
  x[offset + 7] = num(car.engineCc ?? spec?.engineCc ?? info?.engineCc);
  x[offset + 8] = num(car.powerBhp ?? spec?.powerBhp ?? info?.powerBhp);
  const engineCc = x[offset + 7]!;
  x[offset + 9] = logOf(car.exShowroom ?? spec?.exShowroom ?? (info ? specs.closest(car, engineCc, info.catalogueModel)?.exShowroom : null));
  x[offset + 10] = logOf(info?.exShowroom);
  x[offset + 11] = mk.n > 0 ? mk.level : NaN;
  x[offset + 12] = md.n > 0 ? md.level : mk.n > 0 ? mk.level : NaN;
  x[offset + 13] = va.n > 0 ? va.level : md.n > 0 ? md.level : mk.n > 0 ? mk.level : NaN;
  x[offset + 14] = Math.log1p(md.n);
  x[offset + 15] = num(car.seats);
  x[offset + 16] = wordsLevel(enc, makeKey(make), car.variant);
  x[offset + 17] = num(car.fuelEconomy);
  x[offset + 18] = car.sellerType ? (car.sellerType === "individual" ? 0 : car.sellerType === "dealer" ? 1 : 2) : NaN;
  const file = car.sourceFile ? sourceFiles.indexOf(car.sourceFile) : -1;
  x[offset + FILE_FEATURE] = file >= 0 ? file : NaN;
  const terms = ridgeTerms(car, resolvedSpecs(x, offset, fuelName ?? null, gearbox ?? null, bodyType));
  x[offset + RIDGE_FEATURE] = ridge ? predictRidge(ridge, terms) : NaN;
  return { modelCount: md.n, makeCount: mk.n, bodyType, terms };
}
