import { describe, expect, it } from "vitest";
import { describeSearch } from "./recent-search";

const at = (path: string) => describeSearch(new URL(path, "http://localhost"));

describe("describeSearch", () => {
  it("ignores paging, sorting and parameter order", () => {
    expect(at("/search?q=creta&city=Pune&page=3&sort=price_asc")?.queryKey).toBe(at("/search?city=pune&q=Creta")?.queryKey);
  });

  it("labels the search readably and keeps a link to run it again", () => {
    expect(at("/used-cars?fuel=petrol,diesel&maxPrice=500000")).toEqual({
      queryKey: "/used-cars?fuel=petrol%2cdiesel&maxprice=500000",
      label: "Used cars: petrol, diesel · up to ₹5,00,000",
      href: "/used-cars?fuel=petrol%2Cdiesel&maxPrice=500000",
    });
  });

  it("skips empty searches and other pages", () => {
    expect(at("/search?page=2")).toBeNull();
    expect(at("/search?q=%20")).toBeNull();
    expect(at("/details/4?q=x")).toBeNull();
  });
});
