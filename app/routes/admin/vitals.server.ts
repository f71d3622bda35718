/** /admin/vitals: field Core Web Vitals per route and day (decision 040); admins only, never cached or indexed. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { summariseWebVitals } from "~/.server/vitals/vitals-summary";
import type { DeviceClass } from "~/lib/web-vitals/vitals-rules";
import { ADMIN_HEADERS, requireAdmin } from "./admin-guard.server";

/** The page's range: two weeks show a release's effect beside the days before it. */
export const VITALS_DAYS = 14;

export async function loadVitalsPage(request: Request, now = new Date()) {
  await requireAdmin(request);
  const device: DeviceClass = new URL(request.url).searchParams.get("device") === "desktop" ? "desktop" : "mobile";
  const summary = await summariseWebVitals(await getDb(), { device, days: VITALS_DAYS, now });
  return data({ device, days: VITALS_DAYS, ...summary }, { headers: ADMIN_HEADERS });
}
