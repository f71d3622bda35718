import { describe, expect, it } from "vitest";
import { colorHex } from "./car-colors";
import { canonicalCity, stateOfCity } from "./indian-cities";
import { lookupTable } from "./lookup-table";

const OBJECT_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

describe("tables looked up with text from outside", () => {
  it("find nothing for the names of Object's own members", () => {
    const table = lookupTable({ bombay: "Mumbai" });
    expect(table.bombay).toBe("Mumbai");
    for (const key of OBJECT_KEYS) expect(table[key], key).toBeUndefined();
  });

  it("a city or colour named like one of Object's members is unknown, not an error", () => {
    for (const key of OBJECT_KEYS) {
      expect(canonicalCity(key), key).toBeNull();
      expect(stateOfCity(key), key).toBeNull();
      expect(colorHex(key), key).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(canonicalCity("bengaluru")).toBe("Bangalore");
  });
});
