import { describe, expect, it } from "vitest";
import { parseListingQuery } from "~/lib/filters/listing-query";
import { parseQuery } from "~/lib/query-parser";
import { savedSearchChips } from "./search-chips";

const VOCAB = { makes: [{ name: "Hyundai" }], models: [{ make: "Hyundai", name: "Creta" }], cities: ["Pune"] };

function chipsOf(queryString: string): string[] {
  const { query } = parseListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
  return savedSearchChips(query, query.q ? parseQuery(query.q, VOCAB) : null);
}

describe("savedSearchChips", () => {
  it("labels filters as the search page's chips do", () => {
    expect(chipsOf("make=Hyundai&fuel=Petrol&maxPrice=500000&condition=used")).toEqual(["Hyundai", "Petrol", "Under ₹5 lakh", "Used cars"]);
  });

  it("adds the filters only a URL can set, and quotes leftover words", () => {
    expect(chipsOf("q=creta sx&minKm=20000&owners=1,2&seats=7&deal=great&source=OLX")).toEqual([
      "Hyundai",
      "Creta",
      "Over 20,000 km",
      "1st owner",
      "2nd owner",
      "7 seats",
      "Great deal",
      "On OLX",
      "“sx”",
    ]);
  });

  it("has no chips for a search of every car", () => {
    expect(chipsOf("")).toEqual([]);
  });
});
