import { describe, expect, it } from "vitest";
import { isSameCar, kmWindow, priceWindow, type CarFacts } from "./same-car";

const olx: CarFacts = {
  source: "OLX",
  make: "Hyundai",
  model: "Creta",
  year: 2020,
  km: 40_000,
  price: 1_000_000,
  city: "Pune",
  exteriorColor: "White",
  registrationNumber: null,
};
const spinny: CarFacts = { ...olx, source: "Spinny" };

describe("isSameCar", () => {
  it("is the same registration number on two platforms, whatever else differs", () => {
    expect(isSameCar({ ...olx, registrationNumber: "MH12AB1234" }, { ...spinny, registrationNumber: "MH12AB1234", km: 90_000, city: "Mumbai" })).toBe(true);
    expect(isSameCar({ ...olx, registrationNumber: "MH12AB1234" }, { ...spinny, registrationNumber: "MH12AB1235" })).toBe(false);
  });

  it("without a registration on both, matches make, model, year, colour and city, km within 2% and price within 10%", () => {
    expect(isSameCar(olx, spinny)).toBe(true);
    expect(isSameCar({ ...olx, registrationNumber: "MH12AB1234" }, { ...spinny, make: "hyundai", city: "pune", exteriorColor: "white" })).toBe(true);
    expect(isSameCar(olx, { ...spinny, km: 40_800 })).toBe(true);
    expect(isSameCar(olx, { ...spinny, km: 40_900 })).toBe(false);
    expect(isSameCar(olx, { ...spinny, price: 1_100_000 })).toBe(true);
    expect(isSameCar(olx, { ...spinny, price: 1_120_000 })).toBe(false);
    expect(isSameCar(olx, { ...spinny, year: 2021 })).toBe(false);
    expect(isSameCar(olx, { ...spinny, city: "Mumbai" })).toBe(false);
    expect(isSameCar(olx, { ...spinny, exteriorColor: "Red" })).toBe(false);
    expect(isSameCar(olx, { ...spinny, model: "Venue" })).toBe(false);
  });

  it("needs a colour on both sides when the registration cannot tell", () => {
    expect(isSameCar({ ...olx, exteriorColor: null }, { ...spinny, exteriorColor: null })).toBe(false);
  });

  it("never joins two listings of one platform", () => {
    expect(isSameCar(olx, { ...olx })).toBe(false);
  });
});

describe("the SQL candidate windows", () => {
  // SQL only narrows: a car the rule would take must never fall outside the probe's range.
  it("hold every km and price the rule accepts, and little more", () => {
    for (let a = 1; a < 3_000_000; a = Math.ceil(a * 1.37) + 7) {
      const [kmLow, kmHigh] = kmWindow(a);
      const [priceLow, priceHigh] = priceWindow(a);
      for (const b of [kmLow - 2, kmLow - 1, kmLow, kmLow + 1, kmHigh - 1, kmHigh, kmHigh + 1, kmHigh + 2]) {
        if (isSameCar({ ...olx, km: a }, { ...spinny, km: b })) expect([a, b, kmLow <= b && b <= kmHigh]).toEqual([a, b, true]);
      }
      for (const b of [priceLow - 2, priceLow - 1, priceLow, priceLow + 1, priceHigh - 1, priceHigh, priceHigh + 1, priceHigh + 2]) {
        const car = (price: number) => ({ price, km: 40_000 });
        if (isSameCar({ ...olx, ...car(a) }, { ...spinny, ...car(b) })) expect([a, b, priceLow <= b && b <= priceHigh]).toEqual([a, b, true]);
      }
      expect(kmHigh - kmLow).toBeLessThanOrEqual(Math.ceil(0.041 * a) + 2);
      expect(priceHigh - priceLow).toBeLessThanOrEqual(Math.ceil(0.223 * a) + 2);
    }
  });
});
