import { describe, expect, it } from "vitest";
import { roadTax, STATES, taxFuel, type StateName, type TaxFuel } from "./road-tax";

const L = 100_000;
/** Worked examples: [ex-showroom, fuel, cc, expected tax in ₹]. */
type Example = [number, TaxFuel, number | null, number];

const EXAMPLES: Record<StateName, Example[]> = {
  Maharashtra: [
    [10 * L, "petrol", 1197, 110_000], // 11% up to 10 lakh (edge included)
    [10 * L + 1, "petrol", 1197, 120_000], // 12% just above
    [20 * L, "petrol", 1497, 240_000],
    [25 * L, "petrol", 1998, 325_000], // 13% above 20 lakh
    [8 * L, "diesel", 1493, 104_000], // 13%
    [15 * L, "diesel", 1493, 210_000], // 14%
    [30 * L, "diesel", 2179, 450_000], // 15%
    [7 * L, "cng", 1197, 49_000], // 7%
    [12 * L, "cng", 1197, 96_000], // 8%
    [15 * L, "electric", null, 0],
  ],
  Delhi: [
    [6 * L, "petrol", 998, 24_000], // 4% up to 6 lakh
    [7 * L, "petrol", 1197, 49_000], // 7%
    [12 * L, "petrol", 1497, 120_000], // 10% above 10 lakh
    [5 * L, "diesel", 1248, 25_000], // 5%
    [8 * L, "diesel", 1493, 70_000], // 8.75%
    [20 * L, "diesel", 2179, 250_000], // 12.5%
    [12 * L, "electric", null, 0],
  ],
  Karnataka: [
    [5 * L, "petrol", 998, 72_150], // 13% + 11% cess = 14.43%
    [8 * L, "petrol", 1197, 124_320], // 15.54%
    [15 * L, "diesel", 1493, 283_050], // 18.87%
    [30 * L, "diesel", 2179, 599_400], // 19.98%
    [20 * L, "electric", null, 0], // exempt up to 25 lakh
    [40 * L, "electric", null, 400_000], // 10% above 25 lakh
  ],
  Telangana: [
    [4 * L, "petrol", 998, 52_000], // 13%
    [9 * L, "petrol", 1197, 126_000], // 14%
    [10 * L + 1, "petrol", 1197, 170_000], // 17% just above 10 lakh
    [25 * L, "diesel", 2179, 450_000], // 18%
    [15 * L, "electric", null, 0],
  ],
  "Tamil Nadu": [
    [10 * L, "petrol", 1197, 120_000], // 12%
    [11 * L, "petrol", 1497, 143_000], // 13%
    [9 * L, "diesel", 1493, 108_000],
    [14 * L, "diesel", 1493, 182_000],
    [14 * L, "electric", null, 0],
  ],
  "West Bengal": [
    [8 * L, "petrol", 1197, 56_000], // 7%
    [15 * L, "petrol", 1497, 150_000], // 10%
    [15 * L, "diesel", 1956, 165_000], // 11%: 10% + 1 above 1500 cc
    [25 * L, "diesel", 2179, 325_000], // 13%
    [15 * L, "electric", null, 0],
  ],
  Gujarat: [
    [6 * L, "petrol", 1197, 36_000],
    [20 * L, "diesel", 2179, 120_000],
    [15 * L, "electric", null, 90_000], // no exemption assumed
  ],
  Rajasthan: [
    [5 * L, "petrol", 1197, 30_000], // 6% up to 1200 cc
    [9 * L, "petrol", 1497, 72_000], // 8% above
    [9 * L, "diesel", 1493, 72_000], // 8% up to 1500 cc
    [20 * L, "diesel", 2179, 200_000], // 10%
    [15 * L, "electric", null, 90_000], // 6%: no exemption assumed
  ],
  "Uttar Pradesh": [
    [10 * L, "petrol", 1197, 80_000], // 8%
    [10 * L + 1, "petrol", 1197, 100_000], // 10%
    [9 * L, "diesel", 1493, 72_000],
    [18 * L, "diesel", 2179, 180_000],
    [15 * L, "electric", null, 0],
  ],
};

describe("roadTax per state", () => {
  it("has worked examples for every covered state", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...STATES].sort());
  });

  for (const state of STATES) {
    it(`${state}: each example pays its slab`, () => {
      for (const [exShowroom, fuel, engineCc, expected] of EXAMPLES[state]) {
        expect(roadTax(state, { exShowroom, fuel, engineCc }).amount, `${exShowroom} ${fuel}`).toBe(expected);
      }
    });
  }

  it("labels the slab it chose", () => {
    expect(roadTax("Maharashtra", { exShowroom: 15 * L, fuel: "petrol", engineCc: 1197 }).slab).toBe("12% (petrol, ₹10-20 lakh)");
    expect(roadTax("Delhi", { exShowroom: 12 * L, fuel: "electric", engineCc: null }).slab).toBe("0% (electric: exempt)");
    expect(roadTax("Karnataka", { exShowroom: 4 * L, fuel: "cng", engineCc: 998 }).slab).toBe("14.43% (cng, up to ₹5 lakh, 13% + 11% cess)");
  });
});

describe("taxFuel", () => {
  it("maps catalogue fuels to the tax tables' fuels", () => {
    expect(["Petrol", "Diesel", "CNG", "LPG", "Electric", "Hybrid", null].map(taxFuel)).toEqual([
      "petrol", "diesel", "cng", "cng", "electric", "petrol", "petrol",
    ]);
  });
});
