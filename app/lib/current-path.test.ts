import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./current-path";

describe("isCurrentPath", () => {
  it("marks Home only on the home page", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/used-cars", "/")).toBe(false);
  });

  it("marks a section on its own page and the pages below it", () => {
    expect(isCurrentPath("/news", "/news")).toBe(true);
    expect(isCurrentPath("/news/budget-suvs-2026", "/news")).toBe(true);
  });

  it("does not mark a section whose name merely starts the path", () => {
    expect(isCurrentPath("/newsletter", "/news")).toBe(false);
    expect(isCurrentPath("/used-cars-guide", "/used-cars")).toBe(false);
  });
});
