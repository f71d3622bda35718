import { describe, expect, it } from "vitest";
import { isNewsSlug, normaliseNewsSlug } from "./news-slug";

describe("normaliseNewsSlug", () => {
  it.each([
    ["ev-charging-in-indian-cities", "ev-charging-in-indian-cities"],
    ["EV-Charging-In-Indian-Cities", "ev-charging-in-indian-cities"],
    ["  bs6 phase 2 explained  ", "bs6-phase-2-explained"],
    ["what's   on-road price?", "whats-on-road-price"],
    ["cng--running---costs", "cng-running-costs"],
    ["-leading-and-trailing-", "leading-and-trailing"],
    ["bharat_ncap: ratings!", "bharatncap-ratings"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["कार-news", "news"],
    ["", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(normaliseNewsSlug(input)).toBe(expected);
    if (expected) expect(isNewsSlug(expected)).toBe(true);
  });

  it("leaves a valid slug unchanged", () => {
    expect(normaliseNewsSlug("adas-on-indian-roads")).toBe("adas-on-indian-roads");
  });

  it("rejects slugs that are not lowercase words joined by single hyphens", () => {
    for (const bad of ["Upper", "two--hyphens", "-edge", "edge-", "space here", ""]) expect(isNewsSlug(bad)).toBe(false);
  });
});
