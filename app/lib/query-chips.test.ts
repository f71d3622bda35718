import { describe, expect, it } from "vitest";
import { parse } from "./__fixtures__/query-vocabulary";
import { describeParsedQuery } from "./query-chips";

describe("describeParsedQuery", () => {
  it("labels the canned query chips", () => {
    expect(describeParsedQuery(parse("SUVs with sunroof under 15 lakh"))).toEqual([
      { key: "bodyType:SUV", label: "SUV" },
      { key: "maxPrice", label: "Under ₹15 lakh" },
      { key: "features:sunroof", label: "Sunroof" },
    ]);
    expect(describeParsedQuery(parse("Hatchbacks with best mileage"))).toEqual([
      { key: "bodyType:Hatchback", label: "Hatchback" },
      { key: "sort", label: "Best mileage" },
    ]);
  });

  it("labels ranges, years, km, seats and the rest", () => {
    const chips = describeParsedQuery(
      parse("used hyundai creta 2019 diesel automatic 5-10 lakh under 40000 km 7 seater in pune 6 airbags abs first owner cheapest"),
    );
    expect(chips).toEqual([
      { key: "make:Hyundai", label: "Hyundai" },
      { key: "model:Creta", label: "Creta" },
      { key: "fuel:Diesel", label: "Diesel" },
      { key: "transmission:Automatic", label: "Automatic" },
      { key: "price", label: "₹5 lakh – ₹10 lakh" },
      { key: "year", label: "2019" },
      { key: "maxKm", label: "Under 40,000 km" },
      { key: "minSeats", label: "7+ seats" },
      { key: "city:Pune", label: "Pune" },
      { key: "features:6 airbags", label: "6 airbags" },
      { key: "features:abs", label: "ABS" },
      { key: "condition", label: "Used cars" },
      { key: "owner", label: "1st owner" },
      { key: "sort", label: "Price: Low to High" },
    ]);
  });

  it("labels one-sided bounds, crore prices and luxury", () => {
    expect(describeParsedQuery(parse("luxury above 1.5 crore after 2020 before 2024"))).toEqual([
      { key: "minPrice", label: "Above ₹1.5 crore" },
      { key: "year", label: "2021–2023" },
      { key: "luxury", label: "Luxury" },
    ]);
    expect(describeParsedQuery(parse("under 90000 since 2012"))).toEqual([
      { key: "maxPrice", label: "Under ₹90,000" },
      { key: "minYear", label: "2012 or newer" },
    ]);
  });

  it("returns no chips for an empty query", () => {
    expect(describeParsedQuery(parse(""))).toEqual([]);
  });
});
