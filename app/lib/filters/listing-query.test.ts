import { describe, expect, it } from "vitest";
import { parseListingQuery, readPageParam, searchParamsToObject } from "./listing-query";

const parse = (query: string) => {
  const { query: data, issues } = parseListingQuery(searchParamsToObject(new URLSearchParams(query)));
  return { data, error: issues.length > 0 ? { issues } : undefined };
};

describe("listing query parameters", () => {
  it("defaults to page 1 of 24", () => {
    expect(parse("").data).toMatchObject({ page: 1, pageSize: 24 });
  });

  it("maps list values case-insensitively onto the vocabulary, without duplicates", () => {
    expect(parse("fuel=diesel,PETROL,Diesel&transmission=automatic&bodyType=suv&owners=3%2B").data).toMatchObject({
      fuel: ["Diesel", "Petrol"],
      transmission: ["Automatic"],
      bodyType: ["SUV"],
      owners: ["3+"],
    });
  });

  it("joins repeated parameters and ignores empty ones", () => {
    expect(parse("make=Hyundai&make=Tata&city=").data).toMatchObject({ make: ["Hyundai", "Tata"] });
    expect(parse("city=").data?.city).toBeUndefined();
  });

  it("names the field of every bad value", () => {
    const fields = (query: string) => parse(query).error?.issues.map((i) => i.field);
    expect(fields("minPrice=-5")).toEqual(["minPrice"]);
    expect(fields("maxKm=1e5")).toEqual(["maxKm"]);
    expect(fields("minYear=2020&maxYear=2010")).toEqual(["minYear"]);
    expect(fields("pageSize=500")).toEqual(["pageSize"]);
    expect(fields("fuel=petrol,water")).toEqual(["fuel"]);
    expect(fields("seats=seven")).toEqual(["seats"]);
    expect(fields("seats=7,40")).toEqual(["seats"]);
  });

  it("reads seat counts as any of, in order, without repeats", () => {
    expect(parse("seats=8,7,7").data.seats).toEqual([7, 8]);
    expect(parse("seats=7").data.seats).toEqual([7]);
  });
});

describe("the page parameter of a page URL", () => {
  it("reads a page, falling back to 1", () => {
    expect(readPageParam(new URLSearchParams("page=3"))).toBe(3);
    expect(readPageParam(new URLSearchParams("page=abc"))).toBe(1);
    expect(readPageParam(new URLSearchParams("page=-2"))).toBe(1);
    expect(readPageParam(new URLSearchParams(""))).toBe(1);
    expect(readPageParam(new URLSearchParams("page=99999"))).toBe(10_000);
  });
});
