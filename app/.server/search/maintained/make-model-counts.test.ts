import { describe, expect, it } from "vitest";
import { ListingIndex, type IndexRow } from "../store/listing-index";
import { activeCities, countByMakeModel } from "./make-model-counts";

const row = (id: number, make: string, model: string, city: string, status = "active", change = id): IndexRow => ({
  id, make, model, city, source: "OLX", fuel_type: "Petrol", transmission: "Manual", body_type: "SUV", price_band: "5-10L",
  price: 500_000, year: 2020, km: 10_000, owner_count: 1, seats: 5, is_new: false, listed_at: new Date(0), fuel_economy: null,
  range_km: null, search_text: "", car_group: null, features_text: "", status, change_seq: change,
});

const sorted = (counts: { make: string; model: string; count: number }[]) =>
  [...counts].sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));

describe("counts from the index", () => {
  it("count only cars on sale, per make and model, and name only cities that have one", () => {
    const ix = new ListingIndex();
    [row(1, "Tata", "Nexon", "Pune"), row(2, "Tata", "Nexon", "Delhi"), row(3, "Kia", "Seltos", "Goa")].forEach((r) => ix.apply(r));
    ix.apply(row(3, "Kia", "Seltos", "Goa", "sold"));
    expect(countByMakeModel(ix)).toEqual([{ make: "Tata", model: "Nexon", count: 2 }]);
    expect(activeCities(ix).sort()).toEqual(["Delhi", "Pune"]);
  });

  it("follow every edit, sale, relisting and deletion as a recount of the rows would (500 random changes)", () => {
    const makes = [["Tata", "Nexon"], ["Tata", "Punch"], ["Kia", "Seltos"], ["Kia", "Sonet"], ["Hyundai", "Creta"]] as const;
    const cities = ["Pune", "Delhi", "Goa", "Agra"];
    let seed = 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const ix = new ListingIndex();
    const rows = new Map<number, IndexRow>();
    for (let change = 1; change <= 500; change++) {
      const id = 1 + Math.floor(next() * 60);
      if (next() < 0.1) {
        ix.remove(id, change);
        rows.delete(id);
        continue;
      }
      const [make, model] = makes[Math.floor(next() * makes.length)];
      const r = row(id, make, model, cities[Math.floor(next() * cities.length)], next() < 0.25 ? "sold" : "active", change);
      ix.apply(r);
      // A deleted id written again is a new listing to the index only if it is on sale.
      if (r.status === "active" || rows.has(id)) rows.set(id, r);
    }
    const onSale = [...rows.values()].filter((r) => r.status === "active");
    const expected = new Map<string, number>();
    for (const r of onSale) expected.set(`${r.make}|${r.model}`, (expected.get(`${r.make}|${r.model}`) ?? 0) + 1);
    expect(sorted(countByMakeModel(ix))).toEqual(
      sorted([...expected].map(([key, count]) => ({ make: key.split("|")[0], model: key.split("|")[1], count }))),
    );
    expect(activeCities(ix).sort()).toEqual([...new Set(onSale.map((r) => r.city))].sort());
    expect(ix.counts.total).toBe(onSale.length);
  });
});
