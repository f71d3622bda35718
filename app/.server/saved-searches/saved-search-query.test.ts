import { describe, expect, it } from "vitest";
import { parseListingQuery, searchParamsToObject } from "~/lib/filters/listing-query";
import { canonicalQuery, readSavedSearchQuery, searchKey } from "./saved-search-query";

const NAMES = { makes: ["Hyundai", "Maruti Suzuki", "Tata"], models: ["Creta", "Swift"] };
const canonical = (raw: string) => canonicalQuery(readSavedSearchQuery(raw), NAMES);

describe("readSavedSearchQuery", () => {
  it("takes what /api/vehicles takes, with or without a leading ?", () => {
    expect(readSavedSearchQuery("?make=Hyundai&maxPrice=500000")).toMatchObject({ make: ["Hyundai"], maxPrice: 500_000 });
    expect(readSavedSearchQuery("q=diesel automatic under 8 lakh").q).toBe("diesel automatic under 8 lakh");
  });

  it("refuses a bad value naming query.<field>, with /api/vehicles's message", () => {
    expect(() => readSavedSearchQuery("maxPrice=cheap")).toThrowError(/query\.maxPrice must be a whole number/);
    const refusal = (() => {
      try {
        readSavedSearchQuery("fuel=steam&minYear=1800");
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({ status: 400, details: [{ field: "query.minYear" }, { field: "query.fuel" }] });
  });

  it("refuses a query longer than any real search", () => {
    expect(() => readSavedSearchQuery(`q=${"a".repeat(2_100)}`)).toThrowError(/query must be at most 2000 characters/);
  });
});

describe("canonicalQuery", () => {
  it("writes parameters in one order, lists sorted, names as the catalogue spells them", () => {
    expect(canonical("fuel=diesel,petrol&maxPrice=500000&make=tata,HYUNDAI&page=3&pageSize=48")).toBe("make=Hyundai,Tata&maxPrice=500000&fuel=Petrol,Diesel");
  });

  it("gives the same string for the same search written differently", () => {
    const a = canonical("q=  creta   diesel &city=Pune&owners=2,1&sort=relevant");
    const b = canonical("owners=1&owners=2&city=Pune&q=creta diesel");
    expect(a).toBe(b);
    expect(a).toBe("q=creta+diesel&city=Pune&owners=1,2");
  });

  it("reads back as the same search", () => {
    const raw = "q=sunroof, please&make=Maruti Suzuki&model=Swift&minYear=2018&maxKm=60000&transmission=Automatic&bodyType=Hatchback&seats=5&deal=great,good&source=OLX&features=rear-camera&sort=price_asc&condition=used";
    const query = readSavedSearchQuery(raw);
    const again = parseListingQuery(searchParamsToObject(new URLSearchParams(canonicalQuery(query, NAMES)))).query;
    expect(again).toEqual(query);
  });
});

describe("searchKey", () => {
  it("treats searches differing only in sort or letter case as one", () => {
    expect(searchKey(canonical("make=Hyundai&sort=price_asc"))).toBe(searchKey(canonical("make=hyundai")));
    expect(searchKey(canonical("q=Creta"))).toBe(searchKey(canonical("q=creta")));
    expect(searchKey(canonical("make=Hyundai"))).not.toBe(searchKey(canonical("make=Hyundai&fuel=Petrol")));
  });
});
