/**
 * A sparse ridge regression on log(price) whose prediction the trees read as one more feature
 * (stacking). One-hot terms for make, model, variant, variant words (within the make and within
 * the model), fuel and gearbox per model, and make- and model-specific depreciation slopes:
 * thousands of small effects that a linear model shrinks well and trees split on poorly.
 * Solved by conjugate gradients with a Jacobi preconditioner; the weights are plain JSON.
 */
import type { CarFacts } from "./car-facts";
import { makeKey, modelKey, normName, variantKey, variantTokens } from "./target-encoding";
import { inSlices, NO_PAUSE, type Pause } from "../background/time-slice";

export interface RidgeModel {
  intercept: number;
  weights: Record<string, number>;
}

/** Numeric specifications the features already resolved (catalogue or listing), NaN if unknown. */
export interface ResolvedSpecs {
  engineCc: number;
  powerBhp: number;
  logExShowroom: number;
  logModelExShowroom: number;
  /** The car's, else its variant's, else its model's usual fuel, gearbox and body. */
  fuel: string | null;
  transmission: string | null;
  bodyType: string | null;
}

export type Term = [string, number];

const known = (v: number) => v === v && Number.isFinite(v);

/** The terms of one car: names and values of its non-zero columns. */
export function ridgeTerms(car: CarFacts, specs: ResolvedSpecs): Term[] {
  const make = makeKey(car.make ?? "");
  const model = modelKey(car.make ?? "", car.model ?? "");
  const age = ageTerm(car);
  const km = kmTerm(car);
  const terms: Term[] = [
    ["age", age],
    ["age2", age * age],
    ["km", km],
    ["km2", km * km],
    [`mk:${make}`, 1],
    [`mk:${make}:age`, age],
    [`md:${model}`, 1],
    [`md:${model}:age`, age],
    [`va:${variantKey(car.make ?? "", car.model ?? "", car.variant)}`, 1],
  ];
  for (const t of variantTokens(car.variant)) {
    terms.push([`tk:${make}|${t}`, 1], [`mt:${model}|${t}`, 1]);
  }
  if (specs.fuel) terms.push([`fu:${specs.fuel}`, 1], [`mf:${model}|${specs.fuel}`, 1]);
  if (specs.transmission) terms.push([`tr:${specs.transmission}`, 1], [`mr:${model}|${specs.transmission}`, 1]);
  if (car.owners !== null) terms.push([`ow:${Math.min(car.owners, 4)}`, 1]);
  if (car.city) terms.push([`ci:${normName(car.city)}`, 1]);
  if (car.sellerType) terms.push([`se:${car.sellerType}`, 1]);
  if (specs.bodyType) terms.push([`bo:${normName(specs.bodyType)}`, 1]);
  if (car.seats) terms.push([`seats:${Math.min(car.seats, 9)}`, 1]);
  const numeric = (name: string, v: number, centre: number, scale: number) =>
    terms.push(known(v) && v > 0 ? [name, (Math.log(v) - centre) / scale] : [`${name}?`, 1]);
  numeric("cc", specs.engineCc, 7.2, 0.4);
  numeric("bhp", specs.powerBhp, 4.5, 0.4);
  terms.push(known(specs.logExShowroom) ? ["ex", (specs.logExShowroom - 13.5) / 0.7] : ["ex?", 1]);
  terms.push(known(specs.logModelExShowroom) ? ["mex", (specs.logModelExShowroom - 13.5) / 0.7] : ["mex?", 1]);
  if (car.sourceFile) terms.push(...fileTerms(car, car.sourceFile));
  return terms;
}

const ageTerm = (car: Pick<CarFacts, "year">) => (2015 - car.year) / 5;
const kmTerm = (car: Pick<CarFacts, "km">) => (Math.log1p(Math.max(0, car.km)) - 10.5) / 1.0;

/**
 * Each data set is a market snapshot (its year, its platform) with a level and age and km
 * slopes of its own, the car's last terms; a car of no known data set is priced as the average
 * of all (the estimator).
 */
export function fileTerms(car: Pick<CarFacts, "year" | "km">, sourceFile: string): Term[] {
  return [
    [`file:${sourceFile}`, 1],
    [`file:${sourceFile}:age`, ageTerm(car)],
    [`file:${sourceFile}:km`, kmTerm(car)],
  ];
}

/**
 * addTerms(model, y, fileTerms(car, sourceFile)) with the data set's three weights looked up
 * once: the estimator adds them for every data set to every car it rates.
 */
export function fileTermsAdder(model: RidgeModel, sourceFile: string): (y: number, car: Pick<CarFacts, "year" | "km">) => number {
  const [level, age, km] = fileTerms({ year: 0, km: 0 }, sourceFile).map(([name]) => model.weights[name] ?? 0);
  return (y, car) => y + level! * 1 + age! * ageTerm(car) + km! * kmTerm(car);
}

