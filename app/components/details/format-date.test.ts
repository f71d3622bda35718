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

describe("formatListedDate against Intl", () => {
  it("prints what Intl prints for India's time zone, every 7 hours over four years", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" });
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000) {
      const iso = new Date(t).toISOString();
      expect(formatListedDate(iso), iso).toBe(intl.format(new Date(t)));
    }
  });
});
