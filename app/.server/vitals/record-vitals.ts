/**
 * Storing one page view's field Core Web Vitals (POST /api/vitals, decision 040). The body is
 * checked against the shared rules (app/lib/web-vitals/vitals-rules.ts): known metric names,
 * values in range, a route pattern rather than a URL, a device class. Nothing that names the
 * visitor is kept: the IP only counts towards the per-IP limit (a rate-limit window).
 */
import { z } from "~/lib/zod";
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  isRoutePattern,
  METRIC_MAX,
  METRIC_NAMES,
  type VitalsReport,
} from "~/lib/web-vitals/vitals-rules";
import { checkRateLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { webVitals } from "../db/schema";

const metricSchema = z
  .strictObject({
    name: z.enum(METRIC_NAMES, { message: `must be one of ${METRIC_NAMES.join(", ")}` }),
    value: z.number({ message: "must be a number" }).min(0, { message: "must not be negative" }),
  })
  .superRefine((metric, ctx) => {
    const max = METRIC_MAX[metric.name];
    if (metric.value > max) ctx.addIssue({ code: "custom", path: ["value"], message: `must be at most ${max} for ${metric.name}` });
  });

export const vitalsReportSchema = z.strictObject({
  route: z.string({ message: "must be a route pattern" }).refine(isRoutePattern, {
    message: "must be a route pattern such as /details/:id (letters, hyphens, :params; no ids or query)",
  }),
  device: z.enum(DEVICE_CLASSES, { message: `must be one of ${DEVICE_CLASSES.join(", ")}` }),
  connection: z.enum(CONNECTION_TYPES, { message: `must be one of ${CONNECTION_TYPES.join(", ")}` }).optional(),
  metrics: z
    .array(metricSchema, { message: "must be a list of metrics" })
    .min(1, { message: "must hold at least one metric" })
    .max(METRIC_NAMES.length, { message: `must hold at most ${METRIC_NAMES.length} metrics` })
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, { message: "must name each metric once" }),
}) satisfies z.ZodType<VitalsReport>;

/** Counts the report against its address's limit (429 beyond it), then stores a row per metric. */
export async function recordWebVitals(db: Database, report: VitalsReport, ip: string): Promise<void> {
  await checkRateLimit(db, "webVitals", { ip });
  await db.insert(webVitals).values(
    report.metrics.map((metric) => ({
      route: report.route,
      metric: metric.name,
      device: report.device,
      connection: report.connection ?? null,
      value: metric.value,
    })),
  );
}