export function predictRidge(model: RidgeModel, terms: Term[]): number {
  return addTerms(model, model.intercept, terms);
}

/** `y` plus the terms' weighted values, added in order. */
export function addTerms(model: RidgeModel, y: number, terms: Term[]): number {
  for (const [k, v] of terms) y += (model.weights[k] ?? 0) * v;
  return y;
}

/** Sparse rows of column indices and values, built once for all fits. */
export interface TermMatrix {
  names: string[];
  start: Int32Array;
  col: Int32Array;
  val: Float64Array;
}

/** `pause` is offered as the rows go: naming every term of tens of thousands of rows takes tens of ms. */
export async function termMatrix(rows: Term[][], pause: Pause = NO_PAUSE): Promise<TermMatrix> {
  const index = new Map<string, number>();
  const start = new Int32Array(rows.length + 1);
  let nnz = 0;
  rows.forEach((r, i) => {
    nnz += r.length;
    start[i + 1] = nnz;
  });
  const col = new Int32Array(nnz);
  const val = new Float64Array(nnz);
  let p = 0;
  await inSlices(
    rows,
    (row) => {
      for (const [k, v] of row) {
        let c = index.get(k);
        if (c === undefined) index.set(k, (c = index.size));
        col[p] = c;
        val[p++] = v;
      }
    },
    { pause },
  );
  return { names: [...index.keys()], start, col, val };
}

/**
 * Ridge fit on the rows where `include` is set: minimises |X.w + b - y|^2 + lambda |w|^2 (the
 * intercept b is not penalised: y is centred).
 */
export async function fitRidge(
  m: TermMatrix,
  y: Float64Array,
  include: (row: number) => boolean,
  lambda: number,
  { iterations = 150, pause }: { iterations?: number; pause?: Pause } = {},
): Promise<RidgeModel> {
  const n = y.length;
  const p = m.names.length;
  const rows: number[] = [];
  let mean = 0;
  for (let i = 0; i < n; i++) if (include(i)) {
    rows.push(i);
    mean += y[i]!;
  }
  mean /= Math.max(1, rows.length);
  const diag = new Float64Array(p).fill(lambda);
  const b = new Float64Array(p);
  for (const i of rows) {
    for (let q = m.start[i]!; q < m.start[i + 1]!; q++) {
      diag[m.col[q]!] += m.val[q]! * m.val[q]!;
      b[m.col[q]!] += m.val[q]! * (y[i]! - mean);
    }
  }
  await pause?.();
  // A(v) = X'X v + lambda v over the used rows.
  const xv = new Float64Array(n);
  const apply = (v: Float64Array, out: Float64Array) => {
    for (let j = 0; j < p; j++) out[j] = lambda * v[j]!;
    for (const i of rows) {
      let s = 0;
      for (let q = m.start[i]!; q < m.start[i + 1]!; q++) s += m.val[q]! * v[m.col[q]!]!;
      xv[i] = s;
    }
    for (const i of rows) {
      const s = xv[i]!;
      for (let q = m.start[i]!; q < m.start[i + 1]!; q++) out[m.col[q]!] += m.val[q]! * s;
    }
  };
  const w = new Float64Array(p);
  const r = Float64Array.from(b);
  const z = r.map((v, j) => v / diag[j]!);
  const d = Float64Array.from(z);
  const ad = new Float64Array(p);
  let rz = 0;
  for (let j = 0; j < p; j++) rz += r[j]! * z[j]!;
  for (let it = 0; it < iterations && rz > 1e-12; it++) {
    // An iteration is one pass over the rows (a few ms at tens of thousands): offered a pause each.
    await pause?.();
    apply(d, ad);
    let dad = 0;
    for (let j = 0; j < p; j++) dad += d[j]! * ad[j]!;
    if (dad <= 0) break;
    const alpha = rz / dad;
    let next = 0;
    for (let j = 0; j < p; j++) {
      w[j] += alpha * d[j]!;
      r[j] -= alpha * ad[j]!;
      z[j] = r[j]! / diag[j]!;
      next += r[j]! * z[j]!;
    }
    const beta = next / rz;
    rz = next;
    for (let j = 0; j < p; j++) d[j] = z[j]! + beta * d[j]!;
  }
  const weights: Record<string, number> = {};
  for (let j = 0; j < p; j++) if (w[j] !== 0) weights[m.names[j]!] = Math.round(w[j]! * 1e6) / 1e6;
  return { intercept: mean, weights };
}

/** Prediction for row i straight from the term matrix (training rows). */
export function predictRow(model: RidgeModel, m: TermMatrix, i: number): number {
  let y = model.intercept;
  for (let q = m.start[i]!; q < m.start[i + 1]!; q++) y += (model.weights[m.names[m.col[q]!]!] ?? 0) * m.val[q]!;
  return y;
}
