import { describe, expect, it } from "vitest";
import { ListingIndex, type IndexRow } from "./listing-index";
import { activeCities, countByMakeModel } from "./make-model-counts";

const row = (id: number, make: string, model: string, city: string, status = "active"): IndexRow => ({
  id, make, model, city, source: "OLX", fuel_type: "Petrol", transmission: "Manual", body_type: "SUV", price_band: "5-10L",
  price: 500_000, year: 2020, km: 10_000, owner_count: 1, seats: 5, is_new: false, listed_at: new Date(0), fuel_economy: null,
  range_km: null, search_text: "", car_group: null, features_text: "", status, change_seq: id,
});

describe("counts from the index", () => {
  it("count only cars on sale, per make and model, and name only cities that have one", () => {
    const ix = new ListingIndex();
    [row(1, "Tata", "Nexon", "Pune"), row(2, "Tata", "Nexon", "Delhi"), row(3, "Kia", "Seltos", "Goa")].forEach((r) => ix.apply(r));
    ix.apply(row(3, "Kia", "Seltos", "Goa", "sold"));
    expect(countByMakeModel(ix)).toEqual([{ make: "Tata", model: "Nexon", count: 2 }]);
    expect(activeCities(ix).sort()).toEqual(["Delhi", "Pune"]);
  });
});
