import { describe, expect, it } from "vitest";
import { activeCarFilterChips, CAR_PRICE, CAR_PRICE_STOPS, carFilterListingQuery, carFilterToParams, defaultCarFilter, parseCarFilter } from "./car-filter-state";
import { parseListingQuery, searchParamsToObject } from "./listing-query";

const YEAR = 2026;
const parse = (qs: string) => parseCarFilter(new URLSearchParams(qs), YEAR);
const apiQuery = (qs: string) => parseListingQuery(searchParamsToObject(new URLSearchParams(qs))).query;

describe("/car-filter state in the URL", () => {
  it("reads defaults from an empty URL and writes nothing back", () => {
    expect(parse("")).toEqual(defaultCarFilter(YEAR));
    expect(carFilterToParams(parse(""), YEAR).toString()).toBe("");
  });

  it("round-trips every filter and the page", () => {
    const qs = "minPrice=600000&maxPrice=2000000&make=Hyundai&model=Creta&fuel=Petrol%2CDiesel&transmission=CVT&minYear=2018&owner=1st%2Cmore&sort=price_asc&page=3";
    const f = parse(qs);
    expect(f).toMatchObject({ brand: "Hyundai", model: "Creta", fuels: ["Petrol", "Diesel"], owners: ["1st", "more"], sort: "price_asc" });
    expect(carFilterToParams(f, YEAR, 3).toString()).toBe(qs);
  });

  it("reads seat choices, sends them as the API's seat counts and shows each as a chip", () => {
    const f = parse("seats=7,5,11");
    expect(f.seats).toEqual(["5", "7"]);
    expect(carFilterToParams(f, YEAR).toString()).toBe("seats=5%2C7");
    expect(carFilterListingQuery(f, 1, 12).seats).toEqual([5, 7]);
    const chip = activeCarFilterChips(f).find((c) => c.key === "seats-7")!;
    expect(chip.label).toBe("7 seats");
    expect(chip.remove(f).seats).toEqual(["5"]);
  });

  it("drops a model without a brand, unknown values and an unknown sort", () => {
    expect(parse("model=Creta&fuel=Steam&sort=cheapest")).toEqual(defaultCarFilter(YEAR));
  });
});

describe("the /car-filter listing query", () => {
  it("applies every range and maps gearboxes and owners onto the API's values", () => {
    const f = parse("make=Hyundai&model=Creta&fuel=CNG&transmission=CVT,AMT,Manual&owner=3rd,more,1st&sort=year_desc");
    expect(carFilterListingQuery(f, 2, 12)).toStrictEqual(
      apiQuery("minPrice=500000&maxPrice=10000000&minYear=2015&maxYear=2026&sort=year_desc&make=Hyundai&model=Creta&fuel=CNG&transmission=Manual,Automatic&owners=1,3%2B&page=2&pageSize=12"),
    );
  });

  it("reads a brand with commas as the URL parser does", () => {
    expect(carFilterListingQuery(parse("make=Hyundai,Kia"), 1, 12).make).toEqual(["Hyundai", "Kia"]);
  });
});

describe("/car-filter chips", () => {
  it("has one chip per choice and removing one clears just that", () => {
    const f = parse("make=Hyundai&model=Creta&fuel=Petrol,Diesel&transmission=AMT&owner=more");
    const chips = activeCarFilterChips(f);
    expect(chips.map((c) => c.label)).toEqual(["Hyundai", "Creta", "Petrol", "Diesel", "AMT", "More than 3 owner"]);
    expect(chips[0].remove(f)).toMatchObject({ brand: "", model: "", fuels: ["Petrol", "Diesel"] });
    expect(chips[2].remove(f).fuels).toEqual(["Diesel"]);
    expect(activeCarFilterChips(defaultCarFilter(YEAR))).toEqual([]);
  });
});

describe("CAR_PRICE_STOPS", () => {
  it("runs from the spec's ₹1 lakh to ₹10 crore, ascending, through the defaults", () => {
    expect(CAR_PRICE_STOPS[0]).toBe(CAR_PRICE.min);
    expect(CAR_PRICE_STOPS.at(-1)).toBe(CAR_PRICE.max);
    expect(CAR_PRICE_STOPS.every((stop, i) => i === 0 || stop > CAR_PRICE_STOPS[i - 1]!)).toBe(true);
    for (const value of CAR_PRICE.defaults) expect(CAR_PRICE_STOPS).toContain(value);
  });
});
