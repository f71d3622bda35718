import { describe, expect, it } from "vitest";
import { GSTIN_MESSAGES, gstinCheckChar, gstinError, normalizeGstin } from "./gstin";

// Real-format numbers whose check characters were computed with the GSTN algorithm;
// 27AAPFU0939F1ZV is the example the GST portal's documentation uses.
const VALID = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAACR5055K1Z9", "33AABCT3518Q1Z3", "09AAACH7409R1ZZ", "38ABCDE1234F2ZW"];

describe("gstinCheckChar", () => {
  it.each(VALID)("computes the check character of %s", (gstin) => {
    expect(gstinCheckChar(gstin.slice(0, 14))).toBe(gstin[14]);
  });
});

describe("gstinError", () => {
  it.each(VALID)("accepts %s", (gstin) => {
    expect(gstinError(gstin)).toBeNull();
  });

  it("asks for a value", () => {
    expect(gstinError("")).toBe(GSTIN_MESSAGES.required);
  });

  it("needs exactly 15 characters", () => {
    expect(gstinError("27AAPFU0939F1Z")).toBe(GSTIN_MESSAGES.length);
    expect(gstinError("27AAPFU0939F1ZVX")).toBe(GSTIN_MESSAGES.length);
  });

  it("needs a state code from 01 to 38", () => {
    expect(gstinError("00AAPFU0939F1ZV")).toBe(GSTIN_MESSAGES.state);
    expect(gstinError("39AAPFU0939F1ZV")).toBe(GSTIN_MESSAGES.state);
    expect(gstinError("AAAAPFU0939F1ZV")).toBe(GSTIN_MESSAGES.state);
  });

  it("needs the PAN pattern, an entity character and the 'Z'", () => {
    expect(gstinError("27AAPF10939F1ZV")).toBe(GSTIN_MESSAGES.format); // digit inside the PAN's letters
    expect(gstinError("27AAPFU09X9F1ZV")).toBe(GSTIN_MESSAGES.format); // letter inside the PAN's digits
    expect(gstinError("27AAPFU0939F0ZV")).toBe(GSTIN_MESSAGES.format); // entity number 0
    expect(gstinError("27AAPFU0939F1YV")).toBe(GSTIN_MESSAGES.format); // 'Y' where 'Z' belongs
  });

  it("catches a single mistyped character or two swapped ones through the check character", () => {
    expect(gstinError("27AAPFU0939F1ZW")).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinError("27AAPUF0939F1ZV")).toBe(GSTIN_MESSAGES.checksum); // F and U swapped
    expect(gstinError("27AAPFU9039F1ZV")).toBe(GSTIN_MESSAGES.checksum); // 0 and 9 swapped
    expect(gstinError("27AAPFU0939G1ZV")).toBe(GSTIN_MESSAGES.checksum);
  });
});

describe("normalizeGstin", () => {
  it("drops spaces and upper-cases what was pasted", () => {
    expect(normalizeGstin(" 27 aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
  });
});
