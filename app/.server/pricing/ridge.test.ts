import { beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "~/lib/seeded-random";
import { fitRidge, predictRidge, predictRow, termMatrix, type Term, type TermMatrix } from "./ridge";

describe("sparse ridge", () => {
  const random = mulberry32(3);
  const level: Record<string, number> = { a: 0.5, b: -0.3, c: 0 };
  const rows: Term[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 600; i++) {
    const group = "abc"[i % 3]!;
    const age = random() * 2 - 1;
    rows.push([[`g:${group}`, 1], ["age", age]]);
    y.push(10 + level[group]! - 0.4 * age + (random() - 0.5) * 0.05);
  }
  let m: TermMatrix;
  beforeAll(async () => {
    m = await termMatrix(rows);
  });

  it("recovers group levels and a slope with little shrinkage when groups are large", async () => {
    const model = await fitRidge(m, Float64Array.from(y), () => true, 1);
    expect(model.weights.age).toBeCloseTo(-0.4, 1);
    const at = (group: string, age: number) => predictRidge(model, [[`g:${group}`, 1], ["age", age]]);
    expect(at("a", 0) - at("c", 0)).toBeCloseTo(0.5, 1);
    expect(at("b", 0.5)).toBeCloseTo(10 - 0.3 - 0.2, 1);
    expect(predictRow(model, m, 0)).toBeCloseTo(predictRidge(model, rows[0]!), 9);
  });

  it("leaves out rows that are not included, and unseen terms weigh nothing", async () => {
    const model = await fitRidge(m, Float64Array.from(y), (i) => i % 3 !== 0, 1);
    expect(model.weights["g:a"]).toBeUndefined();
    expect(predictRidge(model, [["g:zzz", 1]])).toBeCloseTo(model.intercept, 9);
  });

  it("gives way between iterations when asked, and fits the same", async () => {
    let offered = 0;
    const paused = await fitRidge(m, Float64Array.from(y), () => true, 1, { pause: () => void offered++ });
    expect(offered).toBeGreaterThan(1);
    expect(paused).toEqual(await fitRidge(m, Float64Array.from(y), () => true, 1));
  });
});
