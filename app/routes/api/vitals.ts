/**
 * POST /api/vitals: one page view's Core Web Vitals from the browser's reporter (a beacon when
 * the page is hidden; decision 040). JSON of at most 4 KB, checked field by field; 204 once
 * stored, which the beacon never reads. No session is read: the report names no one. Like
 * every write it must come from our own pages (same-origin.ts): a beacon sends our Origin.
 */
import { getDb } from "~/.server/db/client";
import { AppError, parseOrThrow } from "~/.server/http/app-error";
import { clientIp } from "~/.server/http/client-ip";
import { handleApi, readJsonBody } from "~/.server/http/json";
import { recordWebVitals, vitalsReportSchema } from "~/.server/vitals/record-vitals";
import { MAX_REPORT_BYTES } from "~/lib/web-vitals/vitals-rules";
import type { Route } from "./+types/vitals";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw new AppError("method_not_allowed", "Use POST to send a report", undefined, { Allow: "POST" });
    // The edge (server/body-limit.ts) takes no body without a Content-Length, so this is its size.
    if (Number(request.headers.get("Content-Length") ?? 0) > MAX_REPORT_BYTES) {
      throw new AppError("payload_too_large", `A report is at most ${MAX_REPORT_BYTES} bytes`);
    }
    const report = parseOrThrow(vitalsReportSchema, await readJsonBody(request));
    await recordWebVitals(await getDb(), report, clientIp(context));
    return new Response(null, { status: 204 });
  });
}
