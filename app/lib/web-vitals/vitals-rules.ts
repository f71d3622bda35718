/**
 * What a field Core Web Vitals report may say (issue 37, decision 040), shared by the browser's
 * reporter and POST /api/vitals: the five metrics and the range each can sanely take, the two
 * device classes, the connection types browsers name, and the shape of a route pattern. A
 * report carries nothing else: no URL, no id, no text a visitor typed.
 */

export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/**
 * The largest value a real page view produces, per metric (times in ms, CLS unitless). Beyond
 * it a value is a broken measurement or a forged one: the browser drops it, the server refuses it.
 */
export const METRIC_MAX: Record<MetricName, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** Below this viewport width a visitor gets the phone layout (Tailwind's `md`), so we call it mobile. */
export const MOBILE_MAX_WIDTH = 767;
export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** `navigator.connection.effectiveType` (Chromium browsers; others have none). */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** A report's body is far smaller (about 250 bytes); the endpoint refuses more than this. */
export const MAX_REPORT_BYTES = 4 * 1024;

const MAX_PATTERN_CHARS = 80;
const MAX_PATTERN_SEGMENTS = 6;
/**
 * A route pattern's segments: a static word of lower-case letters and hyphens (every page's
 * path in app/routes.ts is), a `:param` or the catch-all `*`. No digits, dots or other
 * characters, so an id, a token or a phone number cannot be stored as if it were a page.
 */
const PATTERN_SEGMENT = /^(?:[a-z]+(?:-[a-z]+)*|:[a-z][a-zA-Z]*|\*)$/;

export function isRoutePattern(value: string): boolean {
  if (value === "/") return true;
  if (value.length > MAX_PATTERN_CHARS || !value.startsWith("/")) return false;
  const segments = value.slice(1).split("/");
  return segments.length <= MAX_PATTERN_SEGMENTS && segments.every((s) => PATTERN_SEGMENT.test(s));
}

export interface VitalsMetric {
  name: MetricName;
  value: number;
}

/** The body of POST /api/vitals: one page view's metrics. */
export interface VitalsReport {
  route: string;
  device: DeviceClass;
  connection?: ConnectionType;
  metrics: VitalsMetric[];
}
