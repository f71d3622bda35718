import { describe, expect, it } from "vitest";
import { normalisePhone, PHONE_MESSAGE, sellYears, type QuoteValues } from "./quote-form";
import { validateQuoteForm } from "./quote-form-schema";

const NOW = new Date("2026-06-01T00:00:00Z");
const valid: QuoteValues = { make: "Hyundai", model: "Creta", year: "2019", city: "Pune", phone: "9876543210", km: "", owners: "" };

describe("sellYears", () => {
  it("lists the last 20 years, newest first", () => {
    const years = sellYears(NOW);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2007);
  });
});

describe("normalisePhone", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["91 9876543210", "9876543210"],
    ["9876543210", "9876543210"],
  ])("%s -> %s", (raw, bare) => expect(normalisePhone(raw)).toBe(bare));
});

describe("validateQuoteForm", () => {
  it("accepts a complete form and types its values", () => {
    const result = validateQuoteForm({ ...valid, phone: "+91 98765 43210", km: "45,000", owners: "2" }, NOW);
    expect(result).toEqual({
      ok: true,
      data: { make: "Hyundai", model: "Creta", year: 2019, city: "Pune", phone: "9876543210", km: 45_000, owners: 2 },
    });
  });

  it("leaves km and owners null when not given", () => {
    const result = validateQuoteForm(valid, NOW);
    expect(result.ok && result.data).toMatchObject({ km: null, owners: null });
  });

  it("flags an incomplete form with a message on each missing field", () => {
    const result = validateQuoteForm({ ...valid, make: "", phone: "" }, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.incomplete).toBe(true);
    expect(result.errors).toEqual({ make: "Choose your car's brand", phone: "Enter your mobile number" });
  });

  it.each(["12345", "5876543210", "98765432101", "98765abcde"])("rejects the phone %s", (phone) => {
    const result = validateQuoteForm({ ...valid, phone }, NOW);
    expect(result).toEqual({ ok: false, incomplete: false, errors: { phone: PHONE_MESSAGE } });
  });

  it("rejects brands, cities and years outside the spec's lists", () => {
    const result = validateQuoteForm({ ...valid, make: "Ferrari", city: "Goa", year: "2006", km: "lots", owners: "7" }, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["city", "km", "make", "owners", "year"]);
    expect(result.errors.year).toBe("Choose a year from 2007 to 2026");
  });
});
