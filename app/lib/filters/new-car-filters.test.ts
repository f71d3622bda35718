import { describe, expect, it } from "vitest";
import { newCarFiltersToParams, newCarListingQuery, parseNewCarFilters } from "./new-car-filters";

const parse = (qs: string) => parseNewCarFilters(new URLSearchParams(qs));

describe("/new-cars dropdowns in the URL", () => {
  it("reads 'all' for missing or unknown values and writes nothing back", () => {
    const f = parse("brand=ford&price=cheap");
    expect(f).toEqual({ brand: "all", price: "all", fuel: "all" });
    expect(newCarFiltersToParams(f).toString()).toBe("");
  });

  it("round-trips the three dropdowns and the page", () => {
    const qs = "brand=maruti&price=5to10&fuel=petrol&page=2";
    expect(newCarFiltersToParams(parse(qs), 2).toString()).toBe(qs);
  });
});

describe("the /new-cars catalogue query", () => {
  it("names the catalogue's make, the band's rupee range and the fuel", () => {
    expect(newCarListingQuery(parse("brand=maruti&price=10to15&fuel=electric"), 3, 24)).toStrictEqual({
      make: ["Maruti Suzuki"],
      minPrice: 1_000_001,
      maxPrice: 1_500_000,
      fuel: ["Electric"],
      page: 3,
      pageSize: 24,
    });
  });

  it("leaves every 'all' out", () => {
    expect(newCarListingQuery(parse(""), 1, 24)).toStrictEqual({ page: 1, pageSize: 24 });
  });
});
