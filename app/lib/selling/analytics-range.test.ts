import { describe, expect, it } from "vitest";
import { bucketKey, bucketLabel, parseRange, rangeBuckets, zeroFilled } from "./analytics-range";

// 25 Nov 2026, 02:00 IST (the 24th in UTC).
const now = new Date("2026-11-24T20:30:00Z");

describe("analytics ranges", () => {
  it("reads the spec's range values, else 30 days", () => {
    expect(parseRange("7days")).toBe("7days");
    expect(parseRange("12months")).toBe("12months");
    expect(parseRange("year")).toBe("30days");
    expect(parseRange(null)).toBe("30days");
  });

  it("has a day bucket for each of the last 7 Indian days, today last", () => {
    const { unit, start, keys } = rangeBuckets("7days", now);
    expect(unit).toBe("day");
    expect(keys).toEqual(["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"]);
    expect(start.toISOString()).toBe("2026-11-18T18:30:00.000Z");
  });

  it("has 30 and 90 daily buckets", () => {
    expect(rangeBuckets("30days", now).keys).toHaveLength(30);
    const ninety = rangeBuckets("90days", now).keys;
    expect(ninety).toHaveLength(90);
    expect(ninety[0]).toBe("2026-08-28");
  });

  it("has 12 month buckets ending with this month", () => {
    const { unit, start, keys } = rangeBuckets("12months", now);
    expect(unit).toBe("month");
    expect(keys[0]).toBe("2025-12");
    expect(keys[11]).toBe("2026-11");
    expect(start.toISOString()).toBe("2025-11-30T18:30:00.000Z");
  });

  it("keys instants by the Indian day and labels buckets", () => {
    expect(bucketKey(new Date("2026-11-24T19:00:00Z"), "day")).toBe("2026-11-25");
    expect(bucketLabel("2026-11-05")).toBe("5 Nov");
    expect(bucketLabel("2026-01")).toBe("Jan 2026");
    expect(zeroFilled(["a", "b", "c"], new Map([["b", 4]]))).toEqual([0, 4, 0]);
  });
});
