/**
 * PUT /api/admin/partners/{id}/feed { url, format, intervalMinutes } -> 200 the saved settings
 * (fetched soon after); DELETE -> 204 stops fetching (admins only).
 */
import { clearPartnerFeed, setPartnerFeed } from "~/.server/partners/admin-partners";
import { methodNotAllowed, partnerAdminWrite, partnerIdParam } from "~/.server/partners/admin-partners-api";
import { handleApi, jsonResponse, readJsonBody } from "~/.server/http/json";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import type { Route } from "./+types/admin-partner-feed";

const ALLOW = "PUT, DELETE";

export function loader() {
  return handleApi(async () => {
    throw methodNotAllowed(ALLOW);
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") throw methodNotAllowed(ALLOW);
    const { admin, db } = await partnerAdminWrite(request, context);
    const id = partnerIdParam(params.id);
    if (request.method === "DELETE") {
      await clearPartnerFeed(db, id, admin.id);
      return new Response(null, { status: 204 });
    }
    const saved = await setPartnerFeed(db, id, await readJsonBody(request), admin.id);
    return jsonResponse(saved, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  });
}
