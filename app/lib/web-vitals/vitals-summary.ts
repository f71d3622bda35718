/**
 * What /admin/vitals shows (decision 040): per route pattern, the p75 of each metric per IST
 * day and over the whole range, with its sample count and Google's rating; and how a figure
 * is written (times in ms or s, CLS unitless).
 */
import type { MetricName } from "./vitals-rules";

/** Google's three bands for a p75 (web-vitals' thresholds, applied on the server). */
export type Rating = "good" | "needs-improvement" | "poor";

export const RATING_LABEL: Record<Rating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };

export interface MetricFigure {
  p75: number;
  samples: number;
  rating: Rating;
}

export type MetricFigures = Partial<Record<MetricName, MetricFigure>>;

export interface RouteVitals {
  route: string;
  /** The whole range at once. */
  overall: MetricFigures;
  /** Days with reports, newest first (YYYY-MM-DD, IST). */
  days: { day: string; figures: MetricFigures }[];
}

export interface VitalsSummary {
  /** The first and last IST day of the range. */
  from: string;
  to: string;
  /** The busiest routes first. */
  routes: RouteVitals[];
  /** Routes with reports left off the page (fewer reports than the last one shown). */
  moreRoutes: number;
}

/** "640 ms", "2.34 s", "0.012". */
export function formatMetric(metric: MetricName, value: number): string {
  if (metric === "CLS") return value.toFixed(3);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}
