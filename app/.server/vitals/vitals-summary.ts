/**
 * /admin/vitals' figures (decision 040): the p75 of each metric per route pattern and IST day,
 * and over the whole range, for one device class, with sample counts and Google's rating.
 * One statement: `percentile_cont(0.75)` over the range of days on web_vitals_day_route_metric_idx
 * (an index-only scan: day is its first column, value its last), two grouping sets so the
 * range's own p75 is exact rather than an average of the days'.
 */
import { sql } from "drizzle-orm";
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { indiaDay } from "~/lib/india-date";
import type { MetricFigures, Rating, RouteVitals, VitalsSummary } from "~/lib/web-vitals/vitals-summary";
import type { DeviceClass, MetricName } from "~/lib/web-vitals/vitals-rules";
import type { Database } from "../db/client";

const THRESHOLDS: Record<MetricName, readonly [good: number, poor: number]> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

/** web-vitals' own rule: up to the first threshold good, up to the second needs improvement. */
export function rate(metric: MetricName, p75: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return p75 > poor ? "poor" : p75 > good ? "needs-improvement" : "good";
}

/** A page lists this many routes at most: a report can name any route-shaped pattern. */
export const MAX_ROUTES_SHOWN = 30;

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

type Row = {
  route: string;
  metric: MetricName;
  /** Null on the range's own grouping set. */
  day: string | null;
  p75: number;
  samples: number;
};

interface RouteFigures {
  overall: MetricFigures;
  days: Map<string, MetricFigures>;
  /** Its page views: the largest sample count of a metric over the range. */
  samples: number;
}

export async function summariseWebVitals(db: Database, options: { device: DeviceClass; days: number; now?: Date }): Promise<VitalsSummary> {
  const to = indiaDay(options.now);
  const from = daysBefore(to, options.days - 1);
  const { rows } = await db.execute<Row>(sql`
    select route, metric, day::text as day, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
    from web_vitals
    where day between ${from}::date and ${to}::date and device = ${options.device}
    group by grouping sets ((route, metric, day), (route, metric))`);
  const byRoute = new Map<string, RouteFigures>();
  for (const row of rows) {
    const route: RouteFigures = byRoute.get(row.route) ?? { overall: {}, days: new Map(), samples: 0 };
    byRoute.set(row.route, route);
    const p75 = Number(row.p75);
    const figure = { p75, samples: Number(row.samples), rating: rate(row.metric, p75) };
    if (row.day === null) {
      route.overall[row.metric] = figure;
      // Nearly every page view reports TTFB and FCP: the largest count is the page views.
      route.samples = Math.max(route.samples, figure.samples);
    } else {
      const figures: MetricFigures = route.days.get(row.day) ?? {};
      figures[row.metric] = figure;
      route.days.set(row.day, figures);
    }
  }
  const ranked = [...byRoute].sort(([a, x], [b, y]) => y.samples - x.samples || a.localeCompare(b));
  const routes: RouteVitals[] = ranked.slice(0, MAX_ROUTES_SHOWN).map(([route, { overall, days }]) => ({
    route,
    overall,
    days: [...days].sort(([a], [b]) => b.localeCompare(a)).map(([day, figures]) => ({ day, figures })),
  }));
  return { from, to, routes, moreRoutes: Math.max(0, ranked.length - MAX_ROUTES_SHOWN) };
}
