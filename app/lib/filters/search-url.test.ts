import { describe, expect, it } from "vitest";
import { parseQuery, type QueryVocabulary } from "../query-parser";
import {
  activeFilterCount,
  interpretedToParsed,
  nextSearch,
  normaliseParams,
  readListingQuery,
  removeChipSearch,
} from "./search-url";

const params = (s: string) => new URLSearchParams(s);

describe("normaliseParams", () => {
  it("maps the spec aliases brand and filter", () => {
    expect(normaliseParams(params("brand=Hyundai&filter=used")).toString()).toBe("make=Hyundai&condition=used");
  });
  it("lets the API name win over its alias", () => {
    expect(normaliseParams(params("brand=Kia&make=Tata")).toString()).toBe("make=Tata");
  });
});

describe("readListingQuery", () => {
  it("reads filters, sort and page", () => {
    const { query, ignored } = readListingQuery(params("q=creta&fuel=diesel,Petrol&sort=price_asc&page=2&brand=Hyundai"));
    expect(query).toMatchObject({ q: "creta", fuel: ["Diesel", "Petrol"], sort: "price_asc", page: 2, make: ["Hyundai"] });
    expect(ignored).toEqual([]);
  });
  it("drops bad parameters and keeps the rest", () => {
    const { query, ignored } = readListingQuery(params("fuel=steam&sort=cheapest&page=0&minYear=2015"));
    expect(query.fuel).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(query.page).toBe(1);
    expect(query.minYear).toBe(2015);
    expect(ignored.sort()).toEqual(["fuel", "page", "sort"]);
  });
  it("drops the lower end of a crossed range", () => {
    const { query, ignored } = readListingQuery(params("minPrice=900000&maxPrice=100000"));
    expect(query.minPrice).toBeUndefined();
    expect(query.maxPrice).toBe(100_000);
    expect(ignored).toEqual(["minPrice"]);
  });
  it("maps filter=new to the condition", () => {
    expect(readListingQuery(params("filter=new")).query.condition).toBe("new");
  });
});

describe("nextSearch", () => {
  it("sets and removes parameters and resets the page", () => {
    expect(nextSearch(params("q=suv&page=3&fuel=Petrol"), { fuel: ["Diesel", "CNG"], sort: null })).toBe(
      "?q=suv&fuel=Diesel%2CCNG",
    );
  });
  it("keeps a page change", () => {
    expect(nextSearch(params("q=suv"), { page: 2 })).toBe("?q=suv&page=2");
  });
  it("normalises aliases on the way", () => {
    expect(nextSearch(params("brand=Kia"), { fuel: "Petrol" })).toBe("?make=Kia&fuel=Petrol");
  });
  it("returns an empty string when nothing remains", () => {
    expect(nextSearch(params("fuel=Petrol"), { fuel: [] })).toBe("");
  });
});

describe("activeFilterCount", () => {
  it("counts each filter group once", () => {
    const { query } = readListingQuery(params("minPrice=600000&maxPrice=900000&fuel=Petrol,Diesel&owners=1&q=creta"));
    expect(activeFilterCount(query)).toBe(3);
    expect(activeFilterCount(readListingQuery(params("")).query)).toBe(0);
  });
});

describe("removeChipSearch", () => {
  const vocab: QueryVocabulary = {
    makes: [{ name: "Hyundai" }],
    models: [{ make: "Hyundai", name: "Creta" }],
    cities: ["Pune", "Mumbai"],
  };
  const parsed = parseQuery("diesel automatic under 8L in pune", vocab);

  it("turns the other understood filters into parameters and keeps the city in q", () => {
    const search = new URLSearchParams(removeChipSearch(params("q=diesel automatic under 8L in pune"), parsed, "fuel:Diesel"));
    expect(search.get("fuel")).toBeNull();
    expect(search.get("transmission")).toBe("Automatic");
    expect(search.get("maxPrice")).toBe("800000");
    expect(search.get("q")).toBe("Pune");
    // The rewritten q reads back as the city alone.
    expect(parseQuery(search.get("q") ?? "", vocab).filters).toEqual({ city: ["Pune"] });
  });

  it("removes a price range chip and a city chip", () => {
    const noPrice = new URLSearchParams(removeChipSearch(params("q=x"), parsed, "maxPrice"));
    expect(noPrice.get("maxPrice")).toBeNull();
    expect(noPrice.get("fuel")).toBe("Diesel");
    const noCity = new URLSearchParams(removeChipSearch(params("q=x"), parsed, "city:Pune"));
    expect(noCity.get("q")).toBeNull();
  });

  it("keeps parameters already in the URL", () => {
    const search = new URLSearchParams(removeChipSearch(params("q=x&fuel=Petrol&page=4"), parsed, "transmission:Automatic"));
    expect(search.get("fuel")).toBe("Petrol");
    expect(search.get("page")).toBeNull();
  });
});

describe("interpretedToParsed", () => {
  it("splits the reported sort into a sort or a sort hint", () => {
    expect(interpretedToParsed({ filters: { fuel: ["Diesel"] }, sort: "price_asc", text: "" })?.sort).toBe("price_asc");
    expect(interpretedToParsed({ filters: {}, sort: "range_desc", text: "x" })?.sortHint).toBe("range_desc");
    expect(interpretedToParsed(undefined)).toBeNull();
  });
});
