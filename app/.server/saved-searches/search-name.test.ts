import { describe, expect, it } from "vitest";
import { parseListingQuery } from "~/lib/filters/listing-query";
import { parseQuery, type QueryVocabulary } from "~/lib/query-parser";
import { MAX_NAME_CHARS, suggestSearchName } from "./search-name";

const VOCAB: QueryVocabulary = {
  makes: [{ name: "Hyundai" }, { name: "Maruti Suzuki", aliases: ["maruti"] }, { name: "Tata" }],
  models: [
    { make: "Hyundai", name: "Creta" },
    { make: "Maruti Suzuki", name: "Swift" },
  ],
  cities: ["Pune", "Mumbai"],
};

/** The name offered for a query string, as a results page would have it (free text parsed). */
function nameOf(queryString: string): string {
  const { query, issues } = parseListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
  expect(issues).toEqual([]);
  return suggestSearchName(query, query.q ? parseQuery(query.q, VOCAB) : null);
}

describe("suggestSearchName", () => {
  it("says make, fuel and budget the way a shopper does", () => {
    expect(nameOf("make=Hyundai&fuel=Petrol&maxPrice=500000")).toBe("Hyundai, petrol, under ₹5 lakh");
  });

  it("puts the condition and the model in front", () => {
    expect(nameOf("make=Maruti Suzuki&model=Swift&condition=used&sort=best_deal")).toBe("Used Maruti Suzuki Swift");
    expect(nameOf("condition=new&fuel=Electric")).toBe("New cars, electric");
  });

  it("writes price ranges, years, kilometres, owners and seats in words", () => {
    expect(nameOf("bodyType=SUV&transmission=Automatic&minPrice=500000&maxPrice=800000&minYear=2019")).toBe(
      "SUV, automatic, ₹5–8 lakh, 2019 or newer",
    );
    expect(nameOf("minPrice=1500000&maxKm=50000&owners=1&seats=7")).toBe("Above ₹15 lakh, under 50,000 km, 1st owner, 7 seats");
    expect(nameOf("fuel=Petrol,CNG&minYear=2015&maxYear=2018&city=Pune")).toBe("Petrol or CNG, 2015–2018, in Pune");
  });

  it("names a free-text search by what it was understood as, quoting the words left over", () => {
    expect(nameOf("q=diesel automatic under 8 lakh in pune")).toBe("Diesel, automatic, under ₹8 lakh, in Pune");
    expect(nameOf("q=creta sx turbo")).toBe("Hyundai Creta, “sx turbo”");
  });

  it("lets the query's own parameters win over its text, as the search does", () => {
    expect(nameOf("q=petrol cars&fuel=Diesel")).toBe("Diesel");
  });

  it("calls an empty search all cars and keeps long names to whole parts", () => {
    expect(nameOf("")).toBe("All cars");
    const long = nameOf("make=Hyundai,Tata&fuel=Petrol,Diesel,CNG&transmission=Manual&minPrice=300000&maxPrice=900000&minYear=2016&maxKm=80000&owners=1,2&city=Mumbai");
    expect(long.length).toBeLessThanOrEqual(MAX_NAME_CHARS);
    expect(long).toMatch(/^Hyundai or Tata, petrol or diesel or CNG, manual, ₹3–9 lakh, .*…$/);
  });
});
