import { describe, expect, it } from "vitest";
import { toPopularCars, toTrendingCars } from "./featured-models";
import type { ModelStats } from "./model-stats";
import { SPEC_MODELS } from "./spec-models";

function stats(index: number, overrides: Partial<ModelStats> = {}): ModelStats {
  return {
    ...SPEC_MODELS[index],
    listingCount: 3,
    lowestPrice: 400000,
    image: null,
    sources: ["Cars24", "OLX"],
    searchEvents: 0,
    catalogueMinPrice: null,
    ...overrides,
  };
}

describe("toTrendingCars", () => {
  it("adds recorded searches to the spec's seed and sorts by the total", () => {
    // Fortuner (seed 7,500) overtakes Swift (seed 12,500) with 5,001 recorded searches.
    const cars = toTrendingCars([stats(0), stats(5, { searchEvents: 5001 })]);
    expect(cars.map((c) => [c.name, c.searchCount])).toEqual([
      ["Toyota Fortuner", 12501],
      ["Maruti Suzuki Swift", 12500],
    ]);
  });

  it("starts from the catalogue's ex-showroom price only when it is lower than the seed", () => {
    const [cheaper] = toTrendingCars([stats(0, { catalogueMinPrice: 519000 })]);
    expect(cheaper).toMatchObject({ startingPrice: 519000, startingPriceSource: "catalogue" });
    const [dearer] = toTrendingCars([stats(0, { catalogueMinPrice: 600000 })]);
    expect(dearer).toMatchObject({ startingPrice: 550000, startingPriceSource: "seed" });
    const [unknown] = toTrendingCars([stats(0)]);
    expect(unknown).toMatchObject({ startingPrice: 550000, startingPriceSource: "seed" });
  });

  it("keeps the spec's category and the platforms from the database", () => {
    const [nexon] = toTrendingCars([stats(2, { sources: ["CarWale"] })]);
    expect(nexon).toMatchObject({ category: "Compact SUV", platforms: ["CarWale"], id: "tata-nexon" });
  });
});

describe("toPopularCars", () => {
  it("keeps the spec order and the listing figures", () => {
    const cars = toPopularCars([stats(1, { listingCount: 168, lowestPrice: 700000 }), stats(3)]);
    expect(cars.map((c) => c.name)).toEqual(["Hyundai Creta", "Mahindra Thar"]);
    expect(cars[0]).toMatchObject({ make: "Hyundai", model: "Creta", listingCount: 168, lowestPrice: 700000 });
  });
});
