/**
 * One fact, mapped once: the facts the listing form's fair price is estimated from equal the
 * facts the details page's estimate reads back from the saved listing row (issue 34).
 */
import { describe, expect, it } from "vitest";
import { validateListing, type ListingInput } from "~/lib/selling/listing-form";
import { namedCarFacts, type PriceEstimateInput } from "../pricing/estimate-price";
import { listingCarFacts, type ListingFactsRow } from "../pricing/listing-facts";
import { catalogueCarFacts } from "./catalogue-facts";
import { SellerCatalogue, type SellerVariant } from "./seller-catalogue";
import { newSellerListingRow, type NewListingRow } from "./seller-listing-row";

const variant = (id: number, name: string, extra: Partial<SellerVariant>): SellerVariant => ({
  id, name, fuelType: "Diesel", transmission: "Manual", gearbox: null, seats: null, engineCc: null, powerBhp: null,
  fuelEconomy: null, rangeKm: null, exShowroom: null, features: [], ...extra,
});

const catalogue = new SellerCatalogue([
  {
    id: 1,
    name: "Hyundai",
    models: [
      {
        id: 10,
        name: "Creta",
        bodyType: "SUV",
        variants: [
          variant(100, "1.4 CRDi S", { gearbox: "6-speed manual", seats: 5, engineCc: 1396, powerBhp: 89, fuelEconomy: 21, exShowroom: 1_150_000 }),
          variant(101, "1.6 SX Option", { fuelType: "Petrol", seats: 5, engineCc: 1591, powerBhp: 121, fuelEconomy: 15.3, exShowroom: 1_560_000 }),
        ],
      },
    ],
  },
]);

/** The row as the database hands it back: snake_case columns, plus PRICING_COLUMNS' two. */
function readBack(row: NewListingRow): ListingFactsRow {
  const linked = catalogue.makes.flatMap((m) => m.models).flatMap((m) => m.variants).find((v) => v.id === row.variantId);
  return {
    make: row.make,
    model: row.model,
    variant: row.variant ?? null,
    year: row.year,
    km: row.km,
    fuel_type: row.fuelType,
    transmission: row.transmission,
    owner_count: row.ownerCount ?? null,
    city: row.city ?? null,
    body_type: row.bodyType ?? null,
    seats: row.seats ?? null,
    engine_cc: row.engineCc ?? null,
    power_bhp: row.powerBhp ?? null,
    fuel_economy: row.fuelEconomy ?? null,
    seller_type: row.sellerType ?? null,
    // The variants table's price through the listing's link, and the source id's prefix.
    ex_showroom: linked?.exShowroom ?? null,
    source_prefix: row.sourceId.split("-")[0]!,
  };
}

/** What the form's price insight sends for the same typed values (price-insight.tsx's estimateQuery, as the API parses it). */
function formEstimateInput(typed: ListingInput, sellerType: "individual" | "dealer"): PriceEstimateInput & { make: string; model: string } {
  const km = Number(typed.km!.replace(/,/g, ""));
  return {
    make: typed.make!.trim(),
    model: typed.model!.trim(),
    variant: typed.variant?.trim() || undefined,
    year: Number(typed.year),
    km,
    fuel: typed.fuelType,
    transmission: typed.transmission,
    city: typed.city?.trim() || undefined,
    bodyType: typed.bodyType,
    // The form sends 1, 2 or "3+" (read as 3), also for a fourth owner.
    owners: Math.min(Number(typed.ownerCount), 3),
    sellerType,
  };
}

const typed = (overrides: Partial<ListingInput>): ListingInput => ({
  make: "Hyundai", model: "Creta", variant: "1.4 CRDi S", year: "2017", km: "52,000", fuelType: "Diesel", transmission: "Manual",
  bodyType: "SUV", ownerCount: "1", city: "Pune", price: "8,40,000", description: "", registrationNumber: "MH12AB1234", platforms: [],
  ...overrides,
});

describe("the form's estimate facts equal the saved listing's", () => {
  it.each([
    ["a catalogue variant typed in other letter case, in a city's other name", { make: "hyundai", model: "CRETA", variant: "1.4 crdi s", city: "bengaluru" }, "individual"],
    ["another variant, sold by a dealer", { variant: "1.6 SX Option", fuelType: "Petrol", ownerCount: "3" }, "dealer"],
    ["a variant the catalogue lacks (no specifications)", { variant: "1.4 CRDi Base", ownerCount: "2" }, "individual"],
    ["no variant", { variant: "" }, "individual"],
    ["a fourth owner (the API's 3 means three or more)", { ownerCount: "4" }, "individual"],
    ["a model the catalogue lacks", { model: "Santro Xing", variant: "GLS", bodyType: "Hatchback", fuelType: "Petrol" }, "individual"],
    ["a make the catalogue lacks", { make: "Hindustan", model: "Ambassador", variant: "Classic", bodyType: "Sedan", city: "Kolkata" }, "individual"],
  ] as const)("%s", (_, overrides, sellerType) => {
    const input = typed(overrides);
    const valid = validateListing(input);
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    const row = newSellerListingRow(catalogue, valid.data, { userId: "u1", dealerName: sellerType === "dealer" ? "Pune Motors" : null });
    expect(namedCarFacts(catalogue, formEstimateInput(input, sellerType))).toEqual(listingCarFacts(readBack(row)));
  });
});

describe("catalogueCarFacts", () => {
  it("gives canonical names, links, the variant's specifications and the canonical city", () => {
    expect(catalogueCarFacts(catalogue, { make: "hyundai", model: "creta", variant: "1.4 crdi s", city: "bengaluru" })).toEqual({
      make: "Hyundai", model: "Creta", variant: "1.4 CRDi S", makeId: 1, modelId: 10, variantId: 100, city: "Bangalore",
      gearbox: "6-speed manual", seats: 5, engineCc: 1396, powerBhp: 89, fuelEconomy: 21, rangeKm: null, exShowroom: 1_150_000,
    });
  });

  it("keeps what was typed where the catalogue knows nothing, and a missing city missing", () => {
    expect(catalogueCarFacts(catalogue, { make: "Hyundai", model: "Santro Xing", variant: "GLS", city: null })).toMatchObject({
      make: "Hyundai", model: "Santro Xing", variant: "GLS", makeId: 1, modelId: null, variantId: null, city: null, seats: null, exShowroom: null,
    });
    expect(catalogueCarFacts(catalogue, { make: "Hindustan", model: "Ambassador", variant: null, city: "Nowhere Town" })).toMatchObject({
      make: "Hindustan", makeId: null, city: "Nowhere Town",
    });
  });
});
