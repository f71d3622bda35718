import { describe, expect, it } from "vitest";
import { formatListedDate } from "./format-date";

describe("formatListedDate", () => {
  it("prints MMM dd, yyyy in Indian time", () => {
    expect(formatListedDate("2026-11-05T08:00:00Z")).toBe("Nov 05, 2026");
    // 20:00 UTC is already the next day in India.
    expect(formatListedDate("2026-01-31T20:00:00Z")).toBe("Feb 01, 2026");
  });

  it("is N/A without a valid date", () => {
    expect(formatListedDate(undefined)).toBe("N/A");
    expect(formatListedDate("not a date")).toBe("N/A");
  });
});
