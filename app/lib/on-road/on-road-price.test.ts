import { describe, expect, it } from "vitest";
import { firstYearInsurance } from "./insurance";
import { findOnRoadCity, ON_ROAD_CITIES } from "./cities";
import { findState, onRoadPrice, stateOfCity } from "./on-road-price";

describe("firstYearInsurance", () => {
  it("takes the IRDAI third-party premium by engine size", () => {
    expect(firstYearInsurance(500_000, "petrol", 998, 67).thirdParty).toBe(2_094);
    expect(firstYearInsurance(500_000, "petrol", 1000, 67).thirdParty).toBe(2_094);
    expect(firstYearInsurance(800_000, "petrol", 1197, 82).thirdParty).toBe(3_416);
    expect(firstYearInsurance(2_000_000, "diesel", 2179, 140).thirdParty).toBe(7_897);
  });

  it("takes the electric premium by kW (bhp x 0.7457)", () => {
    expect(firstYearInsurance(1_400_000, "electric", null, 40).thirdParty).toBe(1_780); // 29.8 kW
    expect(firstYearInsurance(1_400_000, "electric", null, 60).thirdParty).toBe(2_904); // 44.7 kW
    expect(firstYearInsurance(1_400_000, "electric", null, 134).thirdParty).toBe(6_712); // 99.9 kW
  });

  it("adds own damage at 2% of 95% of ex-showroom and 18% GST, saying so", () => {
    const q = firstYearInsurance(1_000_000, "petrol", 1197, 82);
    expect(q).toMatchObject({ insuredValue: 950_000, ownDamage: 19_000, gst: Math.round((3_416 + 19_000) * 0.18) });
    expect(q.total).toBe(3_416 + 19_000 + 4_035);
    expect(q.assumption).toContain("own damage assumed at 2%");
  });

  it("says which band it assumed when the size is unknown", () => {
    expect(firstYearInsurance(800_000, "petrol", null, null).assumption).toContain("1000-1500 cc assumed");
    expect(firstYearInsurance(800_000, "electric", null, null).assumption).toContain("30-65 kW assumed");
  });
});

describe("onRoadPrice", () => {
  it("adds every part for a Pune petrol car above 10 lakh (TCS applies)", () => {
    const p = onRoadPrice({ exShowroom: 1_200_000, fuel: "Petrol", engineCc: 1497, powerBhp: 113 }, "Maharashtra", "Pune");
    expect(p).toMatchObject({ exShowroom: 1_200_000, roadTax: 144_000, registration: 800, tcs: 12_000, fastag: 500, other: 1_500, state: "Maharashtra", city: "Pune" });
    expect(p.insurance).toBe(3_416 + 22_800 + Math.round((3_416 + 22_800) * 0.18));
    expect(p.total).toBe(1_200_000 + 144_000 + 800 + p.insurance + 12_000 + 500 + 1_500);
    expect(p.sources.roadTax).toContain("Maharashtra Motor Vehicles Tax Act, 1958");
  });

  it("charges no TCS at exactly 10 lakh and no registration fee for an electric car", () => {
    expect(onRoadPrice({ exShowroom: 1_000_000, fuel: "Petrol", engineCc: 1197, powerBhp: 82 }, "Delhi").tcs).toBe(0);
    const ev = onRoadPrice({ exShowroom: 1_500_000, fuel: "Electric", engineCc: null, powerBhp: 134 }, "Delhi");
    expect(ev).toMatchObject({ roadTax: 0, registration: 200, tcs: 15_000, fuel: "electric" });
  });
});

describe("states and cities", () => {
  it("maps every picker city to a covered state", () => {
    expect(ON_ROAD_CITIES.map(stateOfCity)).toEqual([
      "Maharashtra", "Delhi", "Karnataka", "Telangana", "Tamil Nadu", "West Bengal", "Maharashtra", "Gujarat", "Rajasthan", "Uttar Pradesh",
    ]);
  });

  it("reads names case-insensitively and refuses unknown ones", () => {
    expect(findState("tamil nadu")).toBe("Tamil Nadu");
    expect(findState("Goa")).toBeNull();
    expect(stateOfCity("KOLKATA")).toBe("West Bengal");
    expect(stateOfCity("Kochi")).toBeNull(); // Kerala: not covered yet
    expect(findOnRoadCity("pune")).toBe("Pune");
    expect(findOnRoadCity("Atlantis")).toBeNull();
  });
});
