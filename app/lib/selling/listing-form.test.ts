import { describe, expect, it } from "vitest";
import { normaliseRegistration, parseWholeNumber, readListingInput, validateListing, type ListingInput } from "./listing-form";

const NOW = new Date("2026-11-25T10:00:00Z");
const good: ListingInput = {
  make: "Hyundai",
  model: "Creta",
  variant: "SX 1.5",
  year: "2021",
  km: "42,000",
  fuelType: "petrol",
  transmission: "Automatic",
  bodyType: "suv",
  ownerCount: "1",
  city: "Pune",
  price: "₹ 12,50,000",
  description: "",
  features: ["Sunroof", "ABS", "Sunroof", ""],
  registrationNumber: "mh-12 ab 1234",
  platforms: ["OLX", "Cars24"],
};

describe("validateListing", () => {
  it("turns what a seller typed into typed values", () => {
    const result = validateListing(good, NOW);
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        year: 2021,
        km: 42000,
        fuelType: "Petrol",
        bodyType: "SUV",
        price: 1250000,
        description: null,
        features: ["Sunroof", "ABS"],
        registrationNumber: "MH12AB1234",
        platforms: ["OLX", "Cars24"],
      }),
    });
  });

  it("reads CSV cells: lists separated by semicolons", () => {
    const result = validateListing({ ...good, features: "Sunroof;Cruise control", platforms: "OLX;Spinny" }, NOW);
    expect(result.ok && result.data.features).toEqual(["Sunroof", "Cruise control"]);
    expect(result.ok && result.data.platforms).toEqual(["OLX", "Spinny"]);
  });

  it("names every bad field with one instruction each", () => {
    const result = validateListing(
      { ...good, make: " ", year: "2027", km: "lots", price: "2500", registrationNumber: "1234", platforms: ["eBay"] },
      NOW,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      make: "Choose the make",
      year: "Enter a year from 1995 to 2026",
      km: "Enter the kilometres driven as a number, like 45000",
      price: "Enter an asking price from ₹25,000 to ₹10 crore, in rupees, like 450000",
      registrationNumber: "Enter the registration number as on the RC, like MH 12 AB 1234",
      platforms: expect.stringContaining("Platforms must be among CarWale"),
    });
  });

  it("treats a missing field as empty", () => {
    const result = validateListing({}, NOW);
    expect(!result.ok && result.errors.price).toBe("Enter your asking price");
    expect(!result.ok && result.errors.registrationNumber).toBeUndefined();
  });
});

describe("helpers", () => {
  it("parses rupees written the Indian way", () => {
    expect(parseWholeNumber("12,50,000")).toBe(1250000);
    expect(parseWholeNumber("Rs. 4,50,000")).toBe(450000);
    expect(parseWholeNumber("4.5 lakh")).toBeNull();
  });

  it("normalises registration numbers and reads repeated form fields", () => {
    expect(normaliseRegistration("22 BH 1234 aa")).toBe("22BH1234AA");
    const form = new URLSearchParams([["make", "Tata"], ["features", "ABS"], ["features", "Sunroof"]]);
    expect(readListingInput(form)).toMatchObject({ make: "Tata", features: ["ABS", "Sunroof"], platforms: [] });
  });
});
