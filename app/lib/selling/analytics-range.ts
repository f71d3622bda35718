/**
 * The seller analytics' time ranges (spec section 9: 7days, 30days, 90days, 12months, default
 * 30days) and their buckets: a day each for the day ranges, a month each for 12 months, on
 * the Indian calendar (IST, no daylight saving), so a sale at 23:00 IST counts on its own day.
 */
import { INDIA_OFFSET_MS, indianClock, indiaDay, MONTHS_SHORT } from "../india-date";

export const ANALYTICS_RANGES = ["7days", "30days", "90days", "12months"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_RANGE: AnalyticsRange = "30days";

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "7days": "7 days",
  "30days": "30 days",
  "90days": "90 days",
  "12months": "12 months",
};

const DAY_MS = 86_400_000;

export function parseRange(value: string | null): AnalyticsRange {
  return ANALYTICS_RANGES.find((r) => r === value) ?? DEFAULT_RANGE;
}

export interface RangeBuckets {
  unit: "day" | "month";
  /** The first bucket's start: events from here up to now are counted. */
  start: Date;
  /** Bucket keys, oldest first: "2026-11-25" for days, "2026-11" for months. */
  keys: string[];
}

/** The first instant of the Indian day (or month) `date` falls in. */
function indianStart(date: Date, unit: "day" | "month", back: number): Date {
  const clock = indianClock(date);
  const start =
    unit === "day"
      ? Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate() - back)
      : Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() - back, 1);
  return new Date(start - INDIA_OFFSET_MS);
}

/** The key of the bucket an instant falls in (what the SQL's to_char in IST gives). */
export function bucketKey(date: Date, unit: "day" | "month"): string {
  const day = indiaDay(date);
  return unit === "day" ? day : day.slice(0, 7);
}

export function rangeBuckets(range: AnalyticsRange, now: Date): RangeBuckets {
  const unit = range === "12months" ? "month" : "day";
  const count = range === "12months" ? 12 : Number.parseInt(range, 10);
  const start = indianStart(now, unit, count - 1);
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = unit === "day" ? new Date(start.getTime() + i * DAY_MS) : indianStart(now, "month", count - 1 - i);
    keys.push(bucketKey(at, unit));
  }
  return { unit, start, keys };
}

/** "25 Nov" for a day key, "Nov 2026" for a month key. */
export function bucketLabel(key: string): string {
  const [year, month, day] = key.split("-").map(Number);
  return day ? `${day} ${MONTHS_SHORT[month - 1]}` : `${MONTHS_SHORT[month - 1]} ${year}`;
}

/** Series values in bucket order, zero where nothing happened. */
export function zeroFilled(keys: readonly string[], counts: ReadonlyMap<string, number>): number[] {
  return keys.map((k) => counts.get(k) ?? 0);
}
