import { describe, expect, it } from "vitest";
import { formatInr, formatInrShort, formatInrWords, formatKm, formatPriceRange, groupIndian, groupIndianDecimal } from "./format-inr";

describe("Indian number formatting", () => {
  it("groups thousands, lakhs and crores the Indian way", () => {
    expect(groupIndian(999)).toBe("999");
    expect(groupIndian(1000)).toBe("1,000");
    expect(groupIndian(100000)).toBe("1,00,000");
    expect(groupIndian(1234567)).toBe("12,34,567");
    expect(groupIndian(23000000)).toBe("2,30,00,000");
  });

  it("formats rupees without decimals", () => {
    expect(formatInr(550000)).toBe("₹5,50,000");
    expect(formatInr(1100000.6)).toBe("₹11,00,001");
    expect(formatInr(null)).toBe("N/A");
    expect(formatInr(Number.NaN)).toBe("N/A");
  });

  it("shortens prices to K, L and Cr as slider labels do", () => {
    expect(formatInrShort(95000)).toBe("₹95K");
    expect(formatInrShort(720000)).toBe("₹7.2L");
    expect(formatInrShort(500000)).toBe("₹5L");
    expect(formatInrShort(10000000)).toBe("₹1Cr");
    expect(formatInrShort(12500000)).toBe("₹1.25Cr");
  });

  it("says prices in lakh and crore words", () => {
    expect(formatInrWords(550000)).toBe("₹5.5 Lakh");
    expect(formatInrWords(1125000)).toBe("₹11.25 Lakh");
    expect(formatInrWords(23000000)).toBe("₹2.3 Crore");
    expect(formatInrWords(80000)).toBe("₹80,000");
  });

  it("says an ex-showroom range with its unit once", () => {
    expect(formatPriceRange(519_000, 884_000)).toBe("₹5.19 - 8.84 Lakh");
    expect(formatPriceRange(600_000, 850_000)).toBe("₹6 - 8.5 Lakh");
    expect(formatPriceRange(8_500_000, 12_000_000)).toBe("₹85 Lakh - 1.2 Crore");
    expect(formatPriceRange(11_000_000, 14_500_000)).toBe("₹1.1 - 1.45 Crore");
    expect(formatPriceRange(750_000, 750_000)).toBe("₹7.5 Lakh");
    expect(formatPriceRange(95_000, 450_000)).toBe("₹95,000 - 4.5 Lakh");
  });

  it("formats kilometres with grouping", () => {
    expect(formatKm(145500)).toBe("1,45,500 km");
    expect(formatKm(undefined)).toBe("N/A");
  });
});

describe("groupIndian without Intl", () => {
  it("groups like en-IN for every size and sign", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 123_456, 1_234_567, 12_345_678, 1_000_000_000, -1_234_567, 99.6]) {
      expect(groupIndian(n)).toBe(new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.round(n)));
    }
  });

  it("keeps up to the asked decimals, dropping trailing zeros", () => {
    expect(groupIndianDecimal(1234.56, 1)).toBe("1,234.6");
    expect(groupIndianDecimal(113.0, 1)).toBe("113");
    expect(groupIndianDecimal(1_497, 0)).toBe("1,497");
  });
});
