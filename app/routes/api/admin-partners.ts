/** POST /api/admin/partners { name, source } -> 201 { id, name, source, key }: the key is shown this once (admins only). */
import { createPartner } from "~/.server/partners/admin-partners";
import { partnerAdminWrite } from "~/.server/partners/admin-partners-api";
import { handleApi, jsonResponse, readJsonBody } from "~/.server/http/json";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import type { Route } from "./+types/admin-partners";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const { admin, db } = await partnerAdminWrite(request, context);
    const created = await createPartner(db, await readJsonBody(request), admin.id);
    return jsonResponse(created, { status: 201, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  });
}
