import { describe, expect, it } from "vitest";
import { newCarListingQuery, parseNewCarFilters } from "~/lib/filters/new-car-filters";
import { newCarPage, type NewCarBrand, type NewCarModel } from "./list-new-cars";

function model(name: string, minPrice: number, overrides: Partial<NewCarModel> = {}): NewCarModel {
  return { make: "Tata", makeSlug: "tata", name, slug: name.toLowerCase(), bodyType: "SUV", minPrice, maxPrice: minPrice, fuels: ["Petrol"], variantCount: 1, ...overrides };
}

const query = (qs: string, page = 1, pageSize = 24) => newCarListingQuery(parseNewCarFilters(new URLSearchParams(qs)), page, pageSize);
const names = (brands: NewCarBrand[], qs: string) => newCarPage(brands, query(qs)).items.map((m) => m.name);

describe("new-car price bands (spec section 5)", () => {
  const prices = [499_999, 500_000, 1_000_000, 1_000_001, 1_500_000, 2_000_000, 2_000_001];
  const brands = [{ name: "Tata", models: prices.map((p) => model(String(p), p)) }];

  it("keeps each boundary where the spec puts it", () => {
    expect(names(brands, "price=under5")).toEqual(["499999"]);
    expect(names(brands, "price=5to10")).toEqual(["500000", "1000000"]);
    expect(names(brands, "price=10to15")).toEqual(["1000001", "1500000"]);
    expect(names(brands, "price=15to20")).toEqual(["2000000"]);
    expect(names(brands, "price=above20")).toEqual(["2000001"]);
  });
});

describe("a page of new cars", () => {
  const brands: NewCarBrand[] = [
    { name: "Maruti Suzuki", models: [model("Alto", 300_000, { make: "Maruti Suzuki" }), model("Ciaz", 900_000, { make: "Maruti Suzuki", fuels: ["Diesel", "Petrol"] })] },
    { name: "Tata", models: [model("Nexon EV", 1_400_000, { fuels: ["Electric"] }), model("Tiago", 500_000)] },
  ];

  it("combines brand, price band and fuel with AND", () => {
    expect(names(brands, "brand=maruti")).toEqual(["Alto", "Ciaz"]);
    expect(names(brands, "fuel=diesel")).toEqual(["Ciaz"]);
    expect(names(brands, "brand=tata&price=5to10&fuel=petrol")).toEqual(["Tiago"]);
    expect(names(brands, "brand=hyundai")).toEqual([]);
    expect(names(brands, "brand=ford")).toEqual(["Alto", "Ciaz", "Nexon EV", "Tiago"]);
  });

  it("pages the matches in brand order and keeps the whole catalogue for browsing", () => {
    const second = newCarPage(brands, query("", 2, 3));
    expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2, brands });
    expect(second.items.map((m) => m.name)).toEqual(["Tiago"]);
  });

  it("shows the last page for a page past the end, and page 1 of none when nothing matches", () => {
    expect(newCarPage(brands, query("", 99, 3)).page).toBe(2);
    expect(newCarPage(brands, query("brand=kia", 5, 3))).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});
