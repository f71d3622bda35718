import { describe, expect, it } from "vitest";
import { canonicalCity, INDIAN_CITIES, stateOfCity } from "./indian-cities";

describe("INDIAN_CITIES", () => {
  it("has about forty unique cities with positive weights", () => {
    expect(INDIAN_CITIES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(INDIAN_CITIES.map((c) => c.name)).size).toBe(INDIAN_CITIES.length);
    expect(INDIAN_CITIES.every((c) => c.weight > 0 && c.state.length > 0)).toBe(true);
  });

  it("covers every city of the used-car data set", () => {
    const dataCities = ["Mumbai", "Hyderabad", "Kochi", "Coimbatore", "Pune", "Delhi", "Kolkata",
      "Chennai", "Jaipur", "Bangalore", "Ahmedabad"];
    for (const city of dataCities) expect(stateOfCity(city)).not.toBeNull();
  });
});

describe("stateOfCity", () => {
  it("maps cities to their states", () => {
    expect(stateOfCity("Mumbai")).toBe("Maharashtra");
    expect(stateOfCity("Pune")).toBe("Maharashtra");
    expect(stateOfCity("Bangalore")).toBe("Karnataka");
    expect(stateOfCity("Hyderabad")).toBe("Telangana");
    expect(stateOfCity("Chennai")).toBe("Tamil Nadu");
    expect(stateOfCity("Kochi")).toBe("Kerala");
    expect(stateOfCity("Gurugram")).toBe("Haryana");
    expect(stateOfCity("Noida")).toBe("Uttar Pradesh");
    expect(stateOfCity("Delhi")).toBe("Delhi");
  });

  it("tolerates case, spacing and old names", () => {
    expect(stateOfCity("  mumbai ")).toBe("Maharashtra");
    expect(stateOfCity("Bengaluru")).toBe("Karnataka");
    expect(stateOfCity("Gurgaon")).toBe("Haryana");
    expect(stateOfCity("navi   mumbai")).toBe("Maharashtra");
    expect(canonicalCity("Bengaluru")).toBe("Bangalore");
  });

  it("returns null for unknown cities", () => {
    expect(stateOfCity("Atlantis")).toBeNull();
    expect(canonicalCity("")).toBeNull();
  });
});
