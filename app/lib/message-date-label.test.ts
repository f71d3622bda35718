import { describe, expect, it } from "vitest";
import { messageDateLabel, messageDayKey, messageDayLabel } from "./message-date-label";

// Wednesday 25 November 2026, 15:30 in India (10:00 UTC).
const now = new Date("2026-11-25T10:00:00Z");

describe("messageDateLabel", () => {
  it("shows the time for today, on the Indian calendar", () => {
    expect(messageDateLabel(new Date("2026-11-25T03:35:00Z"), now)).toBe("9:05 am");
    // 00:10 IST on the 25th is still today there, though it is the 24th in UTC.
    expect(messageDateLabel(new Date("2026-11-24T18:40:00Z"), now)).toBe("12:10 am");
    expect(messageDateLabel("2026-11-25T07:00:00Z", now)).toBe("12:30 pm");
  });

  it("says Yesterday for the day before", () => {
    expect(messageDateLabel(new Date("2026-11-24T18:00:00Z"), now)).toBe("Yesterday");
    expect(messageDateLabel(new Date("2026-11-23T18:31:00Z"), now)).toBe("Yesterday");
  });

  it("names the weekday under 7 days, then day and month", () => {
    expect(messageDateLabel(new Date("2026-11-23T10:00:00Z"), now)).toBe("Monday");
    expect(messageDateLabel(new Date("2026-11-19T10:00:00Z"), now)).toBe("Thursday");
    expect(messageDateLabel(new Date("2026-11-18T10:00:00Z"), now)).toBe("18 Nov");
    expect(messageDateLabel(new Date("2025-12-31T10:00:00Z"), now)).toBe("31 Dec");
  });

  it("treats a time a little ahead of the clock as today", () => {
    expect(messageDateLabel(new Date("2026-11-25T10:01:00Z"), now)).toBe("3:31 pm");
  });
});

describe("messageDayLabel (a conversation's day dividers)", () => {
  it("says Today and Yesterday, then the weekday, then the date with the year once it is another year", () => {
    expect(messageDayLabel("2026-11-25T03:35:00Z", now)).toBe("Today");
    expect(messageDayLabel("2026-11-24T18:00:00Z", now)).toBe("Yesterday");
    expect(messageDayLabel("2026-11-23T10:00:00Z", now)).toBe("Monday");
    expect(messageDayLabel("2026-11-18T10:00:00Z", now)).toBe("18 Nov");
    expect(messageDayLabel("2025-12-31T10:00:00Z", now)).toBe("31 Dec 2025");
  });

  it("groups by the Indian calendar day", () => {
    expect(messageDayKey("2026-11-24T18:40:00Z")).toBe(messageDayKey("2026-11-25T10:00:00Z"));
    expect(messageDayKey("2026-11-24T18:20:00Z")).not.toBe(messageDayKey("2026-11-25T10:00:00Z"));
  });
});
