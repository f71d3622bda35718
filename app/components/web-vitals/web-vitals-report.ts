/**
 * The lazily loaded half of the field reporter (decision 040): web-vitals' five metrics for
 * this page view, queued, and sent together in one beacon when the page is hidden (the
 * package's batching pattern; `pagehide` too, as Safari may skip `visibilitychange` on unload).
 * WebVitalsReporter imports it once the page has loaded and the browser is idle, so it is in
 * no route's JavaScript before interaction.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { buildVitalsReport, connectionType, deviceClass, routePattern } from "~/lib/web-vitals/vitals-payload";

export const VITALS_ENDPOINT = "/api/vitals";

/** The landing page's deepest route match: the metrics belong to the document's first page. */
export interface LandingMatch {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** JSON as a Blob, so the beacon's Content-Type is application/json (the endpoint reads nothing else). */
function send(body: string): void {
  try {
    if (navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // An old browser refusing a JSON blob in a beacon: fetch below.
  }
  // No cookie is needed, so none is sent; keepalive lets it outlive the page.
  void fetch(VITALS_ENDPOINT, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true, credentials: "omit" }).catch(() => {});
}

let started = false;

export function startVitalsReporting(landing: LandingMatch): void {
  const route = routePattern(landing.pathname, landing.params);
  if (started || route === null) return;
  started = true;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const view = { route, device: deviceClass(window.innerWidth), connection: connectionType(connection?.effectiveType) };
  const queue: Metric[] = [];
  // A page hidden twice (a tab switch, then leaving) reports each metric once, its first final value.
  const sent = new Set<string>();
  const add = (metric: Metric) => {
    if (!sent.has(metric.name)) queue.push(metric);
  };
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  const flush = () => {
    const report = buildVitalsReport(view, queue);
    queue.length = 0;
    if (!report) return;
    for (const metric of report.metrics) sent.add(metric.name);
    send(JSON.stringify(report));
  };
  // Added after web-vitals' own (capture) listeners, so its metrics are queued before this runs.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
