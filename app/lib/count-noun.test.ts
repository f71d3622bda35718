import { describe, expect, it } from "vitest";
import { countNoun } from "./count-noun";

describe("countNoun", () => {
  it("says one in the singular and every other count in the plural, grouped the Indian way", () => {
    expect(countNoun(1, "car")).toBe("1 car");
    expect(countNoun(0, "car")).toBe("0 cars");
    expect(countNoun(212_800, "car")).toBe("2,12,800 cars");
    expect(countNoun(1, "inquiry", "inquiries")).toBe("1 inquiry");
    expect(countNoun(3, "inquiry", "inquiries")).toBe("3 inquiries");
  });
});
