/**
 * Core Web Vitals from real visitors (issue 37, decision 040): one row per metric of a page
 * view, naming the route's pattern, never its URL, and no visitor (no IP, user or session).
 * Raw values, not daily aggregates, because /admin/vitals asks for an exact p75
 * (`percentile_cont`), which cannot be recombined from per-day figures. Rows go after
 * RETENTION.webVitals (the retention job, by `day` on the index below).
 */
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, real, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const webVitals = pgTable(
  "web_vitals",
  {
    /** The day in India (IST) the report arrived: the admin page's days and the retention cut. */
    day: date("day", { mode: "string" })
      .notNull()
      .default(sql`(now() at time zone 'Asia/Kolkata')::date`),
    /** The route pattern, e.g. /details/:id (isRoutePattern in app/lib/web-vitals/vitals-rules.ts). */
    route: text("route").notNull(),
    metric: text("metric").notNull(),
    /** mobile or desktop, by viewport width. */
    device: text("device").notNull(),
    /** The browser's effective connection type, where it names one. */
    connection: text("connection"),
    /** Milliseconds; CLS unitless. */
    value: real("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin page's range of days grouped by route and metric, read from the index alone
    // (value is its last column); the retention job's oldest days first.
    index("web_vitals_day_route_metric_idx").on(t.day, t.route, t.metric, t.device, t.value),
    check("web_vitals_metric_check", sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check("web_vitals_device_check", sql`${t.device} in ('mobile', 'desktop')`),
  ],
);
