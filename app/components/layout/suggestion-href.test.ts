import { describe, expect, it } from "vitest";
import { searchHref, suggestionHref } from "./suggestion-href";

describe("suggestionHref", () => {
  it("sends a car to its details page", () => {
    expect(suggestionHref({ id: "42", title: "2021 Hyundai Creta SX", type: "car" })).toBe("/details/42");
  });
  it("sends a make or model to a filtered search", () => {
    expect(suggestionHref({ id: "make:maruti-suzuki", title: "Maruti Suzuki", type: "make", make: "Maruti Suzuki" })).toBe(
      "/search?make=Maruti+Suzuki",
    );
    expect(
      suggestionHref({ id: "model:hyundai:creta", title: "Hyundai Creta", type: "model", make: "Hyundai", model: "Creta" }),
    ).toBe("/search?make=Hyundai&model=Creta");
  });
  it("sends a canned query or free text to a text search", () => {
    expect(suggestionHref({ id: "query:x", title: "Luxury cars under 50 lakh", type: "query" })).toBe(
      "/search?q=Luxury+cars+under+50+lakh",
    );
    expect(searchHref("  creta diesel ")).toBe("/search?q=creta+diesel");
  });
});
