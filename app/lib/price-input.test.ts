import { describe, expect, it } from "vitest";
import { applyMaxPrice, applyMinPrice, formatPriceInput } from "./price-input";

const bounds = { rangeMin: 500_000, rangeMax: 5_000_000 };

describe("applyMinPrice", () => {
  it("strips commas and parses integers", () => {
    expect(applyMinPrice("7,50,000", 5_000_000, bounds)).toEqual({ kind: "value", value: 750_000 });
  });
  it("clamps a value below the range minimum", () => {
    expect(applyMinPrice("1000", 5_000_000, bounds)).toEqual({ kind: "value", value: 500_000 });
  });
  it("turns a value at or above the maximum into max - 1", () => {
    expect(applyMinPrice("3000000", 3_000_000, bounds)).toEqual({ kind: "value", value: 2_999_999 });
    expect(applyMinPrice("4500000", 3_000_000, bounds)).toEqual({ kind: "value", value: 2_999_999 });
  });
  it("ignores non-numeric input and allows empty text while typing", () => {
    expect(applyMinPrice("abc", 5_000_000, bounds)).toEqual({ kind: "ignored" });
    expect(applyMinPrice("12.5", 5_000_000, bounds)).toEqual({ kind: "ignored" });
    expect(applyMinPrice("", 5_000_000, bounds)).toEqual({ kind: "empty" });
    expect(applyMinPrice(" , ", 5_000_000, bounds)).toEqual({ kind: "empty" });
  });
});

describe("applyMaxPrice", () => {
  it("clamps a value above the range maximum", () => {
    expect(applyMaxPrice("90,00,000", 500_000, bounds)).toEqual({ kind: "value", value: 5_000_000 });
  });
  it("turns a value at or below the minimum into min + 1", () => {
    expect(applyMaxPrice("800000", 800_000, bounds)).toEqual({ kind: "value", value: 800_001 });
    expect(applyMaxPrice("600000", 800_000, bounds)).toEqual({ kind: "value", value: 800_001 });
  });
  it("keeps a value inside the range", () => {
    expect(applyMaxPrice("20,00,000", 500_000, bounds)).toEqual({ kind: "value", value: 2_000_000 });
  });
  it("ignores non-numeric input and allows empty text", () => {
    expect(applyMaxPrice("ten lakh", 500_000, bounds)).toEqual({ kind: "ignored" });
    expect(applyMaxPrice("", 500_000, bounds)).toEqual({ kind: "empty" });
  });
});

describe("formatPriceInput", () => {
  it("uses Indian grouping", () => {
    expect(formatPriceInput(1_234_567)).toBe("12,34,567");
    expect(formatPriceInput(500_000)).toBe("5,00,000");
  });
});
