/** /seller/leads: a dealer's new-car leads (issue 33); any other account gets a 404, as if the page were not there. */
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { dealerLeadsSetup, listDealerNewCarLeads } from "~/.server/new-cars/list-new-car-leads";

export async function loadDealerLeads(request: Request) {
  const user = await requireUser(request);
  if (user.role !== "dealer") throw data("Not found", { status: 404 });
  const db = await getDb();
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const [setup, leads] = await Promise.all([dealerLeadsSetup(db, user.id), listDealerNewCarLeads(db, user.id, page)]);
  return data({ setup, ...leads }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
