import { describe, expect, it } from "vitest";
import {
  activePills,
  applyQuickBudget,
  defaultUsedCarFilters,
  formatPriceShort,
  ownerLabel,
  parseUsedCarFilters,
  PRICE_PARAM_CEILING,
  suggestCities,
  usedCarFiltersToParams,
  usedCarListingQuery,
  withPriceBand,
} from "./used-car-filters";
import { PRICE_BANDS } from "../price-bands";
import { parseListingQuery, searchParamsToObject } from "./listing-query";

const YEAR = 2026;
const parse = (qs: string) => parseUsedCarFilters(new URLSearchParams(qs), YEAR);

describe("used-car filters in the URL", () => {
  it("reads defaults from an empty URL and writes nothing back", () => {
    const f = parse("");
    expect(f).toEqual(defaultUsedCarFilters(YEAR));
    expect(f.price).toEqual([100_000, 5_000_000]);
    expect(f.year).toEqual([2010, YEAR]);
    expect(f.km).toEqual([0, 200_000]);
    expect(usedCarFiltersToParams(f, YEAR).toString()).toBe("");
  });

  it("round-trips every filter", () => {
    const qs = "q=swift&minPrice=200000&maxPrice=500000&minYear=2015&fuel=petrol%2Ccng&transmission=manual&bodyType=suv&owners=1%2C3%2B&deal=great%2Cgood&city=Pune&budget=5";
    const f = parse(qs);
    expect(f.fuels).toEqual(["petrol", "cng"]);
    expect(f.deals).toEqual(["great", "good"]);
    expect(f.owners).toEqual(["1st", "3rd+"]);
    expect(f.budget).toBe(5);
    expect(parse(usedCarFiltersToParams(f, YEAR).toString())).toEqual(f);
  });

  it("clamps ranges, swaps reversed bounds and drops unknown values", () => {
    const f = parse("minPrice=-5&maxPrice=99999999999&minYear=2030&maxYear=2012&fuel=steam,diesel&owners=9&budget=4");
    // A price beyond the slider stays as the URL says, up to the ceiling (a price band's card opens its band exactly).
    expect(f.price).toEqual([0, PRICE_PARAM_CEILING]);
    expect(f.year).toEqual([2012, YEAR]);
    expect(f.fuels).toEqual(["diesel"]);
    expect(f.owners).toEqual([]);
    expect(f.budget).toBeNull();
  });

  it("gives searchListings every range, used condition and owner numbers", () => {
    const q = usedCarListingQuery(parse("owners=2&fuel=diesel"), 2, 24);
    expect(q).toMatchObject({ condition: "used", minPrice: 100_000, maxPrice: 5_000_000, minKm: 0, maxKm: 200_000, owners: ["2"], fuel: ["Diesel"], page: 2 });
  });

  it("means what the same filters mean in an API URL", () => {
    const f = parse("q=swift&minYear=2015&fuel=petrol,cng&transmission=manual&bodyType=suv,muv&owners=1,3%2B&deal=good&city=Pune");
    const api = "condition=used&q=swift&minPrice=100000&maxPrice=5000000&minYear=2015&maxYear=2026&minKm=0&maxKm=200000"
      + "&fuel=petrol,cng&transmission=manual&bodyType=suv,muv&owners=1,3%2B&deal=good&city=Pune&page=3&pageSize=24";
    expect(usedCarListingQuery(f, 3, 24)).toStrictEqual(parseListingQuery(searchParamsToObject(new URLSearchParams(api))).query);
  });
});

describe("quick budgets", () => {
  it("sets the maximum, keeps the minimum, and the active chip clears only itself", () => {
    const start = { ...defaultUsedCarFilters(YEAR), price: [200_000, 9_000_000] as [number, number] };
    const five = applyQuickBudget(start, 5);
    expect(five.price).toEqual([200_000, 500_000]);
    expect(five.budget).toBe(5);
    const cleared = applyQuickBudget(five, 5);
    expect(cleared.budget).toBeNull();
    expect(cleared.price).toEqual([200_000, 500_000]);
    expect(applyQuickBudget(five, 8).price).toEqual([200_000, 800_000]);
  });
});

describe("pills", () => {
  it("has one pill per value and removing one resets only that", () => {
    const f = parse("fuel=petrol,diesel&owners=1&city=Pune&budget=3&maxPrice=300000");
    const pills = activePills(f, YEAR);
    expect(pills.map((p) => p.label)).toEqual(["₹1.0L - ₹3.0L", "Petrol", "Diesel", "1st Owner", "Pune"]);
    const withoutPetrol = pills[1].remove(f);
    expect(withoutPetrol.fuels).toEqual(["diesel"]);
    const withoutPrice = pills[0].remove(f);
    expect(withoutPrice.price).toEqual([100_000, 5_000_000]);
    expect(withoutPrice.budget).toBeNull();
    expect(activePills(defaultUsedCarFilters(YEAR), YEAR)).toEqual([]);
  });
});

describe("formatting and inputs", () => {
  it("maps owner counts", () => {
    expect([1, 2, 3, 7, 0, null].map(ownerLabel)).toEqual(["1st", "2nd", "3rd+", "3rd+", null, null]);
  });

  it("shows Cr from a crore, L with one decimal from a lakh, else K", () => {
    expect(formatPriceShort(10_000_000)).toBe("₹1.0Cr");
    expect(formatPriceShort(725_000)).toBe("₹7.3L");
    expect(formatPriceShort(100_000)).toBe("₹1.0L");
    expect(formatPriceShort(99_400)).toBe("₹99K");
  });

  it("suggests up to five cities only for non-empty text", () => {
    const cities = ["Pune", "Mumbai", "Punjab City", "Delhi", "Bhopal"];
    expect(suggestCities("pun", cities)).toEqual(["Pune", "Punjab City"]);
    expect(suggestCities("  ", cities)).toEqual([]);
    expect(suggestCities("a", ["a1", "a2", "a3", "a4", "a5", "a6"])).toHaveLength(5);
  });
});

describe("/used-cars seats", () => {
  it("reads seat choices, sends them as the API's seat counts and shows each as a removable pill", () => {
    const f = parseUsedCarFilters(new URLSearchParams("seats=7,6"), YEAR);
    expect(f.seats).toEqual(["6", "7"]);
    expect(usedCarFiltersToParams(f, YEAR).get("seats")).toBe("6,7");
    expect(usedCarListingQuery(f, 1, 24).seats).toEqual([6, 7]);
    const pill = activePills(f, YEAR).find((p) => p.key === "seats-7")!;
    expect(pill.label).toBe("7 seats");
    expect(pill.remove(f).seats).toEqual(["6"]);
  });
});

describe("withPriceBand", () => {
  it("opens exactly the band its card counts, keeping the other filters, through the URL and back", () => {
    const start = { ...parse("fuel=diesel&budget=5"), budget: 5 };
    for (const band of PRICE_BANDS) {
      const opened = parse(usedCarFiltersToParams(withPriceBand(start, band), YEAR).toString());
      expect(opened.price).toEqual([band.min, band.max ?? PRICE_PARAM_CEILING]);
      expect(opened.fuels).toEqual(["diesel"]);
      expect(opened.budget).toBeNull();
    }
  });
});
