/**
 * The fair-price model: gradient-boosted trees on log(price) over the car's facts, catalogue
 * specifications and out-of-fold price levels of its make, model and variant; the 80% range
 * comes from the 10th and 90th percentiles of out-of-fold log residuals, taken separately for
 * cars whose model has many, few or no listings. Plain data in, plain JSON out (persisted by
 * model-store.ts). See docs/decisions/008-fair-price-model.md.
 */
import { inSlices, NO_PAUSE, type Pause } from "../background/time-slice";
import type { CarFacts } from "./car-facts";
import { fitGbm, predictGbm, type GbmModel, type GbmParams } from "./gbm";
import {
  FEATURE_COUNT,
  featurise,
  RIDGE_FEATURE,
  SpecIndex,
  type Encoder,
  type Level,
  type ModelInfo,
  type SpecInfo,
} from "./price-features";
import { addStat, fitTrend, foldOf, makeKey, modelKey, normName, quantile, shrunk, variantKey, variantTokens, type Stats } from "./target-encoding";
import { fitRidge, predictRow, termMatrix, type RidgeModel, type Term } from "./ridge";
import { buildModelInfo, buildSpecs, type CatalogueVariant } from "./model-info";

/** Bump when features or the blob change: a stored model of another format is retrained. */
export const PRICE_MODEL_FORMAT = 5;

export interface TrainingRow extends CarFacts {
  price: number;
  /** Copies of one car (car_group) share a group, so they never straddle a fold. */
  group: string;
}

export interface IntervalBucket {
  /** Applies to cars whose model has at least this many listings (highest match wins). */
  minCount: number;
  low: number;
  high: number;
  samples: number;
}

export interface PriceModel {
  format: number;
  rows: number;
  gbm: GbmModel;
  /** The stacked linear model whose prediction is the trees' `ridge` feature. */
  ridge: RidgeModel;
  /** Data sets of the training rows (the source_file feature is an index into this). */
  sourceFiles: string[];
  makes: Record<string, Level & { label: string }>;
  models: Record<string, Level>;
  variants: Record<string, Level>;
  tokens: Record<string, Level>;
  cities: Record<string, Level>;
  bodies: Record<string, Level>;
  modelInfo: Record<string, ModelInfo>;
  specs: Record<string, SpecInfo>;
  intervals: IntervalBucket[];
  /** The same per data set (their noise differs); a car of no known data set takes `intervals`. */
  intervalsByFile: Record<string, IntervalBucket[]>;
  /** Listings per year: all, by model key, by body type (for comparables and the basis). */
  years: { all: Record<number, number>; model: Record<string, Record<number, number>>; body: Record<string, Record<number, number>> };
}

export interface TrainOptions {
  folds?: number;
  gbm?: Partial<GbmParams>;
  /** How many folds' out-of-fold residuals calibrate the range (default: all; tuning uses fewer). */
  calibrationFolds?: number;
  pause?: Pause;
  /** Penalty of the stacked ridge. */
  ridgeLambda?: number;
}

export const RIDGE_LAMBDA = 15;

const BUCKETS = [0, 1, 5, 20, 100];
/** Fewest residuals a bucket needs for its own percentiles; smaller ones borrow the richer ones. */
const MIN_BUCKET = 40;
/** A bucket that had to borrow was not measured: its range is widened rather than trusted. */
const BORROWED_WIDEN = 1.25;

interface Tables {
  make: Stats;
  model: Stats;
  variant: Stats;
  /** Variant words within a make ("maruti|vdi", "hyundai|option"), relative to the model's level. */
  token: Stats;
  city: Stats;
  body: Stats;
}

const emptyTables = (): Tables => ({ make: new Map(), model: new Map(), variant: new Map(), token: new Map(), city: new Map(), body: new Map() });

function statsEncoder(all: Tables, minus?: Tables): Encoder {
  return {
    make: (k) => shrunk(all.make, k, 0, minus?.make),
    model: (k, p) => shrunk(all.model, k, p, minus?.model),
    variant: (k, p) => shrunk(all.variant, k, p, minus?.variant),
    token: (k) => shrunk(all.token, k, 0, minus?.token),
    city: (k) => shrunk(all.city, k, 0, minus?.city),
    body: (k) => shrunk(all.body, k, 0, minus?.body),
  };
}

