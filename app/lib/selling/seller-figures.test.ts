import { describe, expect, it } from "vitest";
import { averageInquiries, conversionRate, formatLakhs, type SellerFigures } from "./seller-figures";

const figures = (over: Partial<SellerFigures>): SellerFigures => ({
  activeListings: 0, totalViews: 0, inquiries: 0, listingsOnSale: 0, sold: 0, revenue30Days: 0, ...over,
});

describe("seller key figures", () => {
  it("shows revenue in lakhs", () => {
    expect(formatLakhs(1_250_000)).toBe("₹12.5\u00a0L");
    expect(formatLakhs(700_000)).toBe("₹7\u00a0L");
    expect(formatLakhs(0)).toBe("₹0\u00a0L");
  });

  it("divides inquiries by listings that went on sale", () => {
    expect(averageInquiries(figures({ inquiries: 7, listingsOnSale: 2 }))).toBe("3.5");
    expect(averageInquiries(figures({ inquiries: 6, listingsOnSale: 3 }))).toBe("2");
    expect(averageInquiries(figures({}))).toBe("—");
  });

  it("converts sold over inquiries, with a dash when there were none", () => {
    expect(conversionRate(figures({ sold: 1, inquiries: 8 }))).toBe("12.5%");
    expect(conversionRate(figures({ sold: 2, inquiries: 4 }))).toBe("50%");
    expect(conversionRate(figures({ sold: 1 }))).toBe("—");
  });
});
