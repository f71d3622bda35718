import { describe, expect, it } from "vitest";
import { buildUsedPriceCurve, listYears, MIN_LISTINGS_PER_YEAR } from "./used-price-curve";

describe("buildUsedPriceCurve", () => {
  it("keeps years with enough cars, oldest first, with their age, and names the thin ones", () => {
    const curve = buildUsedPriceCurve(
      [
        { year: 2021, listings: 5, medianPrice: 900_000.5 },
        { year: 2018, listings: MIN_LISTINGS_PER_YEAR, medianPrice: 600_000 },
        { year: 2019, listings: MIN_LISTINGS_PER_YEAR - 1, medianPrice: 700_000 },
        { year: 2016, listings: 1, medianPrice: 400_000 },
        { year: 2015, listings: 0, medianPrice: 0 },
      ],
      2026,
      200,
    );
    expect(curve.points).toEqual([
      { year: 2018, listings: 3, medianPrice: 600_000, age: 8 },
      { year: 2021, listings: 5, medianPrice: 900_001, age: 5 },
    ]);
    expect(curve.listings).toBe(8);
    expect(curve.thinYears).toEqual([2016, 2019]);
    expect(curve.samplePerYear).toBe(200);
  });

  it("has no points and no cars when every year is thin", () => {
    const curve = buildUsedPriceCurve([{ year: 2020, listings: 2, medianPrice: 1 }], 2026, 200);
    expect(curve.points).toEqual([]);
    expect(curve.listings).toBe(0);
    expect(curve.thinYears).toEqual([2020]);
  });

  it("never gives a negative age to a model year ahead of the calendar", () => {
    expect(buildUsedPriceCurve([{ year: 2027, listings: 3, medianPrice: 1 }], 2026, 200).points[0].age).toBe(0);
  });
});

describe("listYears", () => {
  it("joins years as a sentence", () => {
    expect(listYears([])).toBe("");
    expect(listYears([2019])).toBe("2019");
    expect(listYears([2019, 2021, 2022])).toBe("2019, 2021 and 2022");
  });
});
