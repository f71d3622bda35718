import { describe, expect, it } from "vitest";
import { ListingIndex, type IndexRow } from "../store/listing-index";
import { pickSimilar, pickUpgrade, type ReferenceCar } from "./pick-recommendations";
import { carCards } from "../test-rows";

/** A small deterministic random generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function buildIndex(seed: number, n: number, models = ["A", "B"]) {
  const rnd = random(seed);
  const pick = <T,>(values: readonly T[]) => values[Math.floor(rnd() * values.length)];
  const ix = new ListingIndex();
  const rows: IndexRow[] = [];
  for (let id = 1; id <= n; id++) {
    // Coarse prices and years make ties, which must be broken the same way as the old SQL (by id).
    const price = 200_000 + Math.floor(rnd() * 40) * 25_000;
    const row: IndexRow = {
      id, make: pick(["Hyundai", "Tata", "Honda"]), model: pick(models), city: "Pune", source: "CarWale",
      fuel_type: "Petrol", transmission: "Manual", body_type: pick(["SUV", "Sedan", "Hatchback"]),
      price_band: price > 800_000 ? "high" : "low", price, year: 2015 + Math.floor(rnd() * 6), km: Math.floor(rnd() * 8) * 10_000,
      owner_count: 1, seats: 5, is_new: false, listed_at: new Date(0), fuel_economy: null, range_km: null, search_text: "",
      car_group: rnd() < 0.2 ? pick(["g1", "g2", ""]) : null, features_text: "", status: rnd() < 0.1 ? "sold" : "active", change_seq: id,
    };
    ix.apply(row);
    rows.push(row);
  }
  // What may be recommended: cars' cards. Whose page asks: any listing on sale, a hidden copy too.
  return { ix, rows: carCards(rows), cars: rows.filter((r) => r.status === "active") };
}

const others = (rows: IndexRow[], car: ReferenceCar) =>
  rows.filter((r) => r.id !== car.id && (r.car_group === null || r.car_group !== car.car_group));

/** The old SQL's ranking, written out plainly. */
function similarByFullSort(rows: IndexRow[], car: ReferenceCar, limit: number) {
  const key = (r: IndexRow) => [
    r.body_type === car.body_type ? 0 : 1,
    r.price_band === car.price_band ? 0 : 1,
    r.make === car.make && r.model === car.model ? 0 : 1,
    Math.abs(r.price - car.price),
    r.id,
  ];
  return others(rows, car)
    .filter((r) => r.price >= Math.floor(car.price * 0.5) && r.price <= Math.ceil(car.price * 1.6))
    .sort((a, b) => compareKeys(key(a), key(b)))
    .slice(0, limit)
    .map((r) => r.id);
}

function upgradeByFullSort(rows: IndexRow[], car: ReferenceCar) {
  const key = (r: IndexRow) => [
    r.make === car.make && r.model === car.model ? 0 : 1, r.make === car.make ? 0 : 1, -r.year, r.km, r.price, r.id,
  ];
  const found = others(rows, car)
    .filter((r) => r.body_type === car.body_type && r.price >= Math.ceil(car.price * 1.05) && r.price <= Math.floor(car.price * 1.5))
    .filter((r) => r.year >= car.year && r.km <= car.km && (r.year > car.year || r.km < Math.floor(car.km * 0.8)))
    .sort((a, b) => compareKeys(key(a), key(b)));
  return found[0]?.id ?? null;
}

function compareKeys(a: number[], b: number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

describe("pickSimilar and pickUpgrade", () => {
  it("rank exactly like a full sort, ties, car groups and sold cars included", () => {
    const { ix, rows, cars } = buildIndex(7, 3000);
    for (const car of cars.slice(0, 300)) {
      for (const limit of [1, 3, 12]) expect(pickSimilar(ix, car, limit)).toEqual(similarByFullSort(rows, car, limit));
      expect(pickUpgrade(ix, car)).toBe(upgradeByFullSort(rows, car));
    }
  });

  it("rank exactly like a full sort when few cars share the model (the walks run out)", () => {
    const { ix, rows, cars } = buildIndex(5, 400, ["A", "B", "C", "D", "E", "F", "G", "H"]);
    for (const car of cars) {
      for (const limit of [2, 5, 12]) expect(pickSimilar(ix, car, limit)).toEqual(similarByFullSort(rows, car, limit));
      expect(pickUpgrade(ix, car)).toBe(upgradeByFullSort(rows, car));
    }
  });

  it("never pick a car of the same group, even an empty-named one", () => {
    const { ix, cars } = buildIndex(11, 500);
    for (const car of cars.filter((r) => r.car_group !== null)) {
      const group = new Set(cars.filter((r) => r.car_group === car.car_group).map((r) => r.id));
      expect(pickSimilar(ix, car, 12).some((id) => group.has(id))).toBe(false);
    }
  });

  it("follow cars that change model or body type, or come on or go off sale, at the same price", () => {
    const { ix, cars } = buildIndex(13, 1500);
    const all = [...cars];
    expect(pickSimilar(ix, all[0], 12)).toHaveLength(12); // groups built before the changes
    const rnd = random(17);
    const changed = new Map<number, IndexRow>();
    for (let k = 0; k < 200; k++) {
      const row = all[Math.floor(rnd() * all.length)];
      const next: IndexRow = {
        ...row,
        model: k % 3 === 0 ? "C" : row.model,
        body_type: k % 3 === 1 ? "Hatchback" : row.body_type,
        status: k % 3 === 2 ? "sold" : "active",
        change_seq: 10_000 + k,
      };
      ix.apply(next);
      changed.set(row.id, next);
    }
    const now = carCards(all.map((r) => changed.get(r.id) ?? r));
    for (const car of now.slice(0, 150)) {
      expect(pickSimilar(ix, car, 12)).toEqual(similarByFullSort(now, car, 12));
      expect(pickUpgrade(ix, car)).toBe(upgradeByFullSort(now, car));
    }
  });

  it("without a price band, ranks by body type, then make and model, then price", () => {
    const { ix, rows } = buildIndex(3, 1000);
    const car = { ...rows[0], price_band: null };
    const withoutBand = rows.map((r) => ({ ...r, price_band: "" }));
    expect(pickSimilar(ix, car, 5)).toEqual(similarByFullSort(withoutBand, { ...car, price_band: "" }, 5));
  });
});
