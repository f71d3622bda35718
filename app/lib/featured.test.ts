import { describe, expect, it } from "vitest";
import { isFeaturedListing, isNewCarYear } from "./featured";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe("featured listings", () => {
  it("features a Trustmark dealer's car for its first 30 days", () => {
    expect(isFeaturedListing({ sellerType: "trustmark_dealer", listedAt: daysAgo(3) }, now)).toBe(true);
    expect(isFeaturedListing({ sellerType: "trustmark_dealer", listedAt: daysAgo(30) }, now)).toBe(true);
    expect(isFeaturedListing({ sellerType: "trustmark_dealer", listedAt: daysAgo(31) }, now)).toBe(false);
  });

  it("never features other sellers' cars", () => {
    expect(isFeaturedListing({ sellerType: "dealer", listedAt: daysAgo(1) }, now)).toBe(false);
    expect(isFeaturedListing({ sellerType: "individual", listedAt: daysAgo(1) }, now)).toBe(false);
  });
});

describe("the 'new' flag", () => {
  it("marks model years 2023 and later", () => {
    expect(isNewCarYear(2022)).toBe(false);
    expect(isNewCarYear(2023)).toBe(true);
    expect(isNewCarYear(2026)).toBe(true);
  });
});
