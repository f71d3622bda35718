/**
 * Fair-price accuracy, measured honestly: 5-fold cross-validation by car (copies of one car on
 * several platforms share a fold), each fold's model fitted without the held-out cars. Reports
 * median APE, MAPE and 80%-range coverage per source file (and for all cars asked without their
 * data set, as a live listing is), full training time and estimate
 * latency. `BENCH_ONLY=price npm run bench`, or `DATA_DIR=... npx tsx scripts/bench/price-accuracy.ts`
 * on an already seeded database. With PUBLISH=1 the numbers are also written to
 * app/lib/pricing/published-accuracy.json, what the site shows as the estimate's measured accuracy.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getDbHandle } from "../../app/.server/db/client";
import { migrateDatabase } from "../../app/.server/db/migrate";
import { PriceEstimator } from "../../app/.server/pricing/price-estimator";
import { trainPriceModel } from "../../app/.server/pricing/price-model";
import { loadCatalogue, loadTrainingRows, type CorpusRow } from "../../app/.server/pricing/training-data";
import { foldOf } from "../../app/.server/pricing/target-encoding";

const FOLDS = 5;

export interface AccuracyRow {
  sourceFile: string;
  listings: number;
  medianApePct: number;
  mapePct: number;
  coveragePct: number;
  medianRangeWidthPct: number;
}

const pct = (v: number) => Math.round(v * 1000) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

function summarise(sourceFile: string, results: { ape: number; inside: boolean; width: number }[]): AccuracyRow {
  return {
    sourceFile,
    listings: results.length,
    medianApePct: pct(median(results.map((r) => r.ape))),
    mapePct: pct(results.reduce((s, r) => s + r.ape, 0) / results.length),
    coveragePct: pct(results.filter((r) => r.inside).length / results.length),
    medianRangeWidthPct: pct(median(results.map((r) => r.width))),
  };
}

export async function measurePriceAccuracy(rows: CorpusRow[], catalogue: Awaited<ReturnType<typeof loadCatalogue>>) {
  const results = new Map<string, { ape: number; inside: boolean; width: number }[]>();
  // A salt of its own, so the model's internal folds do not coincide with these.
  const fold = rows.map((r) => foldOf(`bench:${r.group}`, FOLDS));
  const unknown: { ape: number; inside: boolean; width: number }[] = [];
  const foldMs: number[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const started = performance.now();
    const model = await trainPriceModel(rows.filter((_, i) => fold[i] !== k), catalogue);
    foldMs.push(Math.round(performance.now() - started));
    const estimator = new PriceEstimator(model);
    rows.forEach((row, i) => {
      if (fold[i] !== k) return;
      const e = estimator.estimate({ ...row });
      const list = results.get(row.sourceFile) ?? [];
      list.push({ ape: Math.abs(e.estimate - row.price) / row.price, inside: row.price >= e.low && row.price <= e.high, width: (e.high - e.low) / e.estimate });
      results.set(row.sourceFile, list);
      // The same car as a live listing would be asked: no data set, so no data-set level.
      const u = estimator.estimate({ ...row, sourceFile: null });
      unknown.push({ ape: Math.abs(u.estimate - row.price) / row.price, inside: row.price >= u.low && row.price <= u.high, width: (u.high - u.low) / u.estimate });
    });
  }
  const perFile = [...results].map(([file, list]) => summarise(file, list));
  perFile.push(summarise("all", [...results.values()].flat()));
  perFile.push(summarise("all, data set unknown", unknown));

  const started = performance.now();
  const model = await trainPriceModel(rows, catalogue);
  const trainMs = Math.round(performance.now() - started);
  const estimator = new PriceEstimator(model);
  const times: number[] = [];
  for (const row of rows) {
    const t = performance.now();
    estimator.estimate({ ...row, exShowroom: null, engineCc: null, powerBhp: null });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const ms = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 1000) / 1000;
  return { perFile, trainMs, foldTrainMs: foldMs, estimateP50Ms: ms(0.5), estimateP95Ms: ms(0.95), modelJsonKb: Math.round(JSON.stringify(model).length / 1024) };
}

const PUBLISHED_PATH = "app/lib/pricing/published-accuracy.json";
const PUBLISHED_ROWS = [
  { key: "used_cars_data", sourceFile: "used_cars_data", label: "Used-car listings data set (used_cars_data)" },
  { key: "car_details_v3", sourceFile: "car_details_v3", label: "Car details data set (car_details_v3)" },
  { key: "live", sourceFile: "all, data set unknown", label: "Any car, data set not known (how a new listing is priced)" },
];

type Measured = { listings: number } & Awaited<ReturnType<typeof measurePriceAccuracy>>;

/** The published numbers: per data set, and for a car of no data set (a new listing). */
export function publishedAccuracy(result: Measured, measuredOn: Date) {
  return {
    measuredOn: measuredOn.toISOString().slice(0, 10),
    listings: result.listings,
    folds: FOLDS,
    trainSeconds: Math.round(result.trainMs / 100) / 10,
    estimateMsP95: result.estimateP95Ms,
    rows: PUBLISHED_ROWS.map(({ key, sourceFile, label }) => {
      const row = result.perFile.find((r) => r.sourceFile === sourceFile);
      if (!row) throw new Error(`no accuracy measured for ${sourceFile}`);
      return { key, label, listings: row.listings, medianApePct: row.medianApePct, mapePct: row.mapePct, coveragePct: row.coveragePct, medianRangeWidthPct: row.medianRangeWidthPct };
    }),
  };
}

export async function benchPriceAccuracy(): Promise<Measured> {
  const handle = await getDbHandle();
  try {
    await migrateDatabase(handle);
    const rows = await loadTrainingRows(handle.db);
    if (rows.length < 100) throw new Error(`only ${rows.length} listings to learn from: seed the database first (npm run db:seed)`);
    const result = { listings: rows.length, ...(await measurePriceAccuracy(rows, await loadCatalogue(handle.db))) };
    if (process.env.PUBLISH === "1") {
      mkdirSync(path.dirname(PUBLISHED_PATH), { recursive: true });
      writeFileSync(PUBLISHED_PATH, `${JSON.stringify(publishedAccuracy(result, new Date()), null, 2)}\n`);
    }
    return result;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPriceAccuracy();
  console.table(result.perFile);
  console.log(JSON.stringify({ ...result, perFile: undefined }, null, 2));
}
