import { describe, expect, it } from "vitest";
import { indiaDate, indiaDateUs, shortIndiaDate } from "./india-date";

const options = { day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" } as const;

describe("India's dates written out by hand", () => {
  it("print what Intl prints, every 7 hours over four years", () => {
    const short = new Intl.DateTimeFormat("en-IN", { ...options, month: "short" });
    const long = new Intl.DateTimeFormat("en-IN", { ...options, month: "long" });
    const us = new Intl.DateTimeFormat("en-US", { ...options, month: "short", day: "2-digit" });
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000) {
      const iso = new Date(t).toISOString();
      expect(indiaDate(iso, "short"), iso).toBe(short.format(t));
      expect(indiaDate(iso, "long"), iso).toBe(long.format(t));
      expect(indiaDateUs(iso), iso).toBe(us.format(t));
    }
  });

  it("has nothing to print for something that is not a date", () => {
    expect(indiaDate("not a date", "short")).toBeNull();
    expect(indiaDateUs("")).toBeNull();
    // Beside other text ("Posted …"), no date is an empty string, not "null".
    expect(shortIndiaDate("not a date")).toBe("");
    expect(shortIndiaDate("2026-09-04T20:00:00Z")).toBe("5 Sept 2026");
  });
});
