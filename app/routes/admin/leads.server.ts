/**
 * /admin/leads: sell quote requests (default tab) and new-car 'Get the best offer' requests
 * (?tab=new-cars), with phone numbers: admins only, never cached or indexed.
 */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { listSellLeadsPage } from "~/.server/admin/sell-leads";
import { listAdminNewCarLeads } from "~/.server/new-cars/list-new-car-leads";
import { ADMIN_HEADERS, pageParam, requireAdmin } from "./admin-guard.server";

export async function loadLeadsPage(request: Request) {
  await requireAdmin(request);
  const db = await getDb();
  const page = pageParam(request);
  if (new URL(request.url).searchParams.get("tab") === "new-cars") {
    return data({ tab: "new-cars" as const, ...(await listAdminNewCarLeads(db, page)) }, { headers: ADMIN_HEADERS });
  }
  return data({ tab: "sell" as const, ...(await listSellLeadsPage(db, page)) }, { headers: ADMIN_HEADERS });
}
