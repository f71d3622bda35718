import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug";

describe("slugs", () => {
  it.each([
    ["Mercedes-Benz", "mercedes-benz"],
    ["Wagon R", "wagon-r"],
    ["Go+", "go-plus"],
    ["  Range Rover  Sport ", "range-rover-sport"],
    ["Škoda Octavia", "skoda-octavia"],
    ["A&B Motors", "a-and-b-motors"],
    ["XUV500", "xuv500"],
    ["--", ""],
  ])("turns %j into %j", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it("accepts only lower-case words joined by single hyphens", () => {
    expect(isSlug("hyundai-creta-2019")).toBe(true);
    expect(isSlug("Hyundai")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("-a")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
