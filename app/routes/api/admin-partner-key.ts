/** DELETE /api/admin/partners/{id}/key -> 204: the partner's key is revoked, every call with it is 401 (admins only). */
import { revokePartnerKey } from "~/.server/partners/admin-partners";
import { methodNotAllowed, partnerAdminWrite, partnerIdParam } from "~/.server/partners/admin-partners-api";
import { handleApi } from "~/.server/http/json";
import type { Route } from "./+types/admin-partner-key";

export function loader() {
  return handleApi(async () => {
    throw methodNotAllowed("DELETE");
  });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") throw methodNotAllowed("DELETE");
    const { admin, db } = await partnerAdminWrite(request, context);
    await revokePartnerKey(db, partnerIdParam(params.id), admin.id);
    return new Response(null, { status: 204 });
  });
}
