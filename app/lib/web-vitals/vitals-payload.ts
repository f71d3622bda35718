/**
 * Building one page view's report in the browser (the reporter's pure half, unit-tested): the
 * route's pattern instead of its URL, the device class, and the metrics that passed the
 * sanity ranges. Decision 040.
 */
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  isRoutePattern,
  METRIC_MAX,
  METRIC_NAMES,
  MOBILE_MAX_WIDTH,
  type ConnectionType,
  type DeviceClass,
  type MetricName,
  type VitalsMetric,
  type VitalsReport,
} from "./vitals-rules";

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The matched route's pattern, e.g. `/details/:id` for `/details/4711`, from the deepest
 * match's pathname and params (React Router's `useMatches`, which names no path): each param's
 * segment, in path order, becomes `:name`, a splat's tail `*`; the rest are the route's static
 * words (lower-cased, as matching ignores case). Null when the result is not a pattern we
 * store (a static segment with digits or dots), so such a page view is not reported.
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string | null {
  let segments = pathname.split("/").filter(Boolean);
  const splat = params["*"];
  if (splat !== undefined) {
    const tail = splat.split("/").filter(Boolean).length;
    segments = [...segments.slice(0, segments.length - tail), "*"];
  }
  let from = 0;
  for (const [name, value] of Object.entries(params)) {
    if (name === "*" || value === undefined) continue;
    const at = segments.findIndex((segment, i) => i >= from && decodeSegment(segment) === value);
    if (at === -1) continue;
    segments[at] = `:${name}`;
    from = at + 1;
  }
  const pattern = `/${segments.map((s) => (s.startsWith(":") || s === "*" ? s : s.toLowerCase())).join("/")}`;
  return isRoutePattern(pattern) ? pattern : null;
}

export function deviceClass(viewportWidth: number): DeviceClass {
  return viewportWidth <= MOBILE_MAX_WIDTH ? DEVICE_CLASSES[0] : DEVICE_CLASSES[1];
}

export function connectionType(effectiveType: string | undefined): ConnectionType | undefined {
  return CONNECTION_TYPES.find((type) => type === effectiveType);
}

const isMetricName = (name: string): name is MetricName => (METRIC_NAMES as readonly string[]).includes(name);

/** Times to the millisecond, CLS to four places: finer is noise, and the body stays small. */
function rounded(name: MetricName, value: number): number {
  return name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

export interface PageView {
  route: string;
  device: DeviceClass;
  connection?: ConnectionType;
}

/**
 * The report for a page view's metrics, each name once (the first final value wins) and
 * within its range; null when none is left. Nothing else of the page goes in.
 */
export function buildVitalsReport(view: PageView, metrics: readonly { name: string; value: number }[]): VitalsReport | null {
  const kept = new Map<MetricName, VitalsMetric>();
  for (const { name, value } of metrics) {
    if (!isMetricName(name) || kept.has(name) || !Number.isFinite(value) || value < 0 || value > METRIC_MAX[name]) continue;
    kept.set(name, { name, value: rounded(name, value) });
  }
  if (kept.size === 0) return null;
  return { route: view.route, device: view.device, ...(view.connection && { connection: view.connection }), metrics: [...kept.values()] };
}