export function modelEncoder(m: PriceModel): Encoder {
  const none = (level: number): Level => ({ level, n: 0 });
  return {
    make: (k) => m.makes[k] ?? none(0),
    model: (k, p) => m.models[k] ?? none(p),
    variant: (k, p) => m.variants[k] ?? none(p),
    token: (k) => m.tokens[k] ?? none(0),
    city: (k) => m.cities[k] ?? none(0),
    body: (k) => m.bodies[k] ?? none(0),
  };
}

function countYear(map: Record<string, Record<number, number>>, key: string, year: number) {
  const years = (map[key] ??= {});
  years[year] = (years[year] ?? 0) + 1;
}

/** Percentiles of residuals per evidence bucket, each from its own bucket and richer ones if thin. */
export function intervalBuckets(residuals: Float64Array, counts: Int32Array): IntervalBucket[] {
  const out: IntervalBucket[] = [];
  for (let b = BUCKETS.length - 1; b >= 0; b--) {
    const from = BUCKETS[b]!;
    const to = BUCKETS[b + 1] ?? Infinity;
    let pool: number[] = [];
    for (let i = 0; i < residuals.length; i++) if (counts[i]! >= from && counts[i]! < to) pool.push(residuals[i]!);
    const widen = pool.length < MIN_BUCKET ? BORROWED_WIDEN : 1;
    if (widen > 1) {
      pool = [];
      for (let i = 0; i < residuals.length; i++) if (counts[i]! >= from) pool.push(residuals[i]!);
    }
    if (pool.length === 0) continue;
    pool.sort((a, c) => a - c);
    const low = quantile(pool, 0.1) * widen;
    const high = quantile(pool, 0.9) * widen;
    // Less evidence never earns a narrower range than more evidence.
    const richer = out[out.length - 1];
    out.push({
      minCount: from,
      low: richer ? Math.min(low, richer.low) : low,
      high: richer ? Math.max(high, richer.high) : high,
      samples: pool.length,
    });
  }
  return out.reverse();
}

