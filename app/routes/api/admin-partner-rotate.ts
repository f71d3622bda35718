/** POST /api/admin/partners/{id}/rotate -> { key }: a new key, the old one stops working at once (admins only). */
import { rotatePartnerKey } from "~/.server/partners/admin-partners";
import { partnerAdminWrite, partnerIdParam } from "~/.server/partners/admin-partners-api";
import { handleApi, jsonResponse } from "~/.server/http/json";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import type { Route } from "./+types/admin-partner-rotate";

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const { admin, db } = await partnerAdminWrite(request, context);
    const rotated = await rotatePartnerKey(db, partnerIdParam(params.id), admin.id);
    return jsonResponse(rotated, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  });
}
