import { describe, expect, it } from "vitest";
import { CAR_COLORS, INTERIOR_COLORS } from "../../lib/car-colors";
import { INDIAN_CITIES } from "../../lib/indian-cities";
import { seededRandom } from "../../lib/seeded-random";
import { assignListing, pickSource, priceHistoryFor, roundTo1000, sourcesFor } from "./assign";
import { crossListingsFor } from "./cross-listing";

const now = new Date("2026-11-01T00:00:00Z");
const DAY = 86_400_000;
const base = { file: "car_details_v3.csv", make: "Hyundai", price: 450000, city: null, sellerType: null };

describe("assignListing", () => {
  it("is deterministic per file and key", () => {
    expect(assignListing({ ...base, key: "cd3-2" }, now)).toEqual(assignListing({ ...base, key: "cd3-2" }, now));
    const many = Array.from({ length: 20 }, (_, i) => assignListing({ ...base, key: `cd3-${i}` }, now).city);
    expect(new Set(many).size).toBeGreaterThan(3);
  });

  it("keeps the row's own city and seller type", () => {
    const a = assignListing({ ...base, key: "ucd-1", city: "Kochi", sellerType: "trustmark_dealer" }, now);
    expect(a).toMatchObject({ city: "Kochi", state: "Kerala", sellerType: "trustmark_dealer" });
    expect(a.dealerName).toMatch(/ Kochi$/);
  });

  it("assigns known cities, colours and a date in the last 90 days", () => {
    for (let i = 0; i < 200; i++) {
      const a = assignListing({ ...base, key: `k${i}` }, now);
      expect(INDIAN_CITIES.map((c) => c.name)).toContain(a.city);
      expect(a.state).not.toBeNull();
      expect(CAR_COLORS.map((c) => c.name)).toContain(a.exteriorColor);
      expect(INTERIOR_COLORS).toContain(a.interiorColor);
      expect(a.listedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(a.listedAt.getTime()).toBeGreaterThan(now.getTime() - 90 * DAY);
      expect(a.dealerName === null).toBe(a.sellerType === "individual");
      expect(a.priceHistory.at(-1)).toEqual({ price: 450000, at: a.priceHistory.length === 1 ? a.listedAt : expect.any(Date) });
    }
  });

  it("mostly individual sellers when the row does not say", () => {
    const types = Array.from({ length: 500 }, (_, i) => assignListing({ ...base, key: `s${i}` }, now).sellerType);
    const dealers = types.filter((t) => t === "dealer").length;
    expect(dealers).toBeGreaterThan(50);
    expect(dealers).toBeLessThan(200);
  });
});

describe("sources", () => {
  it("offers Maruti Suzuki True Value only for Maruti Suzuki cars", () => {
    expect(sourcesFor("Hyundai")).not.toContain("Maruti Suzuki True Value");
    expect(sourcesFor("Maruti Suzuki")).toContain("Maruti Suzuki True Value");
    for (let i = 0; i < 100; i++) expect(pickSource("Honda", i / 100)).not.toBe("Maruti Suzuki True Value");
    expect(pickSource("Honda", 0.5, ["CarDekho", "Cars24"])).not.toMatch(/CarDekho|Cars24/);
  });
});

describe("priceHistoryFor", () => {
  it("records earlier, higher prices in order, ending with the current price", () => {
    const listedAt = new Date(now.getTime() - 30 * DAY);
    let changed = 0;
    for (let i = 0; i < 400; i++) {
      const history = priceHistoryFor(seededRandom("ph", i), 500000, listedAt, now);
      expect(history[0].at).toEqual(listedAt);
      expect(history.at(-1)?.price).toBe(500000);
      expect(history.length).toBeLessThanOrEqual(3);
      for (let j = 1; j < history.length; j++) {
        const rise = history[j - 1].price / history[j].price - 1;
        expect(rise).toBeGreaterThan(0.015);
        expect(rise).toBeLessThan(0.085);
        expect(history[j].at.getTime()).toBeGreaterThanOrEqual(history[j - 1].at.getTime());
        expect(history[j].at.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      if (history.length > 1) changed++;
    }
    expect(changed / 400).toBeGreaterThan(0.07);
    expect(changed / 400).toBeLessThan(0.18);
  });

  it("rounds to a thousand rupees", () => {
    expect(roundTo1000(452499)).toBe(452000);
    expect(roundTo1000(200)).toBe(1000);
  });
});

describe("crossListingsFor", () => {
  it("lists ~8% of cars on 1-2 other platforms at ±1-4%", () => {
    let crossListed = 0;
    for (let i = 0; i < 500; i++) {
      const copies = crossListingsFor("f.csv", `k${i}`, "Hyundai", 600000, "CarDekho", now);
      expect(copies.length).toBeLessThanOrEqual(2);
      if (copies.length > 0) crossListed++;
      const sources = copies.map((c) => c.source);
      expect(new Set(sources).size).toBe(sources.length);
      for (const c of copies) {
        expect(c.source).not.toBe("CarDekho");
        expect(c.source).not.toBe("Maruti Suzuki True Value");
        expect(c.sourceId).toMatch(new RegExp(`^k${i}-`));
        expect(Math.abs(c.price / 600000 - 1)).toBeLessThanOrEqual(0.041);
        expect(c.price % 1000).toBe(0);
      }
    }
    expect(crossListed / 500).toBeGreaterThan(0.04);
    expect(crossListed / 500).toBeLessThan(0.13);
    expect(crossListingsFor("f.csv", "k1", "Hyundai", 600000, "CarDekho", now)).toEqual(
      crossListingsFor("f.csv", "k1", "Hyundai", 600000, "CarDekho", now),
    );
  });
});
