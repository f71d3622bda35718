import { describe, expect, it } from "vitest";
import { fieldErrors, priceChangeSchema, saleSchema } from "./listing-action-schemas";
import { indiaDay } from "../india-date";
import { parsePhotoRef } from "./listing-photo-refs";

describe("My Listings' dialog rules", () => {
  it("reads a price as the seller types it, and refuses one out of range", () => {
    expect(priceChangeSchema.parse({ price: "₹ 8,75,000" })).toEqual({ price: 875_000 });
    const result = priceChangeSchema.safeParse({ price: "12" });
    expect(result.success || fieldErrors(result.error)).toEqual({ price: "Enter a price from ₹25,000 to ₹10 crore, in rupees, like 450000" });
  });

  it("takes a sale dated today or earlier, in India's calendar", () => {
    const now = new Date("2026-11-25T20:00:00Z"); // already 26 November in India
    expect(indiaDay(now)).toBe("2026-11-26");
    expect(saleSchema("2026-11-26").safeParse({ salePrice: "900000", saleDate: "2026-11-26" }).success).toBe(true);
    const future = saleSchema("2026-11-26").safeParse({ salePrice: "900000", saleDate: "2026-11-27" });
    expect(future.success || fieldErrors(future.error)).toEqual({ saleDate: "The sale date cannot be in the future" });
  });

  it("tells a staged photo's token from a listing photo's version, and refuses anything else", () => {
    expect(parsePhotoRef("20261125-0123456789abcdef")).toEqual({ kind: "staged", day: "20261125", hash: "0123456789abcdef" });
    expect(parsePhotoRef("0123456789abcdef")).toEqual({ kind: "listing", version: "0123456789abcdef" });
    expect(parsePhotoRef("../../etc/passwd")).toBeNull();
  });
});
