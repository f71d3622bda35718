import { describe, expect, it } from "vitest";
import { cutoffBefore, describePeriod, RETENTION } from "./retention-periods";

describe("retention periods", () => {
  it("say their length the way the privacy page prints it", () => {
    expect(describePeriod({ amount: 1, unit: "day" })).toBe("1 day");
    expect(describePeriod(RETENTION.sentMessages)).toBe("30 days");
    expect(describePeriod(RETENTION.activityEvents)).toBe("13 months");
    expect(describePeriod(RETENTION.serverLogs)).toBe("1 year");
  });

  it("count days as 24 hours and months on the calendar", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    expect(cutoffBefore({ amount: 30, unit: "day" }, now).toISOString()).toBe("2026-10-28T10:00:00.000Z");
    expect(cutoffBefore({ amount: 13, unit: "month" }, now).toISOString()).toBe("2025-10-27T10:00:00.000Z");
    expect(cutoffBefore({ amount: 1, unit: "year" }, now).toISOString()).toBe("2025-11-27T10:00:00.000Z");
  });

  it("stop at a shorter month's end, so nothing goes early", () => {
    expect(cutoffBefore({ amount: 1, unit: "month" }, new Date("2026-03-31T00:00:00Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(cutoffBefore({ amount: 12, unit: "month" }, new Date("2028-02-29T12:00:00Z")).toISOString()).toBe("2027-02-28T12:00:00.000Z");
  });
});
