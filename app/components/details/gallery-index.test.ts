import { describe, expect, it } from "vitest";
import { swipeDirection, wrapIndex } from "./gallery-index";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it("stays at 0 without images", () => {
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});

describe("swipeDirection", () => {
  it("moves forward on a swipe to the left and back on a swipe to the right", () => {
    expect(swipeDirection(300, 200)).toBe(1);
    expect(swipeDirection(100, 220)).toBe(-1);
  });

  it("ignores short movements", () => {
    expect(swipeDirection(100, 130)).toBe(0);
  });
});
