import { afterEach, describe, expect, it } from "vitest";
import { LISTING_KM_MAX, LISTING_PRICE_MAX, LISTING_PRICE_MIN, LISTING_YEAR_MIN } from "../selling/listing-form";
import { validatePartnerListing } from "./partner-listing";
import { plainParagraphs } from "./plain-text";

const NOW = new Date("2026-06-01T00:00:00Z");
const good = {
  externalId: "olx-1",
  make: "Maruti Suzuki",
  model: "Swift",
  year: 2019,
  price: 450000,
  mileage: 30000,
  fuelType: "Petrol",
  transmission: "Manual",
  city: "Pune",
  url: "https://partner.example/cars/1",
};

function errorsOf(row: unknown) {
  const result = validatePartnerListing(row, NOW);
  if (result.ok) throw new Error("expected a rejection");
  return Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

afterEach(() => {
  delete process.env.FEEDS_ALLOW_LOCAL;
});

describe("PartnerListing", () => {
  it("accepts the required fields alone, with defaults for the rest", () => {
    const result = validatePartnerListing(good, NOW);
    expect(result).toMatchObject({ ok: true, row: { ...good, variant: null, features: [], images: [], sellerType: "dealer", registrationNumber: null } });
  });

  it("takes a CSV feed's text: Indian digit grouping, any case, ';' lists", () => {
    const result = validatePartnerListing({ ...good, price: "4,50,000", year: "2019", fuelType: "diesel", transmission: "AUTOMATIC", features: "ABS; Sunroof;ABS" }, NOW);
    expect(result).toMatchObject({ ok: true, row: { price: 450000, year: 2019, fuelType: "Diesel", transmission: "Automatic", features: ["ABS", "Sunroof"] } });
  });

  it("uses the seller form's limits", () => {
    expect(errorsOf({ ...good, year: LISTING_YEAR_MIN - 1 }).year).toBeDefined();
    expect(errorsOf({ ...good, year: 2027 }).year).toBeDefined();
    expect(errorsOf({ ...good, price: LISTING_PRICE_MIN - 1 }).price).toBeDefined();
    expect(errorsOf({ ...good, price: LISTING_PRICE_MAX + 1 }).price).toBeDefined();
    expect(errorsOf({ ...good, mileage: LISTING_KM_MAX + 1 }).mileage).toBeDefined();
    expect(errorsOf({ ...good, mileage: 12.5 }).mileage).toBe("Mileage must be a whole number");
    expect(errorsOf({ ...good, features: Array.from({ length: 31 }, (_, i) => `F${i}`) }).features).toBeDefined();
  });

  it("names every bad field, keeping a usable externalId", () => {
    const result = validatePartnerListing({ externalId: "x-9", make: "", fuelType: "Coal", url: "ftp://x", registrationNumber: "bad" }, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.externalId).toBe("x-9");
    const fields = Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
    expect(fields.make).toBe("Make is required");
    expect(fields.model).toBe("Model is required");
    expect(fields.year).toBe("Year is required");
    expect(fields.fuelType).toMatch(/one of Petrol/);
    expect(fields.url).toBe("url must be an https URL");
    expect(fields.registrationNumber).toMatch(/registration number/);
  });

  it("refuses what is not an object, and ids that cannot be keys", () => {
    expect(validatePartnerListing("car", NOW)).toMatchObject({ ok: false, externalId: null, errors: [{ field: "row" }] });
    expect(validatePartnerListing({ ...good, externalId: "x".repeat(101) }, NOW)).toMatchObject({ ok: false, externalId: null });
  });

  it("takes https images only, at most 20; http only with FEEDS_ALLOW_LOCAL=1", () => {
    expect(errorsOf({ ...good, images: ["http://cdn.example/1.jpg"] })["images.0"]).toBeDefined();
    expect(errorsOf({ ...good, images: Array.from({ length: 21 }, (_, i) => `https://cdn.example/${i}.jpg`) }).images).toBeDefined();
    process.env.FEEDS_ALLOW_LOCAL = "1";
    expect(validatePartnerListing({ ...good, images: ["http://127.0.0.1/1.jpg"] }, NOW).ok).toBe(true);
  });

  it("normalises the registration number as the seller's form does", () => {
    expect(validatePartnerListing({ ...good, registrationNumber: "mh-12 ab 1234" }, NOW)).toMatchObject({ ok: true, row: { registrationNumber: "MH12AB1234" } });
  });

  it("keeps text plain: no control characters, no markup", () => {
    const result = validatePartnerListing({ ...good, model: "Swift\u0000 ", description: "<p>One owner&amp;serviced</p><script>x</script>\u0007" }, NOW);
    expect(result).toMatchObject({ ok: true, row: { model: "Swift", description: "One owner&serviced\nx" } });
    expect(plainParagraphs("a<br>b\r\n\r\n\r\n\r\nc")).toBe("a\nb\n\nc");
  });
});