export async function trainPriceModel(rows: TrainingRow[], catalogue: CatalogueVariant[], options: TrainOptions = {}): Promise<PriceModel> {
  const folds = options.folds ?? 5;
  const n = rows.length;
  const y = new Float64Array(n);
  const yearCol = new Float64Array(n);
  const kmCol = new Float64Array(n);
  rows.forEach((r, i) => {
    y[i] = Math.log(r.price);
    yearCol[i] = r.year;
    kmCol[i] = Math.log1p(r.km);
  });
  const [a, b, c] = fitTrend(yearCol, kmCol, y);
  const fold = rows.map((r) => foldOf(r.group, folds));
  const all = emptyTables();
  const perFold = Array.from({ length: folds }, emptyTables);
  const years: PriceModel["years"] = { all: {}, model: {}, body: {} };
  // Featurising or predicting tens of thousands of rows in one go held a server's requests for
  // 100-900 ms (profiled under a feed): every row loop offers the pause. Without one, none gives way.
  const pause = options.pause ?? NO_PAUSE;
  const slices = { pause };
  await inSlices(rows, (r, i) => {
    const res = y[i]! - (a + b * r.year + c * Math.log1p(r.km));
    for (const t of [all, perFold[fold[i]!]!]) {
      addStat(t.make, makeKey(r.make ?? ""), res);
      addStat(t.model, modelKey(r.make ?? "", r.model ?? ""), res);
      addStat(t.variant, variantKey(r.make ?? "", r.model ?? "", r.variant), res);
      if (r.city) addStat(t.city, normName(r.city), res);
      if (r.bodyType) addStat(t.body, normName(r.bodyType), res);
    }
    years.all[r.year] = (years.all[r.year] ?? 0) + 1;
    countYear(years.model, modelKey(r.make ?? "", r.model ?? ""), r.year);
    if (r.bodyType) countYear(years.body, normName(r.bodyType), r.year);
  }, slices);
  // Word levels are what is left after the model's own level.
  const modelLevels = statsEncoder(all);
  await inSlices(rows, (r, i) => {
    const mk = makeKey(r.make ?? "");
    const parent = modelLevels.model(modelKey(r.make ?? "", r.model ?? ""), modelLevels.make(mk).level).level;
    const res = y[i]! - (a + b * r.year + c * Math.log1p(r.km)) - parent;
    for (const token of variantTokens(r.variant)) {
      addStat(all.token, `${mk}|${token}`, res);
      addStat(perFold[fold[i]!]!.token, `${mk}|${token}`, res);
    }
  }, slices);
  const specs = await buildSpecs(rows, catalogue, pause);
  const specIndex = new SpecIndex(specs);
  const modelInfo = await buildModelInfo(rows, catalogue, pause);
  await pause();
  const x = new Float64Array(n * FEATURE_COUNT);
  const counts = new Int32Array(n);
  const encoders = perFold.map((minus) => statsEncoder(all, minus));
  const sourceFiles = [...new Set(rows.flatMap((r) => (r.sourceFile ? [r.sourceFile] : [])))].sort();
  const rowTerms: Term[][] = [];
  await inSlices(rows, (r, i) => {
    const f = featurise(r, encoders[fold[i]!]!, specIndex, modelInfo, x, i * FEATURE_COUNT, undefined, sourceFiles);
    counts[i] = f.modelCount;
    rowTerms.push(f.terms);
  }, slices);
  // The ridge feature of a training row comes from a ridge fitted without the row's fold.
  const terms = await termMatrix(rowTerms, pause);
  const lambda = options.ridgeLambda ?? RIDGE_LAMBDA;
  for (let k = 0; k < folds; k++) {
    const ridgeK = await fitRidge(terms, y, (i) => fold[i] !== k, lambda, { pause });
    await inSlices(rows, (_, i) => {
      if (fold[i] === k) x[i * FEATURE_COUNT + RIDGE_FEATURE] = predictRow(ridgeK, terms, i);
    }, slices);
  }
  const ridge = await fitRidge(terms, y, () => true, lambda, { pause });

  // The trees learn what the ridge leaves: log price minus the (out-of-fold) ridge prediction.
  const target = (i: number) => y[i]! - x[i * FEATURE_COUNT + RIDGE_FEATURE]!;
  // Out-of-fold residuals of the whole recipe give the interval percentiles.
  const residuals = new Float64Array(n);
  const calibrated = new Uint8Array(n);
  for (let k = 0; k < (options.calibrationFolds ?? folds); k++) {
    const train = rows.map((_, i) => i).filter((i) => fold[i] !== k);
    const gbm = await fitGbm(subset(x, train), Float64Array.from(train, (i) => target(i)), options.gbm, pause);
    await inSlices(rows, (_, i) => {
      if (fold[i] !== k) return;
      residuals[i] = target(i) - predictGbm(gbm, x, i * FEATURE_COUNT);
      calibrated[i] = 1;
    }, slices);
  }
  const gbm = await fitGbm({ rows: n, features: FEATURE_COUNT, x }, Float64Array.from(y, (_, i) => target(i)), options.gbm, pause);

  const full = statsEncoder(all);
  const levels = (stats: Stats, level: (k: string) => Level) => Object.fromEntries([...stats.keys()].map((k) => [k, level(k)]));
  const makeLabels = new Map(rows.map((r) => [makeKey(r.make ?? ""), r.make ?? ""]));
  const makes = levels(all.make, (k) => full.make(k));
  const models = levels(all.model, (k) => full.model(k, full.make(k.split("|")[0]!).level));
  const variants = levels(all.variant, (k) => {
    const [mk, md] = k.split("|");
    return full.variant(k, models[`${mk}|${md}`]?.level ?? 0);
  });
  return {
    format: PRICE_MODEL_FORMAT,
    rows: n,
    gbm,
    ridge,
    sourceFiles,
    makes: Object.fromEntries(Object.entries(makes).map(([k, v]) => [k, { ...v, label: makeLabels.get(k) ?? k }])),
    models,
    variants,
    tokens: levels(all.token, (k) => full.token(k)),
    cities: levels(all.city, (k) => full.city(k)),
    bodies: levels(all.body, (k) => full.body(k)),
    modelInfo,
    specs,
    intervals: intervalBuckets(residuals.filter((_, i) => calibrated[i]), counts.filter((_, i) => calibrated[i])),
    intervalsByFile: Object.fromEntries(
      sourceFiles.map((file) => {
        const mine = (_: number, i: number) => calibrated[i] === 1 && rows[i]!.sourceFile === file;
        return [file, intervalBuckets(residuals.filter(mine), counts.filter(mine))];
      }),
    ),
    years,
  };
}

function subset(x: Float64Array, rows: number[]) {
  const out = new Float64Array(rows.length * FEATURE_COUNT);
  rows.forEach((r, j) => out.set(x.subarray(r * FEATURE_COUNT, (r + 1) * FEATURE_COUNT), j * FEATURE_COUNT));
  return { rows: rows.length, features: FEATURE_COUNT, x: out };
}
