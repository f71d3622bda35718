import { describe, expect, it } from "vitest";
import { carDetailsRow, duplicateKey, usedCarsRow, type ListingFact } from "./listing-rows";

const ucd = (values: Record<string, string>, row = 2) => ({
  row,
  values: {
    "S.No.": "4079", Name: "Land Rover Range Rover 3.0 Diesel LWB Vogue", Location: "Hyderabad", Year: "2017",
    Kilometers_Driven: "25000", Fuel_Type: "Diesel", Transmission: "Automatic", Owner_Type: "First",
    Mileage: "13.33 kmpl", Engine: "2993 CC", Power: "255 bhp", Seats: "5", New_Price: "2.3 Cr", Price: "160.00",
    ...values,
  },
});
const cd3 = (values: Record<string, string>, row = 2) => ({
  row,
  values: {
    name: "Maruti Swift Dzire VDI", year: "2014", selling_price: "450000", km_driven: "145500", fuel: "Diesel",
    seller_type: "Individual", transmission: "Manual", owner: "First Owner", mileage: "23.4", engine: "1248",
    max_power: "74", torque: "190Nm@ 2000rpm", seats: "5", ...values,
  },
});
const fact = (r: ReturnType<typeof usedCarsRow>): ListingFact => {
  if ("skip" in r) throw new Error(r.skip);
  return r.fact;
};

describe("usedCarsRow", () => {
  it("reads a used_cars_data row; the price is in lakh, New_Price is ignored", () => {
    expect(fact(usedCarsRow(ucd({}), "used_cars_data.csv", 2026))).toEqual({
      file: "used_cars_data.csv", key: "ucd-4079", name: "Land Rover Range Rover 3.0 Diesel LWB Vogue",
      year: 2017, km: 25000, price: 16_000_000, fuelType: "Diesel", transmission: "Automatic", ownerCount: 1,
      seats: 5, engineCc: 2993, powerBhp: 255, fuelEconomy: 13.33, city: "Hyderabad", sellerType: null,
    });
  });

  it("handles null bhp, km/kg and zero seats", () => {
    const f = fact(usedCarsRow(ucd({ Power: "null bhp", Mileage: "26.6 km/kg", Seats: "0", Fuel_Type: "CNG", Owner_Type: "Fourth & Above" }), "u", 2026));
    expect(f).toMatchObject({ powerBhp: null, fuelEconomy: 26.6, seats: null, fuelType: "CNG", ownerCount: 4 });
  });

  it("skips rows with a reason", () => {
    expect(usedCarsRow(ucd({ Price: "" }), "u", 2026)).toEqual({ skip: "missing price" });
    expect(usedCarsRow(ucd({ Name: "" }), "u", 2026)).toEqual({ skip: "missing name" });
    expect(usedCarsRow(ucd({ Year: "1975" }), "u", 2026)).toEqual({ skip: "bad year" });
    expect(usedCarsRow(ucd({ Year: "2027" }), "u", 2026)).toEqual({ skip: "bad year" });
    expect(usedCarsRow(ucd({ Year: "abc" }), "u", 2026)).toEqual({ skip: "bad year" });
    expect(usedCarsRow(ucd({ Price: "0.05" }), "u", 2026)).toEqual({ skip: "bad price" });
    expect(usedCarsRow(ucd({ Kilometers_Driven: "6500000" }), "u", 2026)).toEqual({ skip: "bad km" });
    expect(usedCarsRow(ucd({ Fuel_Type: "Steam" }), "u", 2026)).toEqual({ skip: "unknown fuel" });
    expect(usedCarsRow(ucd({ Transmission: "" }), "u", 2026)).toEqual({ skip: "unknown transmission" });
  });
});

describe("carDetailsRow", () => {
  it("reads a car_details row; keyed by CSV row, no city", () => {
    expect(fact(carDetailsRow(cd3({}, 5), "car_details_v3.csv", 2026))).toMatchObject({
      key: "cd3-5", price: 450000, km: 145500, ownerCount: 1, sellerType: "individual", city: null,
      engineCc: 1248, powerBhp: 74, fuelEconomy: 23.4,
    });
  });

  it("maps seller types and owners, a test-drive car has no owner", () => {
    const f = fact(carDetailsRow(cd3({ seller_type: "Trustmark Dealer", owner: "Test Drive Car", km_driven: "0" }), "c", 2026));
    expect(f).toMatchObject({ sellerType: "trustmark_dealer", ownerCount: 0, km: 0 });
    expect(fact(carDetailsRow(cd3({ seller_type: "Dealer", max_power: "" }), "c", 2026))).toMatchObject({ sellerType: "dealer", powerBhp: null });
  });

  it("skips prices of 10,000 rupees or less", () => {
    expect(carDetailsRow(cd3({ selling_price: "10000" }), "c", 2026)).toEqual({ skip: "bad price" });
  });
});

describe("duplicateKey", () => {
  it("is equal for the same car and differs by city", () => {
    const a = fact(usedCarsRow(ucd({}, 2), "u", 2026));
    const b = fact(usedCarsRow(ucd({ "S.No.": "9" }, 3), "u", 2026));
    const c = fact(usedCarsRow(ucd({ Location: "Pune" }), "u", 2026));
    expect(duplicateKey(a)).toBe(duplicateKey(b));
    expect(duplicateKey(a)).not.toBe(duplicateKey(c));
  });
});
