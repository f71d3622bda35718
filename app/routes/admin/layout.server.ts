/** The admin frame: admins only (admin-guard.server.ts), and how many listings wait. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { countModerationWork } from "~/.server/admin/moderation-queue";
import { ADMIN_HEADERS, requireAdmin } from "./admin-guard.server";

export async function loadAdminLayout(request: Request) {
  const admin = await requireAdmin(request);
  return data({ adminName: admin.name, pendingCount: await countModerationWork(await getDb()) }, { headers: ADMIN_HEADERS });
}
