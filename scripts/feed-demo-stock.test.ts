import { describe, expect, it } from "vitest";
import { parseCsvFeed } from "../app/.server/partners/feed-parse";
import { repriced, soldOf, toFeedCsv, type DemoCar } from "./feed-demo-stock";

const car = (n: number, extra: Partial<DemoCar> = {}): DemoCar => ({
  externalId: `demo-ucd-${n}`,
  make: "Maruti Suzuki",
  model: "Swift",
  variant: "VDI, Option",
  year: 2018,
  price: 500_000 + n * 1000,
  mileage: 40_000,
  fuelType: "Diesel",
  transmission: "Manual",
  city: "Pune",
  url: `https://demo-partner.example/cars/demo-ucd-${n}`,
  ...extra,
});

describe("the demo partner's stock", () => {
  it("writes a CSV feed our own feed reader reads back", () => {
    const cars = [car(1), car(2, { ownerCount: 2 })];
    expect(parseCsvFeed(Buffer.from(toFeedCsv(cars)))).toEqual(cars);
  });

  it("re-prices every third car and sells the last fifth", () => {
    const cars = Array.from({ length: 10 }, (_, i) => car(i));
    const next = repriced(cars);
    expect(next.filter((c, i) => c.price !== cars[i].price).map((c) => c.externalId)).toEqual(["demo-ucd-1", "demo-ucd-4", "demo-ucd-7"]);
    expect(next[1].price).toBe(Math.round((501_000 * 0.95) / 1000) * 1000);
    expect(soldOf(cars).map((c) => c.externalId)).toEqual(["demo-ucd-8", "demo-ucd-9"]);
  });
});
