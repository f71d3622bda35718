/**
 * A fitted PriceModel ready to answer: features, the trees, the interval of the car's evidence
 * bucket, and the comparables behind the number in words. Microseconds per car.
 */
import { PackedGbm } from "./gbm";
import type { CarFacts } from "./car-facts";
import { FEATURE_COUNT, featurise, FILE_FEATURE, RIDGE_FEATURE, SpecIndex, type Encoder, type Featurised } from "./price-features";
import { modelEncoder, type PriceModel } from "./price-model";
import { fileTermsAdder } from "./ridge";
import { makeKey, modelKey, normName } from "./target-encoding";

export interface PriceEstimate {
  estimate: number;
  low: number;
  high: number;
  currency: "INR";
  comparables: number;
  basis: string;
}

/** Years either side of the car's that count as comparable. */
const YEAR_SPAN = 2;
/** An unknown make is further from the evidence than anything the residuals saw. */
const UNKNOWN_MAKE_WIDEN = 1.3;

function round(price: number): number {
  const step = price >= 1_000_000 ? 10_000 : 1_000;
  return Math.max(step, Math.round(price / step) * step);
}

function near(years: Record<number, number> | undefined, year: number): number {
  let n = 0;
  for (let y = year - YEAR_SPAN; y <= year + YEAR_SPAN; y++) n += years?.[y] ?? 0;
  return n;
}

const total = (years: Record<number, number> | undefined) => Object.values(years ?? {}).reduce((s, n) => s + n, 0);
const plural = (n: number, word: string) => `${n.toLocaleString("en-IN")} ${word}${n === 1 ? "" : "s"}`;

export class PriceEstimator {
  private encoder: Encoder;
  private specs: SpecIndex;
  private x = new Float64Array(FEATURE_COUNT);
  private gbm: PackedGbm;
  /** Per data set the model knows, its ridge terms added to a car's prediction without them. */
  private withFile: ((y: number, car: CarFacts) => number)[];

  constructor(readonly model: PriceModel) {
    this.encoder = modelEncoder(model);
    this.specs = new SpecIndex(model.specs);
    this.gbm = new PackedGbm(model.gbm);
    this.withFile = model.sourceFiles.map((file) => fileTermsAdder(model.ridge, file));
  }

  /** log(price) point prediction and the evidence behind it. */
  predictLog(car: CarFacts): Featurised & { log: number } {
    const files = this.model.sourceFiles;
    if (car.sourceFile && files.includes(car.sourceFile)) return this.predictOne(car);
    const evidence = this.featurise({ ...car, sourceFile: null });
    if (files.length === 0) return { ...evidence, log: this.x[RIDGE_FEATURE]! + this.gbm.predict(this.x) };
    // A car of no known data set (a partner's, a seller's): the average over the market
    // snapshots the model knows. Only a snapshot's feature and its ridge terms (the last)
    // differ between them, so the car is featurised once and the trees are walked once per
    // snapshot, not also for the car without one, whose prediction is not used.
    const withoutFile = this.x[RIDGE_FEATURE]!;
    let log = 0;
    for (let f = 0; f < files.length; f++) {
      this.x[FILE_FEATURE] = f;
      this.x[RIDGE_FEATURE] = this.withFile[f]!(withoutFile, car);
      log += (this.x[RIDGE_FEATURE]! + this.gbm.predict(this.x)) / files.length;
    }
    return { ...evidence, log };
  }

  private predictOne(car: CarFacts) {
    const evidence = this.featurise(car);
    return { log: this.x[RIDGE_FEATURE]! + this.gbm.predict(this.x), ...evidence };
  }

  /** The car's features into `x` (the ridge's prediction among them), and the evidence behind them. */
  private featurise(car: CarFacts): Featurised {
    return featurise(car, this.encoder, this.specs, this.model.modelInfo, this.x, 0, this.model.ridge, this.model.sourceFiles);
  }

  /** The 10th..90th percentile offsets (log) for a car with this much evidence (and of this data set). */
  interval(modelCount: number, makeCount: number, sourceFile?: string | null): { low: number; high: number } {
    const buckets = (sourceFile && this.model.intervalsByFile[sourceFile]?.length ? this.model.intervalsByFile[sourceFile] : null) ?? this.model.intervals;
    let bucket = buckets[0] ?? { low: 0, high: 0 };
    for (const b of buckets) if (modelCount >= b.minCount) bucket = b;
    const widen = makeCount > 0 ? 1 : UNKNOWN_MAKE_WIDEN;
    return { low: bucket.low * widen, high: bucket.high * widen };
  }

  /** The estimate and its 80% range alone (rating thousands of listings needs no words). */
  range(car: CarFacts): { estimate: number; low: number; high: number; bodyType: string | null } {
    const p = this.predictLog(car);
    const band = this.interval(p.modelCount, p.makeCount, car.sourceFile);
    const estimate = round(Math.exp(p.log));
    return {
      estimate,
      low: Math.min(estimate, round(Math.exp(p.log + band.low))),
      high: Math.max(estimate, round(Math.exp(p.log + band.high))),
      bodyType: p.bodyType,
    };
  }

  estimate(car: CarFacts): PriceEstimate {
    const { bodyType, ...range } = this.range(car);
    return { ...range, currency: "INR", ...this.comparables(car, bodyType) };
  }

  /** Listings of the car's own model within YEAR_SPAN years of it: what a deal rating needs. */
  modelComparables(car: Pick<CarFacts, "make" | "model" | "year">): number {
    return near(this.model.years.model[modelKey(car.make ?? "", car.model ?? "")], car.year);
  }

  /** Whether any listing of this model, of any year, taught the model (a seller's quote needs one). */
  knowsModel(car: Pick<CarFacts, "make" | "model">): boolean {
    return total(this.model.years.model[modelKey(car.make ?? "", car.model ?? "")]) > 0;
  }

  private comparables(car: CarFacts, bodyType: string | null): { comparables: number; basis: string } {
    const years = `${car.year - YEAR_SPAN}-${car.year + YEAR_SPAN}`;
    const key = modelKey(car.make ?? "", car.model ?? "");
    const label = this.model.modelInfo[key]?.label ?? [car.make, car.model].filter(Boolean).join(" ");
    const ofModel = this.model.years.model[key];
    const n = near(ofModel, car.year);
    if (n > 0) return { comparables: n, basis: `${plural(n, `comparable ${label} listing`)}, ${years}` };
    const all = total(ofModel);
    if (all > 0) return { comparables: all, basis: `${plural(all, `${label} listing`)} from other years, adjusted for age` };
    const unseen = label ? `No ${label} listings; ` : "";
    const make = this.model.makes[makeKey(car.make ?? "")];
    const makeNote = make ? ` and the ${make.label} price level` : "";
    if (bodyType) {
      const b = near(this.model.years.body[normName(bodyType)], car.year);
      if (b > 0) return { comparables: b, basis: `${unseen}based on ${plural(b, `comparable ${bodyType} listing`)}, ${years}${makeNote}` };
    }
    const a = near(this.model.years.all, car.year);
    return { comparables: a, basis: `${unseen}based on ${plural(a, "listing")} of all kinds, ${years}${makeNote}` };
  }
}
