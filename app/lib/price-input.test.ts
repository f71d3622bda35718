import { describe, expect, it } from "vitest";
import { applyMaxPrice, applyMinPrice, formatPriceInput } from "./price-input";

const bounds = { rangeMin: 500_000, rangeMax: 5_000_000 };

describe("applyMinPrice", () => {
  it("keeps a typed value inside the range as it is, with no note", () => {
    expect(applyMinPrice("1,00,000", 5_000_000, { rangeMin: 45_000, rangeMax: 9_00_00_000 })).toEqual({ kind: "value", value: 100_000 });
  });
  it("strips commas and parses integers", () => {
    expect(applyMinPrice("7,50,000", 5_000_000, bounds)).toEqual({ kind: "value", value: 750_000 });
  });
  it("clamps a value below the range minimum", () => {
    expect(applyMinPrice("1000", 5_000_000, bounds)).toEqual({ kind: "value", value: 500_000, note: "No car on sale costs less than ₹5,00,000, so the minimum is that." });
  });
  it("turns a value at or above the maximum into max - 1", () => {
    const note = "The minimum must be below the maximum of ₹30,00,000.";
    expect(applyMinPrice("3000000", 3_000_000, bounds)).toEqual({ kind: "value", value: 2_999_999, note });
    expect(applyMinPrice("4500000", 3_000_000, bounds)).toEqual({ kind: "value", value: 2_999_999, note });
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
    expect(applyMaxPrice("90,00,000", 500_000, bounds)).toEqual({ kind: "value", value: 5_000_000, note: "No car on sale costs more than ₹50,00,000, so the maximum is that." });
  });
  it("turns a value at or below the minimum into min + 1", () => {
    const note = "The maximum must be above the minimum of ₹8,00,000.";
    expect(applyMaxPrice("800000", 800_000, bounds)).toEqual({ kind: "value", value: 800_001, note });
    expect(applyMaxPrice("600000", 800_000, bounds)).toEqual({ kind: "value", value: 800_001, note });
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
