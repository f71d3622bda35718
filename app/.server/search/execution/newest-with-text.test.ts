import { describe, expect, it } from "vitest";
import { ListingIndex, type IndexRow } from "../store/listing-index";
import { matchRank, newestWithText } from "./newest-with-text";

function indexOf(cars: { id: number; text: string; day: number; status?: string }[]) {
  const ix = new ListingIndex();
  for (const car of cars) {
    const row: IndexRow = {
      id: car.id, make: "m", model: "m", city: "Pune", source: "CarWale", fuel_type: "Petrol", transmission: "Manual",
      body_type: "SUV", price_band: "8-12l", price: 1, year: 2020, km: 1, owner_count: null, seats: null, is_new: false,
      listed_at: new Date(Date.UTC(2026, 0, car.day)), fuel_economy: null, range_km: null, search_text: car.text,
      car_group: null, features_text: "", status: car.status ?? "active", change_seq: car.id,
    };
    ix.apply(row);
  }
  return ix;
}

describe("matchRank", () => {
  it("prefers a whole word, then a word's start, then inside a word", () => {
    expect(matchRank("hyundai creta sx", "creta")).toBe(0);
    expect(matchRank("hyundai creta sx", "cre")).toBe(1);
    expect(matchRank("maruti accrue", "cr")).toBe(2);
    expect(matchRank("accrue creta", "cr")).toBe(1);
    expect(matchRank("honda city", "cre")).toBe(-1);
  });
});

describe("newestWithText", () => {
  it("ranks word-start matches first, then the newest, then by id; never a car off sale", () => {
    const ix = indexOf([
      { id: 1, text: "maruti accrue", day: 9 },
      { id: 2, text: "hyundai creta", day: 1 },
      { id: 3, text: "hyundai creta", day: 5 },
      { id: 4, text: "hyundai creta", day: 8, status: "sold" },
      { id: 5, text: "hyundai creta sx", day: 5 },
    ]);
    expect(newestWithText(ix, "cre", 4)).toEqual([3, 5, 2]);
    expect(newestWithText(ix, "cr", 4)).toEqual([3, 5, 2, 1]);
    expect(newestWithText(ix, "cr", 2)).toEqual([3, 5]);
    expect(newestWithText(ix, "nexon", 4)).toEqual([]);
  });
});
