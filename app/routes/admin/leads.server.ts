/** /admin/leads: quote requests with phone numbers, for admins only, never cached or indexed. */
import { data } from "react-router";
import { getDb } from "~/.server/db/client";
import { listSellLeadsPage } from "~/.server/admin/sell-leads";
import { ADMIN_HEADERS, pageParam, requireAdmin } from "./admin-guard.server";

export async function loadLeadsPage(request: Request) {
  await requireAdmin(request);
  return data(await listSellLeadsPage(await getDb(), pageParam(request)), { headers: ADMIN_HEADERS });
}
