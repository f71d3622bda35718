import { describe, expect, it } from "vitest";
import { mulberry32 } from "~/lib/seeded-random";
import { fitGbm, PackedGbm, predictGbm, type Matrix } from "./gbm";

function synthetic(rows: number, seed: number) {
  const random = mulberry32(seed);
  const features = 3;
  const x = new Float64Array(rows * features);
  const y = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    const a = random() * 4;
    const b = random() * 6;
    // Feature 2 is unknown for a third of the rows and matters only when known.
    const c = random() < 0.33 ? NaN : random();
    x.set([a, b, c], i * features);
    y[i] = 2 * a + Math.sin(b) + (c === c ? c : 0) + (random() - 0.5) * 0.2;
  }
  return { m: { rows, features, x } satisfies Matrix, y };
}

describe("fitGbm", () => {
  it("learns a known non-linear relationship, missing values included", async () => {
    const train = synthetic(3000, 1);
    const test = synthetic(1000, 2);
    const model = await fitGbm(train.m, train.y, { trees: 200 });
    let se = 0;
    let variance = 0;
    let mean = 0;
    for (let i = 0; i < test.m.rows; i++) mean += test.y[i]! / test.m.rows;
    for (let i = 0; i < test.m.rows; i++) {
      se += (predictGbm(model, test.m.x, i * test.m.features) - test.y[i]!) ** 2;
      variance += (test.y[i]! - mean) ** 2;
    }
    expect(1 - se / variance).toBeGreaterThan(0.97);
  });

  it("is deterministic for a seed and survives a JSON round trip", async () => {
    const { m, y } = synthetic(500, 3);
    const a = await fitGbm(m, y, { trees: 20 });
    const b = JSON.parse(JSON.stringify(await fitGbm(m, y, { trees: 20 }))) as typeof a;
    expect(predictGbm(b, [1, 2, NaN])).toBeCloseTo(predictGbm(a, [1, 2, NaN]), 12);
  });

  it("gives the same sums packed into typed arrays as walking the fitted trees, missing values included", async () => {
    const { m, y } = synthetic(800, 4);
    const model = JSON.parse(JSON.stringify(await fitGbm(m, y, { trees: 60 }))) as Awaited<ReturnType<typeof fitGbm>>;
    const packed = new PackedGbm(model);
    const test = synthetic(500, 5);
    for (let i = 0; i < test.m.rows; i++) {
      const x = test.m.x.slice(i * 3, i * 3 + 3);
      expect(packed.predict(x)).toBe(predictGbm(model, x));
    }
  });
});
