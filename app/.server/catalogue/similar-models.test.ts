import { describe, expect, it } from "vitest";
import { emptySpecs } from "~/lib/variant-specs";
import type { ResearchModel, ResearchVariant } from "./research-catalogue";
import { similarModels, startingPrice } from "./similar-models";

let nextId = 1;

function variant(exShowroom: number | null, fuel = "Petrol"): ResearchVariant {
  const id = nextId++;
  return {
    id, slug: `v${id}`, name: `V${id}`, exShowroom, fuel, transmission: null, gearbox: null, bodyType: null, seats: null,
    engineCc: null, powerBhp: null, torqueNm: null, fuelEconomy: null, rangeKm: null, specs: emptySpecs(), features: [],
  };
}

function model(make: string, name: string, bodyType: string | null, prices: (number | null)[], fuels: string[] = []): ResearchModel {
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  // Cheapest first, unpriced last, as the catalogue keeps them.
  const sorted = [...prices].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return {
    id: nextId++, name, slug, bodyType,
    make: { id: 1, name: make, slug: make.toLowerCase().replace(/\s+/g, "-") },
    variants: sorted.map((p, k) => variant(p, fuels[k] ?? "Petrol")),
  };
}

const creta = model("Hyundai", "Creta", "SUV", [1_100_000, 1_900_000]);
const seltos = model("Kia", "Seltos", "SUV", [1_090_000], ["Diesel"]);
const grandVitara = model("Maruti Suzuki", "Grand Vitara", "SUV", [1_300_000]);
const harrier = model("Tata", "Harrier", "SUV", [1_500_000]); // 36% dearer, other band (12-20L vs 8-12L)
const venue = model("Hyundai", "Venue", "SUV", [800_000]); // 27% cheaper and in another band (5-8L)
const xuv = model("Mahindra", "XUV 3XO", "SUV", [850_000]); // 23% cheaper: inside the window
const city = model("Honda", "City", "Sedan", [1_150_000]);
const unpriced = model("Tata", "Curvv", "SUV", [null]);
const catalogue = { models: [creta, seltos, grandVitara, harrier, venue, xuv, city, unpriced] };

describe("similarModels", () => {
  it("picks the same body type within 25% of the starting price, closest first, never the model itself", () => {
    const picks = similarModels(catalogue, creta);
    expect(picks.map((p) => p.name)).toEqual(["Seltos", "Grand Vitara", "XUV 3XO"]);
    expect(picks[0]).toEqual({ id: seltos.id, make: "Kia", name: "Seltos", bodyType: "SUV", fromPrice: 1_090_000, fuels: ["Diesel"], href: "/new-cars/kia/seltos" });
  });

  it("also takes a model in the same price band beyond 25%", () => {
    const cheap = model("Renault", "Kiger", "SUV", [320_000]);
    const bandMate = model("Nissan", "Magnite", "SUV", [490_000]); // 53% dearer, both 3-5 Lakh
    const picks = similarModels({ models: [cheap, bandMate, venue] }, cheap);
    expect(picks.map((p) => p.name)).toEqual(["Magnite"]);
  });

  it("stops at the limit", () => {
    expect(similarModels(catalogue, creta, 2).map((p) => p.name)).toEqual(["Seltos", "Grand Vitara"]);
    expect(similarModels(catalogue, creta, 0)).toEqual([]);
  });

  it("has nothing to compare for a model without a price or a body type", () => {
    expect(similarModels(catalogue, unpriced)).toEqual([]);
    expect(similarModels(catalogue, model("Tata", "Mystery", null, [1_100_000]))).toEqual([]);
  });

  it("reads the starting price from the cheapest priced variant", () => {
    expect(startingPrice(creta)).toBe(1_100_000);
    expect(startingPrice(unpriced)).toBeNull();
  });
});
