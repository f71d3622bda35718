import { describe, expect, it } from "vitest";
import { mulberry32 } from "~/lib/seeded-random";
import { PriceEstimator } from "./price-estimator";
import { trainPriceModel, type TrainingRow } from "./price-model";
import type { CatalogueVariant } from "./model-info";

const MAKES = ["Alpha", "Beta", "Gamma", "Delta"];
const NOISE = 0.12;

/** log price = model level + 0.09/year of age - 0.12 log km - 0.05/extra owner + N(0, 0.12). */
function synthetic(count: number, seed: number, modelsPerMake = 6): { rows: TrainingRow[]; catalogue: CatalogueVariant[] } {
  const random = mulberry32(seed);
  const levelRandom = mulberry32(99); // the same market in every sample
  const levels = MAKES.flatMap((make) => Array.from({ length: modelsPerMake }, (_, i) => ({ make, model: `M${i}`, level: 13 + levelRandom() * 2 })));
  const catalogue = levels.map((l) => ({ make: l.make, model: l.model, variant: "Base", exShowroom: Math.round(Math.exp(l.level + 0.4)), engineCc: null, powerBhp: null, bodyType: "SUV", fuel: "Petrol", transmission: "Manual" }));
  const gauss = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const rows = Array.from({ length: count }, (_, i): TrainingRow => {
    const l = levels[Math.floor(random() * levels.length)]!;
    const year = 2008 + Math.floor(random() * 12);
    const km = 5_000 + Math.floor(random() * 150_000);
    const owners = 1 + Math.floor(random() * 3);
    const log = l.level + 0.09 * (year - 2019) - 0.12 * Math.log(km / 50_000) - 0.05 * (owners - 1) + NOISE * gauss();
    return {
      make: l.make, model: l.model, variant: "Base", year, km, fuel: "Petrol", transmission: "Manual", owners, city: "Pune",
      bodyType: "SUV", seats: 5, engineCc: null, powerBhp: null, exShowroom: null, price: Math.round(Math.exp(log)), group: `s${seed}-${i}`,
    };
  });
  return { rows, catalogue };
}

describe("trainPriceModel", () => {
  it("learns a known relationship and its 80% range holds about 80% of held-out prices", async () => {
    const train = synthetic(3000, 1);
    const test = synthetic(1500, 2);
    const model = await trainPriceModel(train.rows, train.catalogue, { gbm: { trees: 150 } });
    const estimator = new PriceEstimator(JSON.parse(JSON.stringify(model)) as typeof model);
    const apes: number[] = [];
    let inside = 0;
    for (const row of test.rows) {
      const e = estimator.estimate(row);
      apes.push(Math.abs(e.estimate - row.price) / row.price);
      if (row.price >= e.low && row.price <= e.high) inside++;
    }
    apes.sort((a, b) => a - b);
    // Noise alone gives a median APE of about 0.67 * 12% = 8%.
    expect(apes[apes.length >> 1]).toBeLessThan(0.1);
    expect(inside / test.rows.length).toBeGreaterThan(0.74);
    expect(inside / test.rows.length).toBeLessThan(0.86);
  });

  it("still answers an unknown model, with a wider range and a basis that says so", async () => {
    const train = synthetic(2000, 3);
    const estimator = new PriceEstimator(await trainPriceModel(train.rows, train.catalogue, { gbm: { trees: 60 } }));
    const known = estimator.estimate({ ...train.rows[0]!, year: 2016 });
    const unknown = estimator.estimate({ ...train.rows[0]!, model: "Zeta", variant: null, year: 2016 });
    expect(known.basis).toMatch(/^\d+ comparable (Alpha|Beta|Gamma|Delta) M\d listings, 2014-2018$/);
    expect(unknown.basis).toMatch(/^No .* Zeta listings; based on \d+ comparable SUV listings, 2014-2018/);
    expect(Math.log(unknown.high / unknown.low)).toBeGreaterThan(Math.log(known.high / known.low));
  });
});

describe("PriceEstimator.predictLog", () => {
  it("prices a car of no known data set as the average of its price in each market snapshot", async () => {
    const train = synthetic(1500, 4);
    // Two snapshots of the same market, the second 10% dearer.
    const rows = train.rows.map((row, i) => (i % 2 === 0 ? { ...row, sourceFile: "old.csv" } : { ...row, sourceFile: "new.csv", price: Math.round(row.price * 1.1) }));
    const estimator = new PriceEstimator(await trainPriceModel(rows, train.catalogue, { gbm: { trees: 40 } }));
    expect(estimator.model.sourceFiles).toHaveLength(2);
    for (const car of train.rows.slice(0, 20)) {
      const each = estimator.model.sourceFiles.map((sourceFile) => estimator.predictLog({ ...car, sourceFile }).log);
      expect(each[0]).not.toBe(each[1]);
      expect(estimator.predictLog({ ...car, sourceFile: null }).log).toBeCloseTo(each.reduce((sum, log) => sum + log / each.length, 0), 12);
    }
  });
});
